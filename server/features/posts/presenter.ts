import { excerptOf, postPlacePath } from '../../../common/own-content';
import type { Comment, MyContentItem, Post, PostAuthor } from '../../../common/schemas/posts';
import type { CommentRow } from './comment-queries';
import type { OwnContentRow, PostRow } from './queries';

const iso = (d: Date | string) => new Date(d).toISOString();
const authorOf = (r: {
  userId: string;
  firstName: string;
  lastName: string;
  profileImage: string | null;
}): PostAuthor => ({
  _id: r.userId,
  first_name: r.firstName,
  last_name: r.lastName,
  profileImage: r.profileImage,
});

export function presentPost(p: PostRow): Post {
  return {
    _id: p.id,
    body: p.body,
    club: p.clubId,
    user: authorOf(p),
    createdAt: iso(p.createdAt),
    likesCount: Number(p.likesCount),
    commentsCount: Number(p.commentsCount),
    isLiked: !!p.isLiked,
  };
}

export function presentComment(c: CommentRow): Comment {
  return {
    _id: c.id,
    body: c.body,
    post: c.postId,
    parentId: c.parentId,
    user: authorOf(c),
    createdAt: iso(c.createdAt),
    replies: [],
    repliesCount: 0,
  };
}

/** Builds the nested tree from the flat rows of one query (parents always come before their replies). */
export function buildTree(rows: CommentRow[]): Comment[] {
  const byId = new Map<string, Comment>();
  const roots: Comment[] = [];
  for (const row of rows) byId.set(row.id, presentComment(row));
  for (const row of rows) {
    const node = byId.get(row.id)!;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) {
      parent.replies.push(node);
      parent.repliesCount++;
    } else roots.push(node);
  }
  return roots;
}

/** A row of the author's own posts and comments (issue 17): an excerpt and the address of its place. */
export function presentOwnContent(r: OwnContentRow): MyContentItem {
  return {
    kind: r.kind,
    _id: r.id,
    post: r.postId,
    excerpt: excerptOf(r.body),
    createdAt: iso(r.createdAt),
    community: { _id: r.clubId, name: r.clubName },
    url: postPlacePath(r.clubId, r.postId, Number(r.newerPosts)),
  };
}
