import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Community } from '../../../../common/schemas/communities';
import type { Post } from '../../../../common/schemas/posts';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import CommunityPage from './community-page';

const ID = '11111111-1111-4111-8111-111111111111';
const CLUB: Community = {
  _id: ID,
  name: 'Fintech Founders',
  description: 'Payments and lending',
  image: null,
  status: 'approved',
  articlesCount: 0,
  memberCount: 1,
  isPrivate: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  creator: null,
};
const POST: Post = {
  _id: 'p1',
  body: 'Hello founders',
  club: ID,
  user: { _id: 'u9', first_name: 'Ada', last_name: 'Obi', profileImage: null },
  createdAt: '2026-01-05T00:00:00.000Z',
  likesCount: 2,
  commentsCount: 0,
  isLiked: false,
};

function LoginProbe() {
  const state = useLocation().state as { from: { pathname: string }; message: string } | null;
  return (
    <p>
      login from {state?.from.pathname} – {state?.message}
    </p>
  );
}
const routes = [
  { path: '/community/:id', Component: CommunityPage },
  { path: '/login', Component: LoginProbe },
  { path: '/communities', element: <p>engine</p> },
];

function serve(extra: (url: string) => Response | undefined = () => undefined) {
  return stubFetch((url) => {
    const e = extra(url);
    if (e) return e;
    if (url === `/api/club/get/${ID}`) return json(200, CLUB);
    if (url.startsWith(`/api/post/get/all/${ID}`)) return json(200, [POST], { 'X-Total-Count': '1' });
    if (url.startsWith('/api/post/comment/p1')) return json(200, [], { 'X-Total-Count': '0' });
    if (url.startsWith(`/api/article/community/${ID}`)) return json(200, [], { 'X-Total-Count': '0' });
    return undefined;
  });
}

describe('community page', () => {
  it("shows the 'community not found' page for a 404", async () => {
    serve((url) =>
      url.startsWith('/api/club/get/')
        ? json(404, { statusCode: 404, error: 'Not Found', message: 'Community not found' })
        : undefined,
    );
    renderRoutes(routes, [`/community/${ID}`]);
    fireEvent.click(await screen.findByRole('link', { name: 'Return to Communities' }));
    expect(await screen.findByText('engine')).toBeTruthy();
  });

  it('sends an anonymous visitor who likes a post to /login with the message', async () => {
    serve();
    renderRoutes(routes, [`/community/${ID}`]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fintech Founders' })).toBeTruthy();
    expect(screen.getByText('1 member')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Like (2)' }));
    expect(await screen.findByText(`login from /community/${ID} – Please log in to like posts`)).toBeTruthy();
  });

  it('tells a signed-in non-member to join before commenting, and offers no post form', async () => {
    tokens.set('a', 'r');
    serve((url) => {
      if (url === '/api/user/loggedIn')
        return json(200, { _id: 'u1', first_name: 'K', last_name: 'A', email: 'k@example.com', roles: ['user'] });
      if (url.startsWith('/api/club-member/i-am-a-member')) return json(200, [], { 'X-Total-Count': '0' });
      return undefined;
    });
    renderRoutes(routes, [`/community/${ID}`]);
    fireEvent.click(await screen.findByRole('button', { name: 'Comments (0)' }));
    expect(await screen.findByText('Join this community to comment on posts')).toBeTruthy();
    expect(screen.queryByPlaceholderText(/Share an update/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Join Community' })).toBeTruthy();
  });

  it("shows the Articles tab's search box and empty state", async () => {
    serve();
    renderRoutes(routes, [`/community/${ID}`]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Articles' }));
    expect(await screen.findByText('No Articles Yet')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search articles...')).toBeTruthy();
  });

  it('opens a linked post beyond the loaded page first, with its comments (a notification about an older post)', async () => {
    const OLD: Post = { ...POST, _id: 'p9', body: 'An older question', commentsCount: 1 };
    const comment = {
      _id: 'k1',
      body: 'The answer',
      post: 'p9',
      parentId: null,
      user: POST.user,
      createdAt: POST.createdAt,
      replies: [],
      repliesCount: 0,
    };
    const fetch = serve((url) => {
      if (url === '/api/post/p9') return json(200, OLD);
      if (url.startsWith('/api/post/comment/p9')) return json(200, [comment], { 'X-Total-Count': '1' });
      return undefined;
    });
    const first = renderRoutes(routes, [`/community/${ID}?comments=p9`]);
    expect(await screen.findByText('The answer')).toBeTruthy();
    const bodies = screen.getAllByText(/Hello founders|An older question/).map((e) => e.textContent);
    expect(bodies).toEqual(['An older question', 'Hello founders']);
    first.unmount();
    // A post already on the page is not asked for again: its comments open in place.
    fetch.mockClear();
    renderRoutes(routes, [`/community/${ID}?comments=p1`]);
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/post/comment/p1'))).toBe(true),
    );
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/post/p1')).toBe(false);
    expect(screen.queryByText('An older question')).toBeNull();
  });
});
