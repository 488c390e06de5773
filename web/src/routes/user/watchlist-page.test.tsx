import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startup } from '../../features/startups/components/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import WatchlistPage from './watchlist-page';

const A = startup(1, 'Paystack Lite', { location: 'Accra, Ghana' });
const B = startup(2, 'FarmLink', { industry: 'Agriculture' });
const routes = [{ path: '/user/watchlist', Component: WatchlistPage }];

describe('My Watchlist /user/watchlist', () => {
  it('lists the watched startups as directory cards; Remove takes one off and the list loads again', async () => {
    let watched = [A, B];
    const fetch = stubFetch((url, init) => {
      if (url.startsWith('/api/startup/watchlist'))
        return json(200, watched, { 'X-Total-Count': String(watched.length) });
      if (url === `/api/startup/${A._id}/watchlist` && init.method === 'DELETE') {
        watched = [B];
        return json(200, { isWatchlisted: false });
      }
      return undefined;
    });
    renderRoutes(routes, ['/user/watchlist']);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Watchlist' })).toBeTruthy();
    const cards = await screen.findAllByTestId('startup-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Paystack Lite' }).getAttribute('href')).toBe(
      `/startup/${A._id}`,
    );
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/startup/watchlist?limit=12&page=1'))).toBe(true);

    fireEvent.click(within(cards[0]!).getByRole('button', { name: /^Remove .+ from your watchlist$/ }));
    await waitFor(() => expect(screen.getAllByTestId('startup-card')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Paystack Lite' })).toBeNull();
    expect(screen.getByTestId('toast').textContent).toMatch(/was removed from your watchlist\./);
  });

  it('an empty watchlist says so and links to the directory', async () => {
    stubFetch((url) =>
      url.startsWith('/api/startup/watchlist') ? json(200, [], { 'X-Total-Count': '0' }) : undefined,
    );
    renderRoutes(routes, ['/user/watchlist']);
    expect(await screen.findByText('Your watchlist is empty')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Browse startups/ });
    expect(links.every((l) => l.getAttribute('href') === '/startup')).toBe(true);
  });
});
