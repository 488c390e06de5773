import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { opportunity, startup } from '../../features/startups/components/test-fixtures';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import StartupPage from './startup-page';

const S = startup(1, 'PayLink', {
  industry: 'Finance',
  description: 'Payments for merchants across West Africa.',
  founders: ['Amina Okafor', 'Tunde Bakare'],
  website: 'https://paylink.africa',
  contactEmail: 'hello@paylink.africa',
  fundingStage: 'series-a',
  followersCount: 4,
  viewsCount: 12,
  updatedAt: '2026-03-05T10:00:00.000Z',
});
const routes = [{ path: '/startup/:id', Component: StartupPage }];
const list = (rows: unknown[]) => json(200, rows, { 'X-Total-Count': String(rows.length) });
const paths = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.map(([u]) => String(u));

afterEach(() => tokens.clear());

/** The profile's calls; `more` answers the rest (quick filters, search). */
function serve(more: (url: string, init: RequestInit) => Response | undefined = () => undefined) {
  return stubFetch((url, init) => {
    if (url === `/api/startup/${S._id}`) return json(200, S);
    if (url === `/api/startup/${S._id}/view`) return json(200, { counted: true, viewsCount: 13 });
    if (url.startsWith(`/api/opportunities/startup/${S._id}`))
      return list([opportunity(50, 'Backend Engineer', S, { description: 'x'.repeat(150) })]);
    if (url === `/api/startup/${S._id}/suggestions`) return json(200, ['payments', 'mobile money']);
    if (url.startsWith(`/api/startup/${S._id}/similar-industry`)) return list([startup(2, 'CashFlow')]);
    return more(url, init);
  });
}

describe('Startup profile /startup/:id', () => {
  it('shows about, details, founders as Co-Founder, the links, the stats and the opportunities', async () => {
    const fetch = serve();
    renderRoutes(routes, [`/startup/${S._id}`]);
    expect(await screen.findByRole('heading', { level: 1, name: 'PayLink' })).toBeTruthy();
    expect(screen.getByText('Payments for merchants across West Africa.')).toBeTruthy();
    expect(screen.getAllByText('Co-Founder')).toHaveLength(2);
    expect(screen.getByText('Tunde Bakare')).toBeTruthy();
    expect(screen.getByText('Series A')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit Website' }).getAttribute('href')).toBe('https://paylink.africa');
    expect(screen.getByRole('link', { name: 'hello@paylink.africa' }).getAttribute('href')).toBe(
      'mailto:hello@paylink.africa',
    );
    expect(screen.getByText('Claimed')).toBeTruthy();
    expect(screen.getByText('Mar 5, 2026')).toBeTruthy();
    const job = await screen.findByRole('link', { name: 'Backend Engineer' });
    expect(job.getAttribute('href')).toBe(`/opportunity/${opportunity(50, '', S)._id}`);
    expect(screen.getByText(`${'x'.repeat(100)}…`)).toBeTruthy();
    // The view is counted once, and the count shown is the server's.
    await waitFor(() => expect(paths(fetch).filter((u) => u.endsWith('/view'))).toHaveLength(1));
    expect(await screen.findByText('13')).toBeTruthy();
    // Not admin-created: no claim.
    expect(screen.queryByText('Claim This Profile')).toBeNull();
  });

  it('the four quick filters list their startups, Similar Industry first; the choice is in the address', async () => {
    const fetch = serve((url) => {
      if (url.startsWith(`/api/startup/${S._id}/same-funding-stage`)) return list([startup(3, 'SeedCo')]);
      if (url.startsWith(`/api/startup/${S._id}/same-location`)) return list([]);
      // The site-wide list holds the profile's own startup too.
      if (url.startsWith('/api/startup/recently-founded'))
        return list([startup(4, 'NewCo', { foundedYear: '2026' }), { ...S, foundedYear: '2025' }]);
      return undefined;
    });
    const { router } = renderRoutes(routes, [`/startup/${S._id}`]);
    const tabs = await screen.findByRole('tablist', { name: 'Quick filters' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Similar Industry', 'Same Funding Stage', 'Same Location', 'Recently Founded']);
    expect(await screen.findByRole('link', { name: 'CashFlow' })).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Same Funding Stage' }));
    expect(await screen.findByRole('link', { name: 'SeedCo' })).toBeTruthy();
    expect(router.state.location.search).toBe('?filter=same-funding-stage');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Same Location' }));
    expect(await screen.findByText('No other startups in this country yet.')).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Recently Founded' }));
    expect(await screen.findByRole('link', { name: 'NewCo' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Recently Founded' }).getAttribute('href')).toBe(
      `/startup/${S._id}?filter=recently-founded#quick-filters`,
    );
    // One more than shown is asked for; the profile's own startup is not listed.
    expect(paths(fetch).some((u) => u.startsWith('/api/startup/recently-founded?limit=9&page=1'))).toBe(true);
    const results = screen.getByTestId('quick-filter-results');
    expect(within(results).getAllByTestId('startup-card')).toHaveLength(1);
    expect(within(results).queryByRole('link', { name: 'PayLink' })).toBeNull();
  });

  it('Recently Founded shows 8 a page without the profile itself, and Load more skips none', async () => {
    const others = Array.from({ length: 11 }, (_, i) => startup(100 + i, `Founded ${i + 1}`));
    const firstPage = [...others.slice(0, 4), S, ...others.slice(4, 8)];
    serve((url) => {
      if (!url.startsWith('/api/startup/recently-founded')) return undefined;
      const page = new URL(url, 'http://x').searchParams.get('page');
      return json(200, page === '1' ? firstPage : others.slice(8), { 'X-Total-Count': '12' });
    });
    renderRoutes(routes, [`/startup/${S._id}?filter=recently-founded`]);
    const results = await screen.findByTestId('quick-filter-results');
    const names = () =>
      within(screen.getByTestId('quick-filter-results'))
        .getAllByTestId('startup-card')
        .map((c) => within(c).getByRole('heading', { level: 3 }).textContent);
    await waitFor(() => expect(names()).toEqual(others.slice(0, 8).map((o) => o.name)));
    expect(within(results).queryByRole('link', { name: 'PayLink' })).toBeNull();
    expect(screen.getByText('Showing 8 of 11')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Load more' }));
    await waitFor(() => expect(names()).toEqual(others.map((o) => o.name)));
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('a quick filter that fails shows an empty list (part 3 §8)', async () => {
    serve((url) => (url.includes('/same-location') ? json(500, { message: 'boom' }) : undefined));
    renderRoutes(routes, [`/startup/${S._id}?filter=same-location`]);
    expect(await screen.findByText('No other startups in this country yet.')).toBeTruthy();
  });

  it('Search Similar waits 300 ms after typing, runs only on non-blank text, asks for 8, and clears', async () => {
    const fetch = serve((url) =>
      url.includes('/search-similar?')
        ? list([startup(7, `Match for ${new URL(url, 'http://x').searchParams.get('q')}`)])
        : undefined,
    );
    renderRoutes(routes, [`/startup/${S._id}`]);
    const box = await screen.findByRole('textbox', { name: 'Search similar startups' });
    const searches = () => paths(fetch).filter((u) => u.includes('/search-similar'));

    // Blank text never searches.
    fireEvent.change(box, { target: { value: '   ' } });
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(searches()).toEqual([]);

    // Keystrokes within 300 ms make one call, with the last text.
    fireEvent.change(box, { target: { value: 'm' } });
    fireEvent.change(box, { target: { value: 'mo' } });
    fireEvent.change(box, { target: { value: 'mobile' } });
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(searches()).toEqual([]);
    expect(await screen.findByRole('link', { name: 'Match for mobile' })).toBeTruthy();
    expect(searches()).toEqual([`/api/startup/${S._id}/search-similar?q=mobile&limit=8`]);

    // A suggestion chip fills the box and searches.
    fireEvent.click(screen.getByRole('link', { name: 'payments' }));
    expect((box as HTMLInputElement).value).toBe('payments');
    expect(await screen.findByRole('link', { name: 'Match for payments' })).toBeTruthy();

    // The clear control empties the box and the results.
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((box as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Match for payments' })).toBeNull());
    expect(searches()).toHaveLength(2);
  });

  it('a missing startup is a 404 page', async () => {
    stubFetch((url) =>
      url.startsWith('/api/startup/') ? json(404, { statusCode: 404, message: 'Startup not found' }) : undefined,
    );
    renderRoutes(routes, [`/startup/${S._id}`]);
    expect(await screen.findByText('Startup not found')).toBeTruthy();
  });

  it('shows Claim This Profile for an unclaimed admin-created startup: a link to the claim page for a visitor', async () => {
    const admin = { ...S, isAdminCreated: true, claimStatus: 'unclaimed' as const, owner: null };
    stubFetch((url) => {
      if (url === `/api/startup/${S._id}`) return json(200, admin);
      if (url.endsWith('/view')) return json(200, { counted: false, viewsCount: 12 });
      if (url.startsWith('/api/')) return list([]);
      return undefined;
    });
    renderRoutes(routes, [`/startup/${S._id}`]);
    const claim = await screen.findByRole('link', { name: 'Claim This Profile' });
    expect(claim.getAttribute('href')).toBe(`/startup/${S._id}/claim`);
    expect(screen.getByText('Unclaimed')).toBeTruthy();
  });

  it('a signed-in user follows (the count changes) and opens the claim modal from the profile', async () => {
    tokens.set('a', 'r');
    const admin = { ...S, isAdminCreated: true, claimStatus: 'unclaimed' as const, owner: null, isFollowing: false };
    stubFetch((url, init) => {
      if (url === `/api/startup/${S._id}`) return json(200, admin);
      if (url === '/api/user/loggedIn')
        return json(200, { _id: 'u1', first_name: 'K', last_name: 'A', email: 'k@example.com', roles: ['user'] });
      if (url === `/api/startup/${S._id}/follow` && init.method === 'POST')
        return json(200, { isFollowing: true, followersCount: 5 });
      if (url.endsWith('/view')) return json(200, { counted: false, viewsCount: 12 });
      if (url.startsWith('/api/')) return list([]);
      return undefined;
    });
    renderRoutes(routes, [`/startup/${S._id}`]);
    const follow = await screen.findByRole('button', { name: /^Follow/ });
    await waitFor(() => expect((follow as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(follow);
    const following = await screen.findByRole('button', { name: /^Following/ });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(following.textContent).toContain('5');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim This Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim This Profile' });
    expect(within(dialog).getByLabelText('Company email')).toBeTruthy();
  });
});
