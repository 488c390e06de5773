import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import MyContentPage from './my-content-page';

const ME = { _id: 'u1', first_name: 'Ama', last_name: 'Mensah', email: 'ama@example.com', roles: ['user'] };
const item = (kind: 'post' | 'comment', id: string, excerpt: string, post = id) => ({
  kind,
  _id: id,
  post,
  excerpt,
  createdAt: '2026-03-05T10:00:00.000Z',
  community: { _id: 'c1', name: 'Lagos Builders' },
  url: `/community/c1?comments=${post}#post-${post}`,
});
const routes = [{ path: '/user/content', Component: MyContentPage }];
afterEach(() => tokens.clear());

function setup(pages: unknown[][], total: number) {
  tokens.set('a', 'r');
  return stubFetch((url) => {
    if (url === '/api/user/loggedIn') return json(200, ME);
    if (url.startsWith('/api/post/mine')) {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return json(200, pages[page - 1] ?? [], { 'X-Total-Count': String(total) });
    }
    return undefined;
  });
}

describe('My posts and comments /user/content', () => {
  it('lists posts and comments newest first, each with its kind, community and date, linking to its place', async () => {
    const fetch = setup([[item('comment', 'k1', 'Yes, we are hiring!', 'p9'), item('post', 'p1', 'Week 1: beta')]], 2);
    renderRoutes(routes, ['/user/content']);
    expect(await screen.findByRole('heading', { level: 1, name: 'My posts and comments' })).toBeTruthy();
    const rows = await screen.findAllByTestId('my-content-item');
    expect(rows.map((r) => r.dataset.kind)).toEqual(['comment', 'post']);
    const comment = within(rows[0]!);
    expect(comment.getByText('Comment')).toBeTruthy();
    expect(comment.getByRole('link', { name: 'Yes, we are hiring!' }).getAttribute('href')).toBe(
      '/community/c1?comments=p9#post-p9',
    );
    expect(comment.getByRole('link', { name: 'Lagos Builders' }).getAttribute('href')).toBe('/community/c1');
    expect(comment.getByText('Mar 5, 2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('Post')).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/post/mine?limit=20&page=1'))).toBe(true);
    expect(screen.queryByRole('link', { name: /Load more/ })).toBeNull();
  });

  it("'Load more' appends the next page", async () => {
    const first = Array.from({ length: 20 }, (_, i) => item('post', `p${i}`, `Post number ${i}`));
    setup([first, [item('comment', 'k99', 'The oldest comment', 'p0')]], 21);
    renderRoutes(routes, ['/user/content']);
    expect(await screen.findAllByTestId('my-content-item')).toHaveLength(20);
    fireEvent.click(screen.getByRole('link', { name: /Load more/ }));
    await waitFor(() => expect(screen.getAllByTestId('my-content-item')).toHaveLength(21));
    expect(screen.getByRole('link', { name: 'The oldest comment' })).toBeTruthy();
  });

  it('with nothing written says so', async () => {
    setup([[]], 0);
    renderRoutes(routes, ['/user/content']);
    expect(await screen.findByText("You haven't posted or commented yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my communities' }).getAttribute('href')).toBe('/user/community');
  });
});
