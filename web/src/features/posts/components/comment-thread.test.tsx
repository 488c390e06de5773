import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Comment } from '../../../../../common/schemas/posts';
import { renderRoutes, stubFetch } from '../../../test/utils';
import { CommentList, type ThreadContext, type Viewer } from './comment-thread';

const author = { _id: 'u1', first_name: 'Ada', last_name: 'Obi', profileImage: null };
function comment(id: string, body: string, replies: Comment[] = [], parentId: string | null = null): Comment {
  return {
    _id: id,
    body,
    post: 'p1',
    parentId,
    user: author,
    createdAt: '2026-03-04T12:00:00.000Z',
    replies,
    repliesCount: replies.length,
  };
}

// c1 → r1 → r2 → r3 (three levels of replies) and a sibling c2 without replies.
const TREE = [
  comment('c1', 'Top comment', [
    comment('r1', 'First reply', [comment('r2', 'Second level', [comment('r3', 'Third level', [], 'r2')], 'r1')], 'c1'),
  ]),
  comment('c2', 'Another comment'),
];

function renderThread(viewer: Viewer, toLogin = vi.fn()) {
  stubFetch(() => undefined);
  const ctx: ThreadContext = {
    communityId: 'club',
    postId: 'p1',
    viewer,
    userId: 'someone-else',
    isAdmin: false,
    toLogin,
  };
  renderRoutes([{ path: '/', element: <CommentList comments={TREE} ctx={ctx} /> }]);
  return toLogin;
}

describe('comment thread', () => {
  it('renders replies nested under their parents, shown and hidden on demand', () => {
    renderThread('member');
    expect(screen.getByText('Top comment')).toBeTruthy();
    expect(screen.queryByText('First reply')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show replies (1)' }));
    const top = screen.getByText('Top comment').closest('li')!;
    const first = within(top).getByText('First reply').closest('li')!;
    expect(first.getAttribute('data-depth')).toBe('1');
    fireEvent.click(within(first).getByRole('button', { name: 'Show replies (1)' }));
    const second = within(first).getByText('Second level').closest('li')!;
    expect(second.getAttribute('data-depth')).toBe('2');
    fireEvent.click(within(second).getByRole('button', { name: 'Show replies (1)' }));
    expect(within(second).getByText('Third level').closest('li')!.getAttribute('data-depth')).toBe('3');
    // Hiding a level hides everything under it.
    fireEvent.click(within(top).getAllByRole('button', { name: 'Hide replies' })[0]!);
    expect(screen.queryByText('First reply')).toBeNull();
    expect(screen.queryByText('Third level')).toBeNull();
    expect(screen.getByText('Another comment')).toBeTruthy();
  });

  it('offers Reply to members, with a reply form', () => {
    renderThread('member');
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Reply' })[0]!);
    expect(screen.getByPlaceholderText('Write a reply...')).toBeTruthy();
  });

  it('hides Reply from signed-in non-members', () => {
    renderThread('reader');
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('sends anonymous visitors to log in with the reply message', () => {
    const toLogin = renderThread('anonymous');
    fireEvent.click(screen.getAllByRole('button', { name: 'Reply' })[0]!);
    expect(toLogin).toHaveBeenCalledWith('Please log in to reply to comments');
    expect(screen.queryByPlaceholderText('Write a reply...')).toBeNull();
  });

  it('offers Delete only on the reader’s own comments', async () => {
    stubFetch(() => undefined);
    const ctx: ThreadContext = {
      communityId: 'club',
      postId: 'p1',
      viewer: 'member',
      userId: 'u1',
      isAdmin: false,
      toLogin: vi.fn(),
    };
    renderRoutes([{ path: '/', element: <CommentList comments={[comment('c9', 'Mine')]} ctx={ctx} /> }]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete comment?' })).toBeTruthy();
  });
});
