import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../../../common/schemas/search';
import { json, renderRoutes, stubFetch } from '../../../test/utils';
import { SearchBox } from './search-box';

const result = (i: number, kind: SearchResult['kind']): SearchResult => ({
  kind,
  _id: `${i}`,
  title: `Fintech ${i}`,
  excerpt: '<mark>Fintech</mark>',
  url: `/${kind}/${i}`,
  date: '2026-03-04T12:00:00.000Z',
  past: false,
});
const RESULTS = [result(1, 'article'), result(2, 'startup'), result(3, 'event')];

function setup() {
  const fetch = stubFetch((url) =>
    url === '/api/search?q=fint&limit=5' ? json(200, RESULTS, { 'X-Total-Count': '3' }) : undefined,
  );
  const page = (label: string) => () => <h1>{label}</h1>;
  const { router } = renderRoutes(
    [
      { path: '/search', Component: () => <SearchBox q="" /> },
      { path: '/article/:id', Component: page('Article') },
      { path: '/startup/:id', Component: page('Startup') },
      { path: '/event/:id', Component: page('Event') },
    ],
    ['/search'],
  );
  const input = screen.getByRole('combobox', { name: 'Search' });
  return { fetch, router, input };
}

async function typeFint(input: HTMLElement) {
  fireEvent.change(input, { target: { value: 'fint' } });
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
}

describe('the typeahead (ARIA combobox)', () => {
  it('asks once after typing pauses, then lists the first results', async () => {
    const { fetch, input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).toBe('listbox');
    fireEvent.change(input, { target: { value: 'fi' } });
    fireEvent.change(input, { target: { value: 'fin' } });
    await typeFint(input);
    expect(fetch.mock.calls.map(([u]) => u)).toEqual(['/api/search?q=fint&limit=5']);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ArticleFintech 1', 'StartupFintech 2', 'EventFintech 3']);
  });

  it('ArrowDown and ArrowUp move the active option (wrapping), Escape closes, Enter opens the one picked', async () => {
    const { router, input } = setup();
    await typeFint(input);
    const options = screen.getAllByRole('option');
    const activeOption = () => input.getAttribute('aria-activedescendant');
    expect(activeOption()).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption()).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption()).toBe(options[2]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption()).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption()).toBe(options[2]!.id);

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(activeOption()).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption()).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/startup/2'));
  });

  it('Enter with no option picked submits the full search', async () => {
    const { router, input } = setup();
    await typeFint(input);
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(true); // left to the form
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=fint'));
    expect(router.state.location.pathname).toBe('/search');
  });

  it('a click on an option opens it', async () => {
    const { router, input } = setup();
    await typeFint(input);
    fireEvent.click(screen.getAllByRole('option')[2]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/3'));
  });
});
