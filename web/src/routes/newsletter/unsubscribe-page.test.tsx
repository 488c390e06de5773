import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '../../../../common/newsletter';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import NewsletterUnsubscribePage from './unsubscribe-page';

const page = () =>
  renderRoutes(
    [{ path: '/newsletter/unsubscribe/:token', Component: NewsletterUnsubscribePage }],
    ['/newsletter/unsubscribe/tok-2'],
  );

describe('newsletter unsubscribe page', () => {
  it('unsubscribes only when its button is pressed, then shows the done state', async () => {
    const fetch = stubFetch((url, init) =>
      url === '/api/newsletter/unsubscribe' && init.method === 'POST'
        ? json(200, { email: 'ada@example.com', message: M.unsubscribed })
        : undefined,
    );
    page();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(M.unsubscribed);
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ token: 'tok-2' });
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("shows 'This unsubscribe link is not valid.' when the server has no message", async () => {
    stubFetch((url) => (url === '/api/newsletter/unsubscribe' ? json(500, {}) : undefined));
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.unsubscribeInvalid);
  });
});
