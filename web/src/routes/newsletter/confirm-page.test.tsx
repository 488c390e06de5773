import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '../../../../common/newsletter';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import NewsletterConfirmPage from './confirm-page';

const page = () =>
  renderRoutes(
    [{ path: '/newsletter/confirm/:token', Component: NewsletterConfirmPage }],
    ['/newsletter/confirm/tok-1'],
  );

describe('newsletter confirmation page', () => {
  it('confirms only when its button is pressed, then says so', async () => {
    const fetch = stubFetch((url, init) =>
      url === '/api/newsletter/confirm' && init.method === 'POST'
        ? json(200, { email: 'ada@example.com', message: M.confirmed })
        : undefined,
    );
    page();
    expect(screen.getByRole('heading', { name: 'Confirm your subscription' })).toBeTruthy();
    // Opening the link calls nothing (a GET never confirms).
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(M.confirmed);
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ token: 'tok-1' });
  });

  it("shows the server's message for an expired link, else the fallback, with a way to subscribe again", async () => {
    const fetch = stubFetch((url) =>
      url === '/api/newsletter/confirm' ? json(410, { statusCode: 410, message: M.confirmExpired }) : undefined,
    );
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.confirmExpired);
    expect(screen.getByRole('heading', { name: 'Confirmation failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe again' }).getAttribute('href')).toBe('/#newsletter');
    fetch.mockImplementation(async () => json(500, {}));
    page();
    fireEvent.click(screen.getAllByRole('button', { name: 'Confirm subscription' }).at(-1)!);
    await waitFor(() => expect(screen.getAllByRole('alert').at(-1)!.textContent).toBe(M.confirmInvalid));
  });
});
