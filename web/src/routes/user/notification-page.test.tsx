import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import NotificationPage from './notification-page';

const ME = { _id: 'u1', first_name: 'Ama', last_name: 'Mensah', email: 'ama@example.com', roles: ['user'] };
const POST_URL = '/community/c1?comments=p1#post-p1';
const row = (id: string, text: string, readAt: string | null) => ({
  _id: id,
  type: 'comment_on_post',
  text,
  url: POST_URL,
  createdAt: '2026-11-25T10:00:00.000Z',
  readAt,
  actors: [{ _id: 'u2', first_name: 'Kofi', last_name: 'Boateng', profileImage: null }],
  actorCount: 1,
});
function Page() {
  return (
    <>
      <NotificationBell />
      <NotificationPage />
    </>
  );
}
const routes = [
  { path: '/user/notification', Component: Page },
  { path: '/community/:id', Component: () => <h1>Community</h1> },
];
afterEach(() => tokens.clear());

describe('Notifications /user/notification', () => {
  it('lists sentences with who and when, marks unread rows, opens a row (marked read) and marks all read', async () => {
    tokens.set('a', 'r');
    let unread = 2;
    const items = [row('n1', 'Kofi Boateng commented on your post "Pricing"', null), row('n2', 'Older', null)];
    const fetch = stubFetch((url, init) => {
      if (url === '/api/user/loggedIn') return json(200, ME);
      if (url === '/api/notifications/unread-count') return json(200, { count: unread });
      if (url.startsWith('/api/notifications?')) return json(200, items, { 'X-Total-Count': '2' });
      if (url === '/api/notifications/read-all' && init.method === 'POST') {
        unread = 0;
        return json(200, { count: 0 });
      }
      if (url === '/api/notifications/n1/read' && init.method === 'POST') {
        unread = 1;
        return json(200, { count: 1 });
      }
      return undefined;
    });
    renderRoutes(routes, ['/user/notification']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    const rows = await screen.findAllByTestId('notification');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Kofi Boateng commented on your post "Pricing"');
    expect(within(rows[0]!).getByLabelText('Unread')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(POST_URL);
    expect((await screen.findByTestId('unread-count')).textContent).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: /Mark all as read/ }));
    await waitFor(() => expect(screen.queryByTestId('unread-count')).toBeNull());
    expect(fetch.mock.calls.some(([u, i]) => u === '/api/notifications/read-all' && i?.method === 'POST')).toBe(true);

    fireEvent.click(within(rows[0]!).getByRole('link'));
    expect(await screen.findByRole('heading', { name: 'Community' })).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => u === '/api/notifications/n1/read')).toBe(true);
  });

  it("says 'No notifications yet' when there are none", async () => {
    tokens.set('a', 'r');
    stubFetch((url) => {
      if (url === '/api/user/loggedIn') return json(200, ME);
      if (url === '/api/notifications/unread-count') return json(200, { count: 0 });
      if (url.startsWith('/api/notifications?')) return json(200, [], { 'X-Total-Count': '0' });
      return undefined;
    });
    renderRoutes(routes, ['/user/notification']);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });
});
