import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import NotificationUnsubscribePage from './unsubscribe-page';

const page = (type: string) =>
  renderRoutes(
    [{ path: '/notifications/unsubscribe/:token/:type', Component: NotificationUnsubscribePage }],
    [`/notifications/unsubscribe/tok-9/${type}`],
  );
const form = () => screen.getByRole('button', { name: 'Unsubscribe' }).closest('form')!;

describe('notification unsubscribe page', () => {
  it('says which mails stop and unsubscribes only when its button is pressed (one-click POST)', async () => {
    const fetch = stubFetch((url, init) =>
      url === '/api/notifications/unsubscribe/tok-9/reply_to_comment' && init.method === 'POST'
        ? json(200, { type: 'reply_to_comment', message: 'You will no longer get these emails.' })
        : undefined,
    );
    page('reply_to_comment');
    expect(screen.getByText(/emails about ‘Replies to my comments’/)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You will no longer get these emails.');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ 'List-Unsubscribe': 'One-Click' });
    expect(screen.getByRole('link', { name: 'Email preferences' }).getAttribute('href')).toBe('/user/subscription');
  });

  it('works with JavaScript off: a plain form posting List-Unsubscribe=One-Click to the API', () => {
    stubFetch(() => undefined);
    page('digest');
    expect(screen.getByText(/stop receiving the digest/)).toBeTruthy();
    const f = form();
    expect(f.getAttribute('method')).toBe('post');
    expect(f.getAttribute('action')).toBe('/api/notifications/unsubscribe/tok-9/digest');
    const hidden = f.querySelector('input[type="hidden"]') as HTMLInputElement;
    expect([hidden.name, hidden.value]).toEqual(['List-Unsubscribe', 'One-Click']);
  });

  it("shows the server's message when the link is not valid", async () => {
    stubFetch((url) =>
      url.startsWith('/api/notifications/unsubscribe/')
        ? json(404, { statusCode: 404, error: 'Not Found', message: 'This unsubscribe link is not valid.' })
        : undefined,
    );
    page('post_liked');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid.');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe failed' })).toBeTruthy();
  });
});
