import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { multipart } from '../../test/images';
import * as q from './queries';

/** The shared cache with communities and posts (tests elsewhere run with the cache off). */
let t: TestApp;
let member: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let clubA: string;
let clubB: string;
const WINDOW_MS = 1500;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: String(WINDOW_MS) });
  member = await signedInUser(t, { firstName: 'Member' });
  other = await signedInUser(t, { firstName: 'Other' });
  clubA = await makeClub(t, 'approved');
  clubB = await makeClub(t, 'approved');
  for (const club of [clubA, clubB]) {
    await addMember(t, club, member.user.id);
    await addMember(t, club, other.user.id);
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const hit = async (url: string, headers: Record<string, string> = {}) =>
  (await get(url, headers)).headers['x-cache'] === 'hit';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('shared cache: communities and posts', () => {
  it("a write to one community leaves another community's cached answers in place", async () => {
    const inB = (await post('/api/post/create', member.headers, { body: 'Hello B', club: clubB })).json();
    await post('/api/post/create', member.headers, { body: 'Hello A', club: clubA });
    const reads = [
      `/api/post/get/all/${clubA}`,
      `/api/post/get/all/${clubB}`,
      `/api/club/get/${clubA}`,
      `/api/club/get/${clubB}`,
      `/api/post/comment/${inB._id}`,
    ];
    for (const url of reads) await get(url);
    for (const url of reads) expect(await hit(url), url).toBe(true);
    expect(await hit(`/api/club/get/${clubB}`, member.headers)).toBe(true); // members share the answer
    await get(`/api/post/get/all/${clubB}`, member.headers); // the shared page; its counts and the member's likes kept too
    const misses = t.ctx.cache.stats.misses;
    await get(`/api/post/get/all/${clubB}`, member.headers);
    expect(t.ctx.cache.stats.misses).toBe(misses);

    const written = await post('/api/post/create', member.headers, { body: 'Second in A', club: clubA });
    expect(written.statusCode).toBe(201);

    const listA = await get(`/api/post/get/all/${clubA}`);
    expect(listA.headers['x-cache']).toBeUndefined();
    expect(listA.json()[0].body).toBe('Second in A');
    expect(listA.headers['x-total-count']).toBe('2');
    for (const url of [`/api/post/get/all/${clubB}`, `/api/club/get/${clubB}`, `/api/post/comment/${inB._id}`])
      expect(await hit(url), url).toBe(true);
    expect(await hit(`/api/club/get/${clubA}`)).toBe(true); // a post changes the community's posts, not the community

    // A comment in B drops that post's comment tree only.
    await post(`/api/post/comment/${inB._id}`, other.headers, { body: 'Nice one' });
    const tree = await get(`/api/post/comment/${inB._id}`);
    expect(tree.headers['x-cache']).toBeUndefined();
    expect(tree.json().map((c: { body: string }) => c.body)).toEqual(['Nice one']);
    expect(await hit(`/api/post/get/all/${clubA}`)).toBe(true);
  });

  it('a like is seen by its author at once and by visitors within the cache window', async () => {
    const club = await makeClub(t, 'approved');
    await addMember(t, club, member.user.id);
    const p = (await post('/api/post/create', member.headers, { body: 'Like me', club })).json();
    const url = `/api/post/get/all/${club}`;
    expect((await get(url)).json()[0]).toMatchObject({ likesCount: 0, isLiked: false });
    expect(await hit(url)).toBe(true);

    const liked = await post(`/api/post/like/${p._id}`, other.headers);
    expect(liked.json()).toEqual({ postId: p._id, isLiked: true, likesCount: 1 });
    const t0 = Date.now();
    // The liker at once; another member sees the fresh count without the like being theirs.
    expect((await get(url, other.headers)).json()[0]).toMatchObject({ likesCount: 1, isLiked: true });
    expect((await get(url, member.headers)).json()[0]).toMatchObject({ likesCount: 1, isLiked: false });
    // Visitors within the window: the cached page until it expires, then the new count.
    let seen = (await get(url)).json()[0].likesCount;
    while (seen !== 1 && Date.now() - t0 < WINDOW_MS + 1000) {
      await sleep(100);
      seen = (await get(url)).json()[0].likesCount;
    }
    expect(seen).toBe(1);
    expect(Date.now() - t0).toBeLessThanOrEqual(WINDOW_MS + 200);

    await post(`/api/post/like/${p._id}`, other.headers); // unlike
    expect((await get(url, other.headers)).json()[0]).toMatchObject({ likesCount: 0, isLiked: false });
  });

  it("a like or a comment forgets that post's counts alone; a member's likes are kept whole for them", async () => {
    const club = await makeClub(t, 'approved');
    await addMember(t, club, member.user.id);
    await addMember(t, club, other.user.id);
    const p1 = (await post('/api/post/create', member.headers, { body: 'One', club })).json();
    const p2 = (await post('/api/post/create', member.headers, { body: 'Two', club })).json();
    const url = `/api/post/get/all/${club}`;
    const kept = (id: string) => t.ctx.cache.peek(`post-counts:${id}`) !== undefined;
    const likes = () => t.ctx.cache.peek(`own:${member.user.id}:liked-posts`)?.value as Set<string> | undefined;
    expect([kept(p1._id), kept(p2._id)]).toEqual([true, true]); // a new post's counts are known as it is written
    expect(t.ctx.cache.peek(`post-counts:${p1._id}`)?.value).toMatchObject({ likesCount: 0, commentsCount: 0 });
    await get(url, member.headers);
    expect(likes()?.size).toBe(0);

    await post(`/api/post/like/${p1._id}`, other.headers); // someone else's like: the member's likes stay
    expect([kept(p1._id), kept(p2._id)]).toEqual([false, true]);
    expect(likes()).toBeDefined();
    await post(`/api/post/comment/${p2._id}`, other.headers, { body: 'Nice' });
    expect([kept(p1._id), kept(p2._id)]).toEqual([false, false]);
    const rows = (await get(url, member.headers)).json();
    expect(rows.map((r: { likesCount: number; commentsCount: number }) => [r.likesCount, r.commentsCount])).toEqual([
      [0, 1],
      [1, 0],
    ]);

    await post('/api/post/create', other.headers, { body: 'Three', club }); // a new post: counts and likes stay
    expect([kept(p1._id), kept(p2._id)]).toEqual([true, true]);
    expect(likes()).toBeDefined();
    await post(`/api/post/like/${p2._id}`, member.headers); // the member's own like: their likes are read again
    expect(likes()).toBeUndefined();
    const again = (await get(url, member.headers)).json();
    expect(again.map((r: { isLiked: boolean }) => r.isLiked)).toEqual([false, true, false]);
    expect(likes()?.has(p2._id)).toBe(true);
  });

  it("a member's likes are read whole up to a limit, and per page beyond it", async () => {
    const club = await makeClub(t, 'approved');
    const liker = await signedInUser(t, { firstName: 'Liker' });
    await addMember(t, club, member.user.id);
    await addMember(t, club, liker.user.id);
    const ids: string[] = [];
    for (const body of ['a', 'b', 'c'])
      ids.push((await post('/api/post/create', member.headers, { body, club })).json()._id);
    for (const id of ids.slice(0, 2)) await post(`/api/post/like/${id}`, liker.headers);
    expect(await q.likedPosts(t.db, liker.user.id, 1)).toBeUndefined();
    expect(await q.likedPosts(t.db, liker.user.id, 2)).toEqual(new Set(ids.slice(0, 2)));
    expect((await q.likedAmong(t.db, liker.user.id, [ids[1]!, ids[2]!])).sort()).toEqual([ids[1]]);
  });

  it('archiving a community hides its cached answers at once', async () => {
    const admin = await signedInAdmin(t);
    const club = await makeClub(t, 'approved');
    await addMember(t, club, member.user.id);
    const p = (await post('/api/post/create', member.headers, { body: 'Soon hidden', club })).json();
    const urls = [`/api/club/get/${club}`, `/api/post/get/all/${club}`, `/api/post/comment/${p._id}`];
    for (const url of urls) await get(url);
    for (const url of urls) expect(await hit(url)).toBe(true);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/club/${club}/archive`, headers: admin.headers })).statusCode,
    ).toBe(200);
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(404);
    expect((await get(`/api/club/get/${club}`, admin.headers)).statusCode).toBe(200); // admins read fresh
  });

  it('deleting a post drops its community page and its comments at once', async () => {
    const p = (await post('/api/post/create', member.headers, { body: 'Short-lived', club: clubA })).json();
    await get(`/api/post/get/all/${clubA}`);
    await get(`/api/post/comment/${p._id}`);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/post/${p._id}`, headers: member.headers })).statusCode,
    ).toBe(200);
    expect((await get(`/api/post/get/all/${clubA}`)).json().some((x: { _id: string }) => x._id === p._id)).toBe(false);
    expect((await get(`/api/post/comment/${p._id}`)).statusCode).toBe(404);
  });

  it("joining shows in the member's own lists at once", async () => {
    const club = await makeClub(t, 'approved');
    const joiner = await signedInUser(t);
    expect((await get('/api/club-member/my-clubs', joiner.headers)).json()).toEqual([]);
    await get(`/api/club/get/${club}`);
    await post('/api/club-member', joiner.headers, { clubId: club });
    const mine = await get('/api/club-member/my-clubs', joiner.headers);
    expect(mine.json().map((c: { _id: string }) => c._id)).toEqual([club]);
    expect(mine.headers['x-total-count']).toBe('1');
    expect((await get('/api/club-member/i-am-a-member', joiner.headers)).json()).toEqual([{ clubId: club }]);
    const one = await get(`/api/club/get/${club}`);
    expect(one.headers['x-cache']).toBeUndefined();
    expect(one.json().memberCount).toBe(1);
  });

  it("a member's profile is kept for them and follows their edits at once", async () => {
    const me = await signedInUser(t, { firstName: 'Before' });
    expect((await get('/api/user/loggedIn', me.headers)).json().first_name).toBe('Before');
    const misses = t.ctx.cache.stats.misses;
    expect((await get('/api/user/loggedIn', me.headers)).json().first_name).toBe('Before');
    expect(t.ctx.cache.stats.misses).toBe(misses);
    const mp = multipart({ first_name: 'After' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: mp.payload,
      headers: { ...me.headers, ...mp.headers },
    });
    expect(patched.statusCode).toBe(200);
    expect((await get('/api/user/loggedIn', me.headers)).json().first_name).toBe('After');
    expect((await get('/api/user/loggedIn', other.headers)).json().first_name).toBe('Other'); // each their own
  });

  it('joining or leaving one community keeps what is known of the others; leaving one is felt there at once', async () => {
    const joiner = await signedInUser(t);
    await post('/api/club-member', joiner.headers, { clubId: clubA });
    expect((await post('/api/post/create', joiner.headers, { body: 'In A', club: clubA })).statusCode).toBe(201);
    const misses = t.ctx.cache.stats.misses;
    await post('/api/club-member', joiner.headers, { clubId: clubB });
    await t.app.inject({ method: 'DELETE', url: `/api/club-member/${clubB}`, headers: joiner.headers });
    const misses2 = t.ctx.cache.stats.misses;
    expect((await post('/api/post/create', joiner.headers, { body: 'Still in A', club: clubA })).statusCode).toBe(201);
    // Only the new post's own entries missed; A's membership was still known.
    expect(t.ctx.cache.stats.misses - misses2).toBeLessThanOrEqual(misses2 - misses);
    const left = await t.app.inject({ method: 'DELETE', url: `/api/club-member/${clubA}`, headers: joiner.headers });
    expect(left.statusCode).toBe(200);
    const refused = await post('/api/post/create', joiner.headers, { body: 'Gone from A', club: clubA });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Join this community to post in it.');
  });

  it('a reply to a comment deleted after it was last read is 404 and changes no count', async () => {
    const p = (await post('/api/post/create', member.headers, { body: 'Thread', club: clubA })).json();
    const c = (await post(`/api/post/comment/${p._id}`, member.headers, { body: 'Parent' })).json();
    const first = await post(`/api/comment/reply/${c._id}`, other.headers, { body: 'First', post: p._id });
    expect(first.statusCode).toBe(201);
    // Deleted behind the cache's back (as by another process whose word has not arrived yet).
    await t.db.execute(sql`DELETE FROM comments WHERE parent_id = ${c._id}`);
    await t.db.execute(sql`DELETE FROM comments WHERE id = ${c._id}`);
    await t.db.execute(sql`UPDATE posts SET comments_count = 0 WHERE id = ${p._id}`);
    const late = await post(`/api/comment/reply/${c._id}`, other.headers, { body: 'Late', post: p._id });
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('Comment not found');
    const count = await t.db.execute<{ n: number }>(sql`SELECT comments_count AS n FROM posts WHERE id = ${p._id}`);
    expect(Number(count.rows[0]!.n)).toBe(0);
    const rest = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM comments WHERE post_id = ${p._id}`,
    );
    expect(rest.rows[0]!.n).toBe(0);
  });

  it('joining and leaving read the community once; archiving or deleting it is felt at once', async () => {
    const club = await makeClub(t, 'approved');
    const joiner = await signedInUser(t);
    const leave = () => t.app.inject({ method: 'DELETE', url: `/api/club-member/${club}`, headers: joiner.headers });
    expect((await post('/api/club-member', joiner.headers, { clubId: club })).statusCode).toBe(200);
    expect((await leave()).statusCode).toBe(200);
    const misses = t.ctx.cache.stats.misses;
    expect((await post('/api/club-member', joiner.headers, { clubId: club })).statusCode).toBe(200);
    expect((await leave()).statusCode).toBe(200);
    expect(t.ctx.cache.stats.misses).toBe(misses);
    const admin = await signedInAdmin(t);
    const archived = await t.app.inject({ method: 'PATCH', url: `/api/club/${club}/archive`, headers: admin.headers });
    expect(archived.statusCode).toBe(200);
    expect((await post('/api/club-member', joiner.headers, { clubId: club })).statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/club/${club}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await leave()).statusCode).toBe(404);
  });
});
