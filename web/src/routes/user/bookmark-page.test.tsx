import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Bookmark } from '../../../../common/schemas/bookmarks';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import BookmarkPage from './bookmark-page';

const ARTICLE: Bookmark = {
  kind: 'article',
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Raising a Seed Round in Lagos',
  url: '/article/11111111-1111-4111-8111-111111111111/raising-a-seed-round-in-lagos',
  savedAt: '2026-03-04T12:00:00.000Z',
  available: true,
};
const GONE: Bookmark = {
  kind: 'post',
  _id: '22222222-2222-4222-8222-222222222222',
  title: '',
  url: '/communities',
  savedAt: '2026-03-01T12:00:00.000Z',
  available: false,
};
const routes = [{ path: '/user/bookmark', Component: BookmarkPage }];

describe('Bookmarks /user/bookmark', () => {
  it('lists saved items with kind, date and link; a gone item reads No longer available and can be removed', async () => {
    let saved = [ARTICLE, GONE];
    const fetch = stubFetch((url, init) => {
      if (url.startsWith('/api/bookmarks?')) return json(200, saved, { 'X-Total-Count': String(saved.length) });
      if (url === `/api/bookmarks/post/${GONE._id}` && init.method === 'DELETE') {
        saved = [ARTICLE];
        return json(200, { message: 'Bookmark removed.' });
      }
      return undefined;
    });
    renderRoutes(routes, ['/user/bookmark']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookmarks' })).toBeTruthy();
    const rows = await screen.findAllByTestId('bookmark');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: ARTICLE.title }).getAttribute('href')).toBe(ARTICLE.url);
    expect(rows[0]!.textContent).toContain('Article · Saved Mar 4, 2026');
    expect(within(rows[1]!).getByText('No longer available')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(fetch.mock.calls.some(([u]) => u === '/api/bookmarks?limit=20&page=1')).toBe(true);

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Remove this post from your bookmarks' }));
    await waitFor(() => expect(screen.getAllByTestId('bookmark')).toHaveLength(1));
    expect(screen.queryByText('No longer available')).toBeNull();
    expect(screen.getByTestId('toast').textContent).toContain('Removed from your bookmarks.');
  });

  it('filters by kind with tabs that are links in the address', async () => {
    const fetch = stubFetch((url) => {
      if (url === '/api/bookmarks?kind=post&limit=20&page=1') return json(200, [], { 'X-Total-Count': '0' });
      if (url.startsWith('/api/bookmarks?')) return json(200, [ARTICLE], { 'X-Total-Count': '1' });
      return undefined;
    });
    const { router } = renderRoutes(routes, ['/user/bookmark']);
    await screen.findAllByTestId('bookmark');
    const tabs = screen.getByRole('tablist', { name: 'Kind' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => [t.textContent, t.getAttribute('href')]),
    ).toEqual([
      ['All', '/user/bookmark'],
      ['Articles', '/user/bookmark?kind=article'],
      ['Posts', '/user/bookmark?kind=post'],
      ['Events', '/user/bookmark?kind=event'],
      ['Programs', '/user/bookmark?kind=program'],
      ['Opportunities', '/user/bookmark?kind=opportunity'],
    ]);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Posts' }));
    expect(await screen.findByText('No saved posts yet')).toBeTruthy();
    expect(router.state.location.search).toBe('?kind=post');
    expect(fetch.mock.calls.some(([u]) => u === '/api/bookmarks?kind=post&limit=20&page=1')).toBe(true);
  });

  it('an empty list says so', async () => {
    stubFetch((url) => (url.startsWith('/api/bookmarks?') ? json(200, [], { 'X-Total-Count': '0' }) : undefined));
    renderRoutes(routes, ['/user/bookmark']);
    expect(await screen.findByText('No bookmarks yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the blog' }).getAttribute('href')).toBe('/blog');
  });
});
