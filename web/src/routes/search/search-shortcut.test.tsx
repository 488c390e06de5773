import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import SearchPage from './search-page';
import { renderRoutes, stubFetch } from '../../test/utils';
import { SearchNavLink, SearchShortcut } from '../../features/search/components/search-shortcut';

function Shell() {
  return (
    <>
      <SearchShortcut />
      <SearchNavLink className={() => ''} label="Search" />
      <input aria-label="Comment" />
      <Outlet />
    </>
  );
}
const routes = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/search', Component: SearchPage },
    ],
  },
];
const searchBox = () => screen.findByRole('combobox', { name: 'Search' });

describe('the search shortcut and the sidebar link', () => {
  it("'/' elsewhere opens /search with its box focused; typed in a field it is only a character", async () => {
    stubFetch(() => undefined);
    const { router } = renderRoutes(routes, ['/']);
    await screen.findByRole('heading', { name: 'Home' });
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(fireEvent.keyDown(comment, { key: '/' })).toBe(true);
    expect(router.state.location.pathname).toBe('/');

    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    await waitFor(async () => expect(document.activeElement).toBe(await searchBox()));
  });

  it('Ctrl-K and Cmd-K focus the box on the search page, even from a field, keeping the search', async () => {
    stubFetch(() => undefined);
    const { router } = renderRoutes(routes, ['/search?q=a']);
    const box = await searchBox();
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    comment.focus();
    fireEvent.keyDown(comment, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(box);
    comment.focus();
    fireEvent.keyDown(comment, { key: 'K', metaKey: true });
    expect(document.activeElement).toBe(box);
    expect(router.state.location.search).toBe('?q=a');
  });

  it('the sidebar link goes to /search and focuses its box; on the search page it only focuses', async () => {
    stubFetch(() => undefined);
    const { router } = renderRoutes(routes, ['/']);
    const link = await screen.findByRole('link', { name: 'Search' });
    expect(link.getAttribute('href')).toBe('/search');
    fireEvent.click(link);
    await waitFor(async () => expect(document.activeElement).toBe(await searchBox()));
    (document.activeElement as HTMLElement).blur();
    await router.navigate('/search?q=x');
    fireEvent.click(link);
    expect(document.activeElement).toBe(await searchBox());
    expect(router.state.location.search).toBe('?q=x');
  });
});
