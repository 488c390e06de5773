import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SearchPage from '../../routes/search/search-page';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import AdminLayout from './admin-layout';

// The admin area has no site sidebar: its header carries the Search link and the '/' and Ctrl/Cmd-K shortcut.
const routes = [
  {
    path: '/admin',
    Component: AdminLayout,
    children: [{ index: true, element: <h1>Dashboard</h1> }],
  },
  { path: '/search', Component: SearchPage },
];

function signedInAdmin() {
  tokens.set('acc', 'ref');
  stubFetch((url) =>
    url === '/api/user/loggedIn' ? json(200, { _id: '1', email: 'a@b.c', roles: ['admin'] }) : undefined,
  );
}
const searchBox = () => screen.findByRole('combobox', { name: 'Search' });

describe('the admin layout: search from any admin page', () => {
  it("'/' opens /search with its box focused", async () => {
    signedInAdmin();
    const { router } = renderRoutes(routes, ['/admin']);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    await waitFor(async () => expect(document.activeElement).toBe(await searchBox()));
  });

  it('Ctrl-K opens /search, even from a field', async () => {
    signedInAdmin();
    const { router } = renderRoutes(routes, ['/admin']);
    await screen.findByRole('heading', { name: 'Dashboard' });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it("the header's Search link goes to /search and focuses its box", async () => {
    signedInAdmin();
    const { router } = renderRoutes(routes, ['/admin']);
    const header = await screen.findByRole('banner');
    const link = within(header).getByRole('link', { name: 'Search' });
    expect(link.getAttribute('href')).toBe('/search');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    await waitFor(async () => expect(document.activeElement).toBe(await searchBox()));
  });
});
