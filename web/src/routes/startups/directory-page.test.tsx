import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startup } from '../../features/startups/components/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import DirectoryPage from './directory-page';

const routes = [{ path: '/startup', Component: DirectoryPage }];
const LONG =
  'Solar-powered cold storage for smallholder farmers across East Africa, paid per crate per day, with mobile money and a dashboard.';

const INDUSTRIES = [
  { industry: 'Agriculture', count: 1 },
  { industry: 'Finance', count: 2 },
];

/** The directory's calls: stats, industries, then the list (all of it or one industry's). */
function serve(list: (url: string) => Response | Promise<Response> | undefined) {
  return stubFetch((url) => {
    if (url === '/api/startup/stats') return json(200, { startups: 3, industries: 2 });
    if (url === '/api/startup/industries') return json(200, INDUSTRIES);
    return list(url);
  });
}

describe('Startup directory /startup', () => {
  it('shows the counts, the chips and the cards; a long description is cut to 70 characters', async () => {
    const rows = [
      startup(1, 'FarmCold', { industry: 'Agriculture', description: LONG, location: 'Nairobi, Kenya' }),
      startup(2, 'PayLink', { industry: 'Finance', description: 'Payments for merchants.' }),
    ];
    const fetch = serve((url) =>
      url.startsWith('/api/startup?') ? json(200, rows, { 'X-Total-Count': '2' }) : undefined,
    );
    renderRoutes(routes, ['/startup']);
    const farm = (await screen.findByText('FarmCold')).closest('li') as HTMLElement;
    expect(within(farm).getByText(`${LONG.slice(0, 70).trimEnd()}...`)).toBeTruthy();
    expect(within(farm).getByText('Nairobi, Kenya')).toBeTruthy();
    expect(within(farm).getByRole('link', { name: 'FarmCold' }).getAttribute('href')).toBe(`/startup/${rows[0]!._id}`);
    // A description of at most 120 characters is whole.
    expect(screen.getByText('Payments for merchants.')).toBeTruthy();
    expect(await screen.findByText('Startups')).toBeTruthy();
    expect(screen.getByText('Industries')).toBeTruthy();
    const chips = screen.getByRole('navigation', { name: 'Industries' });
    expect(within(chips).getByRole('link', { name: 'All Industries' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(chips)
        .getByRole('link', { name: /Finance/ })
        .getAttribute('href'),
    ).toBe('/startup?industry=Finance');
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/startup?limit=24&page=1'))).toBe(true);
  });

  it('an industry chip filters through GET /startup/industry/{industry}; All Industries lists every one again', async () => {
    const fetch = serve((url) => {
      if (url.startsWith('/api/startup/industry/Finance'))
        return json(200, [startup(2, 'PayLink', { industry: 'Finance' })], { 'X-Total-Count': '1' });
      if (url.startsWith('/api/startup?'))
        return json(200, [startup(1, 'FarmCold', { industry: 'Agriculture' }), startup(2, 'PayLink')], {
          'X-Total-Count': '2',
        });
      return undefined;
    });
    const { router } = renderRoutes(routes, ['/startup']);
    expect(await screen.findByText('FarmCold')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Finance/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance startups' })).toBeTruthy();
    expect(router.state.location.search).toBe('?industry=Finance');
    expect(await screen.findByText('PayLink')).toBeTruthy();
    expect(screen.queryByText('FarmCold')).toBeNull();
    expect(screen.getByRole('link', { name: /Finance/ }).getAttribute('aria-current')).toBe('page');
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/startup/industry/Finance?'))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'All Industries' }));
    expect(await screen.findByText('FarmCold')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('shows 8 skeleton cards while loading', async () => {
    serve((url) => (url.startsWith('/api/startup?') ? new Promise<Response>(() => {}) : undefined));
    renderRoutes(routes, ['/startup']);
    expect(await screen.findByRole('status', { name: 'Loading startups' })).toBeTruthy();
    expect(screen.getAllByTestId('startup-skeleton')).toHaveLength(8);
  });

  it("shows 'No Startups Found' when there are none", async () => {
    serve((url) => (url.startsWith('/api/startup/industry/') ? json(200, [], { 'X-Total-Count': '0' }) : undefined));
    renderRoutes(routes, ['/startup?industry=Energy']);
    expect(await screen.findByText('No Startups Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all industries' }).getAttribute('href')).toBe('/startup');
  });

  it("shows 'Error Loading Startups' with Try Again, which loads again", async () => {
    let fail = true;
    serve((url) => {
      if (!url.startsWith('/api/startup?')) return undefined;
      return fail ? json(500, { message: 'boom' }) : json(200, [startup(1, 'FarmCold')], { 'X-Total-Count': '1' });
    });
    renderRoutes(routes, ['/startup']);
    expect(await screen.findByText('Error Loading Startups')).toBeTruthy();
    expect(screen.getByText('Failed to fetch startups')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('FarmCold')).toBeTruthy();
  });

  it("pages with a real 'Load more' link (?page=2) that appends the next page in place", async () => {
    const page = (n: number) => Array.from({ length: 24 }, (_, i) => startup(n * 100 + i, `Startup ${n}-${i}`));
    serve((url) => {
      if (!url.startsWith('/api/startup?')) return undefined;
      const p = new URL(url, 'http://x').searchParams.get('page');
      return json(200, p === '2' ? page(2).slice(0, 3) : page(1), { 'X-Total-Count': '27' });
    });
    renderRoutes(routes, ['/startup']);
    const more = await screen.findByRole('link', { name: 'Load more' });
    expect(more.getAttribute('href')).toBe('/startup?page=2');
    expect(screen.getByText('Showing 24 of 27')).toBeTruthy();
    fireEvent.click(more);
    expect(await screen.findByText('Startup 2-2')).toBeTruthy();
    expect(screen.getByText('Startup 1-0')).toBeTruthy();
  });
});
