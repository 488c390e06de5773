import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchCounts, SearchResult } from '../../../../common/schemas/search';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import SearchPage from './search-page';

const ARTICLE: SearchResult = {
  kind: 'article',
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Fintech in Lagos',
  excerpt: 'Why <mark>fintech</mark> &lt;script&gt;alert(1)&lt;/script&gt; grows',
  url: '/article/11111111-1111-4111-8111-111111111111/fintech-in-lagos',
  date: '2026-03-04T12:00:00.000Z',
  past: false,
};
const EVENT: SearchResult = {
  kind: 'event',
  _id: '22222222-2222-4222-8222-222222222222',
  title: 'Fintech Meetup',
  excerpt: '<mark>Fintech</mark> founders meet',
  url: '/event/22222222-2222-4222-8222-222222222222',
  date: '2025-01-10T18:00:00.000Z',
  past: true,
};
const COUNTS: SearchCounts = {
  articles: 1,
  communities: 0,
  posts: 0,
  events: 1,
  programs: 0,
  startups: 0,
  opportunities: 0,
};
const routes = [{ path: '/search', Component: SearchPage }];

describe('Search /search', () => {
  it('shows each result with its kind, linked title, highlighted excerpt, date and Past; tabs with counts', async () => {
    const fetch = stubFetch((url) => {
      if (url === '/api/search/counts?q=fintech') return json(200, COUNTS);
      if (url === '/api/search?q=fintech&limit=20&page=1') return json(200, [ARTICLE, EVENT], { 'X-Total-Count': '2' });
      if (url === '/api/search?q=fintech&type=events&limit=20&page=1')
        return json(200, [EVENT], { 'X-Total-Count': '1' });
      return undefined;
    });
    const { router } = renderRoutes(routes, ['/search?q=fintech']);
    const rows = await screen.findAllByTestId('search-result');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: ARTICLE.title }).getAttribute('href')).toBe(ARTICLE.url);
    expect(rows[0]!.textContent).toContain('Article·Mar 4, 2026');
    // The excerpt's only markup is <mark>; escaped text stays text.
    expect(rows[0]!.querySelector('mark')?.textContent).toBe('fintech');
    expect(rows[0]!.querySelector('script')).toBeNull();
    expect(rows[0]!.textContent).toContain('<script>alert(1)</script>');
    expect(within(rows[1]!).getByText('Past')).toBeTruthy();
    expect(within(rows[0]!).queryByText('Past')).toBeNull();
    expect(document.title).toBe('Search: fintech | AfriFounders');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect((screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement).value).toBe('fintech');

    const tabs = screen.getByRole('tablist', { name: 'Kind' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'All 2' })).toBeTruthy());
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => [t.textContent, t.getAttribute('href')]),
    ).toEqual([
      ['All 2', '/search?q=fintech'],
      ['Articles 1', '/search?q=fintech&type=articles'],
      ['Communities 0', '/search?q=fintech&type=communities'],
      ['Posts 0', '/search?q=fintech&type=posts'],
      ['Events 1', '/search?q=fintech&type=events'],
      ['Programs 0', '/search?q=fintech&type=programs'],
      ['Startups 0', '/search?q=fintech&type=startups'],
      ['Opportunities 0', '/search?q=fintech&type=opportunities'],
    ]);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Events 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=fintech&type=events'));
    await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(1));
    expect(fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/search/counts'))).toHaveLength(1);
  });

  it('offers Load more as a link to the next page', async () => {
    stubFetch((url) => {
      if (url.startsWith('/api/search/counts')) return json(200, { ...COUNTS, articles: 41 });
      if (url === '/api/search?q=fintech&limit=20&page=1') return json(200, [ARTICLE], { 'X-Total-Count': '42' });
      return undefined;
    });
    renderRoutes(routes, ['/search?q=fintech']);
    const more = await screen.findByRole('link', { name: 'Load more' });
    expect(more.getAttribute('href')).toBe('/search?q=fintech&page=2');
  });

  it("marks a count that reached the most a kind answers as '100+' (All too)", async () => {
    stubFetch((url) => {
      if (url.startsWith('/api/search/counts')) return json(200, { ...COUNTS, articles: 100 });
      if (url.startsWith('/api/search?')) return json(200, [ARTICLE], { 'X-Total-Count': '101' });
      return undefined;
    });
    renderRoutes(routes, ['/search?q=fintech']);
    const tabs = await screen.findByRole('tablist', { name: 'Kind' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Articles 100+' })).toBeTruthy());
    expect(within(tabs).getByRole('tab', { name: 'All 101+' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Events 1' })).toBeTruthy();
  });

  it('says No results with a hint to try fewer words', async () => {
    stubFetch((url) => {
      if (url.startsWith('/api/search/counts')) return json(200, { ...COUNTS, articles: 0, events: 0 });
      if (url.startsWith('/api/search?')) return json(200, [], { 'X-Total-Count': '0' });
      return undefined;
    });
    renderRoutes(routes, ['/search?q=zzzz%20qqqq']);
    expect(await screen.findByText('No results for "zzzz qqqq"')).toBeTruthy();
    expect(screen.getByText(/Try fewer or shorter words/)).toBeTruthy();
  });

  it('shows only the search box for an empty or one-character query, without asking the API', async () => {
    const fetch = stubFetch(() => undefined);
    renderRoutes(routes, ['/search?q=a']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search' }).closest('form')?.getAttribute('action')).toBe('/search');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Search | AfriFounders');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('submits a new search in place', async () => {
    stubFetch((url) => {
      if (url.startsWith('/api/search/counts')) return json(200, COUNTS);
      if (url.startsWith('/api/search?')) return json(200, [ARTICLE], { 'X-Total-Count': '1' });
      return undefined;
    });
    const { router } = renderRoutes(routes, ['/search']);
    const input = await screen.findByRole('combobox', { name: 'Search' });
    fireEvent.change(input, { target: { value: ' fintech lagos ' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=fintech+lagos'));
    expect(await screen.findAllByTestId('search-result')).toHaveLength(1);
  });
});
