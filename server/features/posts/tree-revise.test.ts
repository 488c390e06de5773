import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../common/schemas/posts';
import { TREE_DEPTH_MAX, TREE_ROWS_MAX } from './comment-queries';
import { type TreePage, withComment } from './tree-revise';

const user = { _id: 'u', first_name: 'A', last_name: 'B', profileImage: null };
let seq = 0;
/** A comment at second `s` (ids in the order made, so a tie on the time is broken as PostgreSQL would). */
const node = (s: number, parentId: string | null = null, replies: Comment[] = []): Comment => ({
  _id: `c${String(++seq).padStart(4, '0')}`,
  body: `at ${s}`,
  post: 'p',
  parentId,
  user,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString(),
  replies,
  repliesCount: replies.length,
});
const page = (rows: Comment[], total: number, offset = 0, limit = 10): TreePage => ({ rows, total, offset, limit });
const bodies = (nodes: Comment[]): unknown[] =>
  nodes.map((c) => (c.replies.length ? [c.body, bodies(c.replies)] : c.body));

describe('a new comment laid into a kept page of its tree', () => {
  it('puts a reply under its parent, in time order, without changing the kept page', () => {
    const a = node(1);
    const r1 = node(2, a._id);
    const r3 = node(4, a._id);
    const b = node(3);
    const kept = page([{ ...a, replies: [r1, r3], repliesCount: 2 }, b], 2);
    const late = node(3, a._id); // committed after r3, made before it
    const next = withComment(kept, late)!;
    expect(bodies(next.rows)).toEqual([['at 1', ['at 2', 'at 3', 'at 4']], 'at 3']);
    expect(next.rows[0]!.repliesCount).toBe(3);
    expect(next.total).toBe(2);
    expect(bodies(kept.rows)).toEqual([['at 1', ['at 2', 'at 4']], 'at 3']);
    expect(next.rows[1]).toBe(b); // untouched branches are shared
  });

  it('puts a reply to a reply at its depth', () => {
    const r = node(2);
    const a = node(1, null, [{ ...r, parentId: 'x' }]);
    const deep = node(5, r._id);
    const next = withComment(page([a], 1), deep)!;
    expect(bodies(next.rows)).toEqual([['at 1', [['at 2', ['at 5']]]]]);
  });

  it('leaves a page alone when the parent is not on it, or is as deep as the tree is read', () => {
    const kept = page([node(1)], 5);
    expect(withComment(kept, node(2, 'elsewhere'))).toBe(kept);
    let deepest = node(TREE_DEPTH_MAX);
    const top = deepest;
    for (let d = 1; d < TREE_DEPTH_MAX; d++) {
      const child = node(TREE_DEPTH_MAX + d, deepest._id);
      deepest.replies = [child];
      deepest = child;
    }
    const tall = page([top], 1);
    expect(withComment(tall, node(500, deepest._id))).toBe(tall);
  });

  it('gives up on a tie to the millisecond, and on a full page', () => {
    const a = node(1, null, []);
    const r = node(2, a._id);
    a.replies = [r];
    expect(withComment(page([a], 1), { ...node(2, a._id) })).toBeUndefined();
    const many = Array.from({ length: TREE_ROWS_MAX }, (_, i) => node(i));
    expect(withComment(page(many, TREE_ROWS_MAX, 0, TREE_ROWS_MAX), node(9999))).toBeUndefined();
  });

  it('adds a newer top-level comment to the last page when it has room, and counts it on every page', () => {
    const first = [node(1), node(2)];
    const last = [node(3)];
    expect(bodies(withComment(page(last, 3, 2, 2), node(4))!.rows)).toEqual(['at 3', 'at 4']);
    expect(withComment(page(last, 3, 2, 2), node(4))!.total).toBe(4);
    const earlier = withComment(page(first, 3, 0, 2), node(4))!;
    expect(earlier.rows).toBe(first);
    expect(earlier.total).toBe(4);
    const full = withComment(page(first, 2, 0, 2), node(4))!; // the next page, not this one
    expect([full.rows, full.total]).toEqual([first, 3]);
    expect(withComment(page([], 3, 10, 2), node(4))).toEqual(page([], 4, 10, 2)); // past the end
  });

  it('gives up when a top-level comment comes before one on the page, or on an empty page it may land on', () => {
    expect(withComment(page([node(5)], 1), node(4))).toBeUndefined();
    expect(withComment(page([], 2, 2, 2), node(9))).toBeUndefined();
  });
});
