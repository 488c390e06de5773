import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anArticle } from '../../features/articles/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import BlogPage from './blog-page';

const KOFI = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const articles = [
  anArticle({ _id: 'a1', title: 'Seed rounds', tag: 'Funding, Fintech' }),
  anArticle({
    _id: 'a2',
    title: 'Water startups',
    tag: 'wash',
    userId: { _id: KOFI, first_name: 'Kofi', last_name: 'Mensah', profileImage: null },
  }),
];

function params(url: string) {
  return new URL(url, 'http://x').searchParams;
}

describe('blog page', () => {
  it('toggles the filter panel and sends tag, author and sort to the API', async () => {
    const fetch = stubFetch((url) =>
      url.startsWith('/api/article?') ? json(200, articles, { 'X-Total-Count': '2' }) : undefined,
    );
    renderRoutes([{ path: '/blog', element: <BlogPage /> }], ['/blog']);
    await screen.findByRole('link', { name: 'Seed rounds' });
    expect(params(fetch.mock.calls[0]![0]).get('type')).toBe('general');
    expect(params(fetch.mock.calls[0]![0]).get('sort')).toBe('recent');

    const toggle = screen.getByRole('button', { name: /Show Filters/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Hide Filters/ }).getAttribute('aria-expanded')).toBe('true');

    // Tags come from the loaded articles.
    fireEvent.click(screen.getByRole('button', { name: 'Fintech' }));
    await screen.findByRole('button', { name: 'Fintech', pressed: true });
    await until(() => fetch.mock.calls.some(([u]) => params(u).get('tag') === 'fintech'));
    fireEvent.click(screen.getByRole('button', { name: 'wash' }));
    await until(() => fetch.mock.calls.some(([u]) => params(u).get('tag') === 'fintech,wash'));

    const author = screen.getByRole('combobox', { name: 'Author' }) as HTMLSelectElement;
    expect([...author.options].map((o) => o.text)).toEqual(['All Authors', 'Ada Obi', 'Kofi Mensah']);
    fireEvent.change(author, { target: { value: KOFI } });
    await until(() => fetch.mock.calls.some(([u]) => params(u).get('author') === KOFI));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'popular' } });
    await until(() => {
      const last = params(fetch.mock.calls.at(-1)![0]);
      return last.get('sort') === 'popular' && last.get('author') === KOFI && last.get('tag') === 'fintech,wash';
    });

    fireEvent.click(screen.getByRole('button', { name: /Hide Filters/ }));
    expect(screen.getByRole('button', { name: /Show Filters/ })).toBeTruthy();
  });

  it("shows 'No articles found' with the hint when nothing matches", async () => {
    stubFetch((url) => (url.startsWith('/api/article?') ? json(200, [], { 'X-Total-Count': '0' }) : undefined));
    renderRoutes([{ path: '/blog', element: <BlogPage /> }], ['/blog']);
    await screen.findByText('No articles found');
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeTruthy();
  });

  it('searches on the server after typing stops', async () => {
    const fetch = stubFetch((url) =>
      url.startsWith('/api/article?') ? json(200, articles, { 'X-Total-Count': '2' }) : undefined,
    );
    renderRoutes([{ path: '/blog', element: <BlogPage /> }], ['/blog']);
    await screen.findByRole('link', { name: 'Seed rounds' });
    fireEvent.change(screen.getByPlaceholderText('Search articles...'), { target: { value: 'water' } });
    await until(() => fetch.mock.calls.some(([u]) => params(u).get('search') === 'water'));
  });

  it('starts at the page of the address (?page=2) and links Load more to the page after it', async () => {
    const fetch = stubFetch((url) =>
      url.startsWith('/api/article?') ? json(200, articles, { 'X-Total-Count': '30' }) : undefined,
    );
    renderRoutes([{ path: '/blog', element: <BlogPage /> }], ['/blog?page=2']);
    await screen.findByRole('link', { name: 'Seed rounds' });
    expect(params(fetch.mock.calls[0]![0]).get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Load more' }).getAttribute('href')).toBe('/blog?page=3');
    expect(screen.getByText('Showing 13–14 of 30')).toBeTruthy();
  });
});

/** Waits until a condition over the fetch calls holds. */
async function until(check: () => boolean) {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000 });
}
