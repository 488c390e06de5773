/**
 * A new comment or reply laid into a kept page of its post's comment tree (service.ts `listComments`), so that the
 * process that wrote it need not read the whole tree again: on a busy thread every reader came after a write, and
 * each rebuilt a tree of hundreds of comments (the heaviest statement of the mixed load, stop 26). The page must
 * come out exactly as the tree query (comment-queries.ts `commentTree`) would now read it; where that cannot be told
 * from the page alone, the answer is undefined and the page is dropped, to be read again.
 */
import type { Comment } from '../../../common/schemas/posts';
import { TREE_DEPTH_MAX, TREE_ROWS_MAX } from './comment-queries';

/** A kept page of a post's tree: its top-level comments with their replies, their total, and where it starts. */
export interface TreePage {
  rows: Comment[];
  total: number;
  offset: number;
  limit: number;
}

/**
 * Order within a level: oldest first, then by id. Timestamps are kept to the millisecond, PostgreSQL's to the
 * microsecond: two in the same millisecond cannot be ordered here (undefined).
 */
function isAfter(c: Comment, other: Comment): boolean | undefined {
  if (c.createdAt === other.createdAt) return undefined;
  return c.createdAt > other.createdAt;
}

const sizeOf = (nodes: readonly Comment[]): number => nodes.reduce((n, c) => n + 1 + sizeOf(c.replies), 0);

/** The nodes from a top-level comment down to the one with this id, or undefined when it is not on the page. */
function pathTo(nodes: readonly Comment[], id: string): Comment[] | undefined {
  for (const node of nodes) {
    if (node._id === id) return [node];
    const below = pathTo(node.replies, id);
    if (below) return [node, ...below];
  }
  return undefined;
}

/** The page's tree with `path`'s last node given `replies`: the nodes above it copied, the rest shared. */
function replaced(nodes: readonly Comment[], path: readonly Comment[], replies: Comment[]): Comment[] {
  const [head, ...rest] = path;
  return nodes.map((n) =>
    n !== head
      ? n
      : rest.length
        ? { ...n, replies: replaced(n.replies, rest, replies) }
        : { ...n, replies, repliesCount: replies.length },
  );
}

/** A reply: under its parent, in order, when the parent is on the page and within the tree's depth. */
function withReply(page: TreePage, c: Comment): TreePage | undefined {
  const path = pathTo(page.rows, c.parentId!);
  if (!path || path.length >= TREE_DEPTH_MAX) return page;
  const siblings = path.at(-1)!.replies;
  let at = siblings.length;
  for (let i = siblings.length - 1; i >= 0; i--) {
    const after = isAfter(c, siblings[i]!);
    if (after === undefined) return undefined;
    if (after) break;
    at = i;
  }
  const replies = [...siblings.slice(0, at), c, ...siblings.slice(at)];
  return { ...page, rows: replaced(page.rows, path, replies) };
}

/**
 * A top-level comment counts on every page. It is on this page only when it comes after every top-level comment
 * read (the page then holds the last of them) and the page has room; when it would come before one of the page's
 * own, the pages after it shift, which this page cannot tell.
 */
function withTopLevel(page: TreePage, c: Comment): TreePage | undefined {
  const { rows, total, offset, limit } = page;
  const last = rows.at(-1);
  if (!last) return offset > total ? { ...page, total: total + 1 } : undefined;
  if (!isAfter(c, last) || offset + rows.length > total) return undefined;
  const lands = offset + rows.length === total && rows.length < limit;
  return { ...page, rows: lands ? [...rows, c] : rows, total: total + 1 };
}

/**
 * The page with the new comment or reply `c` laid in: the page itself when `c` is not on it, a new page when it is,
 * undefined when the page must be read again. Never changes the page it is given (kept answers are shared).
 */
export function withComment(page: TreePage, c: Comment): TreePage | undefined {
  if (sizeOf(page.rows) >= TREE_ROWS_MAX) return undefined;
  return c.parentId === null ? withTopLevel(page, c) : withReply(page, c);
}
