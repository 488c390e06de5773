import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_OVERLAY_MS } from '../../../../common/articles';
import { anArticle } from '../../features/articles/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import CommunityArticlePage from './community-article-page';

const CLUB = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const article = anArticle({
  articleType: 'community',
  clubId: CLUB,
  title: 'Hiring Your First Engineer',
  slug: 'hiring-your-first-engineer',
});
const routes = [
  { path: '/:communityId/:articleId/:titleSlug', element: <CommunityArticlePage /> },
  { path: '/:articleId/:titleSlug', element: <CommunityArticlePage /> },
  { path: '/login', element: <p>Login screen</p> },
];

function stubApi() {
  return stubFetch((url, init) => {
    if (url === `/api/article/${article._id}`) return json(200, article);
    if (url.startsWith(`/api/article/${article._id}/related`)) return json(200, { success: true, data: [] });
    if (url === `/api/article/${article._id}/view` && init.method === 'POST') return json(200, { views: 4 });
    return undefined;
  });
}

afterEach(() => vi.useRealTimers());

describe('community article reading page', () => {
  it('replaces a wrong slug with the right one, without a new history entry, and counts one view', async () => {
    const fetch = stubApi();
    const { router } = renderRoutes(routes, [`/${CLUB}/${article._id}/wrong-slug`]);
    await screen.findByRole('heading', { level: 1, name: article.title });
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/${CLUB}/${article._id}/hiring-your-first-engineer`),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByText('No related articles found in this category.');
    const views = fetch.mock.calls.filter(([u, i]) => u === `/api/article/${article._id}/view` && i.method === 'POST');
    expect(views).toHaveLength(1);
  });

  it('also fixes the short link /{articleId}/{slug}', async () => {
    stubApi();
    const { router } = renderRoutes(routes, [`/${article._id}/nope`]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/${article._id}/hiring-your-first-engineer`));
  });

  it('blurs the article and prompts an anonymous reader to sign in after 20 s, with the return address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi();
    const { router } = renderRoutes(routes, [`/${CLUB}/${article._id}/hiring-your-first-engineer`]);
    await screen.findByRole('heading', { level: 1, name: article.title });
    act(() => vi.advanceTimersByTime(ANONYMOUS_OVERLAY_MS - 1_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1_500));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to keep reading' });
    expect(screen.getByTestId('article-content').className).toContain('blur');
    const login = dialog.querySelector('a[href="/login"]') as HTMLAnchorElement;
    expect(login).toBeTruthy();
    act(() => login.click());
    await screen.findByText('Login screen');
    const state = router.state.location.state as { from: { pathname: string } };
    expect(state.from.pathname).toBe(`/${CLUB}/${article._id}/hiring-your-first-engineer`);
  });

  it('shows no prompt to a signed-in reader', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('authToken', 'token');
    stubFetch((url) => {
      if (url === '/api/user/loggedIn')
        return json(200, { _id: 'u1', first_name: 'A', last_name: 'B', email: 'a@b.co', roles: ['user'] });
      if (url === `/api/article/${article._id}`) return json(200, article);
      if (url.startsWith(`/api/article/${article._id}/related`)) return json(200, { success: true, data: [] });
      if (url.endsWith('/view')) return json(200, { views: 1 });
      return undefined;
    });
    renderRoutes(routes, [`/${CLUB}/${article._id}/hiring-your-first-engineer`]);
    await screen.findByRole('heading', { level: 1, name: article.title });
    act(() => vi.advanceTimersByTime(ANONYMOUS_OVERLAY_MS + 1_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
