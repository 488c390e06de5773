import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LIMIT_DEFAULT } from '../../../common/constants';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInUser } from '../../test/factories';
import { insertComment } from './comment-queries';
import { insertPost } from './queries';

let t: TestApp;
let me: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let open: string;
let pending: string;
let closed: string;
beforeAll(async () => {
  t = await createTestApp();
  me = await signedInUser(t, { firstName: 'Me' });
  other = await signedInUser(t, { firstName: 'Other' });
  open = await makeClub(t, 'approved', 'Lagos Builders');
  pending = await makeClub(t, 'pending', 'Nairobi Makers');
  closed = await makeClub(t, 'archived', 'Closed Club');
  for (const c of [open, pending, closed]) {
    await addMember(t, c, me.user.id);
    await addMember(t, c, other.user.id);
  }
});
afterAll(() => t.close());

const at = (n: number) => new Date(Date.UTC(2026, 0, 1, n)).toISOString();
const dated = async (table: 'posts' | 'comments', id: string, hour: number) => {
  await t.db.execute(sql`UPDATE ${sql.identifier(table)} SET created_at = ${at(hour)} WHERE id = ${id}`);
  return id;
};
const post = (userId: string, clubId: string, body: string, hour: number) =>
  insertPost(t.db, { clubId, userId, body }).then((id) => dated('posts', id, hour));
const comment = (userId: string, postId: string, body: string, hour: number, parentId: string | null = null) =>
  insertComment(t.db, postId, userId, body, parentId).then((id) => dated('comments', id, hour));
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
type Item = { kind: string; _id: string; post: string; excerpt: string; url: string; community: { _id: string } };
const place = (clubId: string, postId: string) => `/community/${clubId}?comments=${postId}#post-${postId}`;

describe('GET /api/post/mine', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.myPost = await post(me.user.id, open, '  Week 1:\n\n  we shipped\tthe   beta.  ', 1);
    ids.theirPost = await post(other.user.id, open, 'Anyone hiring in Accra?', 2);
    ids.myComment = await comment(me.user.id, ids.theirPost, 'Yes, we are!', 3);
    ids.theirReply = await comment(other.user.id, ids.theirPost, 'Great, DM me', 4, ids.myComment);
    ids.myReply = await comment(me.user.id, ids.theirPost, 'Sent.', 5, ids.theirReply);
    ids.pendingPost = await post(me.user.id, pending, 'x'.repeat(400), 6);
    ids.closedPost = await post(me.user.id, closed, 'Hidden now', 7);
    ids.closedComment = await comment(me.user.id, ids.closedPost, 'Hidden too', 8);
  });

  it("answers the caller's posts and comments (replies too), newest first, in communities they can see", async () => {
    const res = await get('/api/post/mine', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    const items: Item[] = res.json();
    expect(items.map((i) => [i.kind, i._id])).toEqual([
      ['post', ids.pendingPost],
      ['comment', ids.myReply],
      ['comment', ids.myComment],
      ['post', ids.myPost],
    ]);
    expect(items[3]).toEqual({
      kind: 'post',
      _id: ids.myPost,
      post: ids.myPost,
      excerpt: 'Week 1: we shipped the beta.',
      createdAt: at(1),
      community: { _id: open, name: 'Lagos Builders' },
      url: place(open, ids.myPost),
    });
    expect(items[1]).toMatchObject({
      post: ids.theirPost,
      excerpt: 'Sent.',
      community: { _id: open, name: 'Lagos Builders' },
      url: place(open, ids.theirPost),
    });
    expect(items[0]!.excerpt).toBe(`${'x'.repeat(160)}...`);
    expect(items[0]!.community).toEqual({ _id: pending, name: 'Nairobi Makers' });
  });

  it("never shows someone else's posts or comments", async () => {
    const theirs: Item[] = (await get('/api/post/mine', other.headers)).json();
    expect(theirs.map((i) => i._id)).toEqual([ids.theirReply, ids.theirPost]);
  });

  it('pages with ?page=&limit= and keeps the total in X-Total-Count', async () => {
    const p2 = await get('/api/post/mine?limit=3&page=2', me.headers);
    expect(p2.json().map((i: Item) => i._id)).toEqual([ids.myPost]);
    expect(p2.headers['x-total-count']).toBe('4');
    const p1 = await get('/api/post/mine?limit=3', me.headers);
    expect(p1.json()).toHaveLength(3);
    expect((await get('/api/post/mine?page=0', me.headers)).statusCode).toBe(400);
  });

  it('links a post beyond the first page of its community to the page that holds it', async () => {
    const busy = await makeClub(t, 'approved', 'Busy Club');
    const mine = await post(me.user.id, busy, 'An early post', 0);
    await t.db.execute(sql`
      INSERT INTO posts (club_id, user_id, body, created_at)
      SELECT ${busy}, ${other.user.id}, 'later ' || n, ${at(10)}::timestamptz + n * interval '1 minute'
      FROM generate_series(1, ${PAGE_LIMIT_DEFAULT + 5}) n`);
    const item = (await get('/api/post/mine?limit=100', me.headers)).json().find((i: Item) => i._id === mine);
    expect(item.url).toBe(`/community/${busy}?page=2&comments=${mine}#post-${mine}`);
  });

  it('is 401 signed out; a member with nothing gets an empty list', async () => {
    expect((await get('/api/post/mine')).statusCode).toBe(401);
    const fresh = await signedInUser(t);
    const empty = await get('/api/post/mine', fresh.headers);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
  });
});
