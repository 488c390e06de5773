import type { Comment, Post } from '../../../common/schemas/posts';
import type { CommentRow, PostRow } from './queries';

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentPost(p: PostRow): Post {
  return {
    _id: p.id,
    body: p.body,
    club: p.club_id,
    user: { _id: p.user_id, first_name: p.first_name, last_name: p.last_name, profileImage: p.profile_image },
    createdAt: iso(p.created_at),
    likesCount: Number(p.likes_count),
    commentsCount: Number(p.comments_count),
    isLiked: !!p.is_liked,
  };
}

export function presentComment(c: CommentRow): Comment {
  return {
    _id: c.id,
    body: c.body,
    post: c.post_id,
    parentId: c.parent_id,
    user: { _id: c.user_id, first_name: c.first_name, last_name: c.last_name, profileImage: c.profile_image },
    createdAt: iso(c.created_at),
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
    const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
    if (parent) {
      parent.replies.push(node);
      parent.repliesCount++;
    } else roots.push(node);
  }
  return roots;
}
