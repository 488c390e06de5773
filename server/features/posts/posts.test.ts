import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertComment } from './comment-queries';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInAdmin, signedInUser } from '../../test/factories';

let t: TestApp;
let member: Awaited<ReturnType<typeof signedInUser>>;
let outsider: Awaited<ReturnType<typeof signedInUser>>;
let clubId: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await signedInUser(t, { firstName: 'Member' });
  outsider = await signedInUser(t, { firstName: 'Outsider' });
  clubId = await makeClub(t, 'approved');
  await addMember(t, clubId, member.user.id);
});
afterAll(() => t.close());

const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, payload });
const newPost = async (body = 'Building in public, week 1') =>
  (await call('POST', '/api/post/create', member.headers, { body, club: clubId })).json();

describe('posts', () => {
  it('members post; the list answers counts, isLiked and the author, newest first', async () => {
    const first = await newPost('first');
    const second = await newPost('second');
    expect(second).toMatchObject({
      body: 'second',
      club: clubId,
      likesCount: 0,
      commentsCount: 0,
      isLiked: false,
      user: { first_name: 'Member' },
    });
    const list = (await call('GET', `/api/post/get/all/${clubId}`)).json();
    expect(list.slice(0, 2).map((p: { _id: string }) => p._id)).toEqual([second._id, first._id]);
  });

  it('refuses blank bodies, non-members and anonymous callers', async () => {
    const blank = await call('POST', '/api/post/create', member.headers, { body: '   ', club: clubId });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Post must not be empty');
    const non = await call('POST', '/api/post/create', outsider.headers, { body: 'hi', club: clubId });
    expect(non.statusCode).toBe(403);
    expect((await call('POST', '/api/post/create', {}, { body: 'hi', club: clubId })).statusCode).toBe(401);
  });

  it('hides posts of communities the caller cannot see', async () => {
    const hidden = await makeClub(t, 'archived');
    expect((await call('GET', `/api/post/get/all/${hidden}`)).statusCode).toBe(404);
  });

  it("answers one post (a notification's link) with the caller's like; 404 when hidden, missing or deleted", async () => {
    const p = await newPost('linked from a notification');
    await call('POST', `/api/post/like/${p._id}`, member.headers);
    const mine = await call('GET', `/api/post/${p._id}`, member.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      _id: p._id,
      body: 'linked from a notification',
      club: clubId,
      likesCount: 1,
      isLiked: true,
    });
    expect((await call('GET', `/api/post/${p._id}`, outsider.headers)).json()).toMatchObject({
      likesCount: 1,
      isLiked: false,
    });
    expect((await call('GET', `/api/post/${p._id}`)).json().isLiked).toBe(false);
    expect((await call('GET', '/api/post/not-an-id')).statusCode).toBe(400);
    expect((await call('GET', '/api/post/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const hidden = await makeClub(t, 'approved');
    await addMember(t, hidden, member.user.id);
    const inHidden = (
      await call('POST', '/api/post/create', member.headers, { body: 'soon hidden', club: hidden })
    ).json();
    await t.db.execute(sql`UPDATE clubs SET status = 'archived' WHERE id = ${hidden}`);
    const gone = await call('GET', `/api/post/${inHidden._id}`, outsider.headers);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Post not found');
    await call('DELETE', `/api/post/${p._id}`, member.headers);
    expect((await call('GET', `/api/post/${p._id}`)).statusCode).toBe(404);
  });

  it('authors and admins delete posts; others cannot', async () => {
    const p = await newPost('to delete');
    expect((await call('DELETE', `/api/post/${p._id}`, outsider.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/post/${p._id}`, member.headers)).statusCode).toBe(200);
    const q = await newPost('admin deletes');
    const admin = await signedInAdmin(t);
    expect((await call('DELETE', `/api/post/${q._id}`, admin.headers)).statusCode).toBe(200);
  });

  it("the list's total follows every insert and delete, one post or many at once", async () => {
    const club = await makeClub(t, 'approved');
    await addMember(t, club, member.user.id);
    const total = async () => Number((await call('GET', `/api/post/get/all/${club}?limit=1`)).headers['x-total-count']);
    expect(await total()).toBe(0);
    const a = (await call('POST', '/api/post/create', member.headers, { body: 'one', club })).json();
    await call('POST', '/api/post/create', member.headers, { body: 'two', club });
    expect(await total()).toBe(2);
    // Many rows in one statement (as a seed or an import writes them), in two communities at once.
    await t.db.execute(sql`INSERT INTO posts (club_id, user_id, body)
      SELECT c, ${member.user.id}, 'bulk ' || g FROM generate_series(1, 5) g, (VALUES (${club}::uuid), (${clubId}::uuid)) v(c)`);
    expect(await total()).toBe(7);
    await call('DELETE', `/api/post/${a._id}`, member.headers);
    await t.db.execute(sql`DELETE FROM posts WHERE club_id = ${club} AND body LIKE 'bulk %'`);
    expect(await total()).toBe(1);
    const counted = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM posts WHERE club_id = ${clubId}`,
    );
    expect(Number((await call('GET', `/api/post/get/all/${clubId}`)).headers['x-total-count'])).toBe(
      counted.rows[0]!.n,
    );
    // A page past the end has no post to carry the total: it is counted alone.
    const past = await call('GET', `/api/post/get/all/${club}?limit=1&page=5`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('1');
  });

  it("a post's comment tree answers the total of top-level comments, on every page and past the end", async () => {
    const p = await newPost('three comments, one reply');
    const ids: string[] = [];
    for (const body of ['a', 'b', 'c']) ids.push(await insertComment(t.db, p._id, member.user.id, body, null));
    await insertComment(t.db, p._id, member.user.id, 'reply to a', ids[0]!);
    const page = (n: number) => call('GET', `/api/post/comment/${p._id}?limit=2&page=${n}`);
    const [one, two, past] = [await page(1), await page(2), await page(3)];
    expect(one.json().map((c: { body: string }) => c.body)).toEqual(['a', 'b']);
    expect(one.json()[0].replies.map((c: { body: string }) => c.body)).toEqual(['reply to a']);
    expect(two.json().map((c: { body: string }) => c.body)).toEqual(['c']);
    expect(past.json()).toEqual([]);
    for (const res of [one, two, past]) expect(res.headers['x-total-count']).toBe('3');
    const none = await newPost('no comments');
    const empty = await call('GET', `/api/post/comment/${none._id}`);
    expect([empty.json(), empty.headers['x-total-count']]).toEqual([[], '0']);
  });
});

describe('likes', () => {
  it('toggle per user and keep the count right even on a double click', async () => {
    const p = await newPost();
    const on = await call('POST', `/api/post/like/${p._id}`, outsider.headers);
    expect(on.json()).toEqual({ postId: p._id, isLiked: true, likesCount: 1 });
    const seen = (await call('GET', `/api/post/get/all/${clubId}`, outsider.headers))
      .json()
      .find((x: { _id: string }) => x._id === p._id);
    expect(seen).toMatchObject({ isLiked: true, likesCount: 1 });
    const off = await call('POST', `/api/post/like/${p._id}`, outsider.headers);
    expect(off.json()).toEqual({ postId: p._id, isLiked: false, likesCount: 0 });

    await Promise.all([
      call('POST', `/api/post/like/${p._id}`, member.headers),
      call('POST', `/api/post/like/${p._id}`, member.headers),
    ]);
    const rows = await t.db.execute<{ n: number; c: number }>(
      sql`SELECT (SELECT count(*) FROM post_likes WHERE post_id = ${p._id})::int AS n, (SELECT likes_count FROM posts WHERE id = ${p._id}) AS c`,
    );
    expect(Number(rows.rows[0]!.c)).toBe(Number(rows.rows[0]!.n));
    expect(Number(rows.rows[0]!.n)).toBeLessThanOrEqual(1);
    expect((await call('POST', `/api/post/like/${p._id}`)).statusCode).toBe(401);
    expect((await call('POST', '/api/post/like/00000000-0000-4000-8000-000000000000', member.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('comments and replies', () => {
  it('nest without a depth limit and count on the post', async () => {
    const p = await newPost();
    const c1 = (await call('POST', `/api/post/comment/${p._id}`, member.headers, { body: 'Top comment' })).json();
    const r1 = (
      await call('POST', `/api/comment/reply/${c1._id}`, member.headers, { body: 'Reply 1', post: p._id })
    ).json();
    const r2 = (
      await call('POST', `/api/comment/reply/${r1._id}`, member.headers, { body: 'Reply 2', post: p._id })
    ).json();
    await call('POST', `/api/comment/reply/${r2._id}`, member.headers, { body: 'Reply 3', post: p._id });
    const c2 = (await call('POST', `/api/post/comment/${p._id}`, member.headers, { body: 'Second comment' })).json();

    const tree = (await call('GET', `/api/post/comment/${p._id}`)).json();
    expect(tree.map((c: { _id: string }) => c._id)).toEqual([c1._id, c2._id]);
    expect(tree[0]).toMatchObject({ body: 'Top comment', repliesCount: 1, user: { first_name: 'Member' } });
    expect(tree[0].replies[0].replies[0].replies[0].body).toBe('Reply 3');
    const post = (await call('GET', `/api/post/get/all/${clubId}`))
      .json()
      .find((x: { _id: string }) => x._id === p._id);
    expect(post.commentsCount).toBe(5);

    expect((await call('DELETE', `/api/comment/${r1._id}`, outsider.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/comment/${r1._id}`, member.headers)).statusCode).toBe(200);
    const after = (await call('GET', `/api/post/get/all/${clubId}`))
      .json()
      .find((x: { _id: string }) => x._id === p._id);
    expect(after.commentsCount).toBe(2);
  });

  it('are for members only, non-blank, and a reply must name its post', async () => {
    const p = await newPost();
    const non = await call('POST', `/api/post/comment/${p._id}`, outsider.headers, { body: 'hi' });
    expect(non.statusCode).toBe(403);
    expect(non.json().message).toBe('Join this community to comment on posts');
    expect((await call('POST', `/api/post/comment/${p._id}`, {}, { body: 'hi' })).statusCode).toBe(401);
    expect((await call('POST', `/api/post/comment/${p._id}`, member.headers, { body: ' ' })).json().message).toBe(
      'Comment must not be empty',
    );
    const c = (await call('POST', `/api/post/comment/${p._id}`, member.headers, { body: 'ok' })).json();
    expect(
      (await call('POST', `/api/comment/reply/${c._id}`, outsider.headers, { body: 'x', post: p._id })).statusCode,
    ).toBe(403);
    const other = await newPost();
    expect(
      (await call('POST', `/api/comment/reply/${c._id}`, member.headers, { body: 'x', post: other._id })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/comment/reply/${c._id}`, member.headers, { body: '', post: p._id })).json().message,
    ).toBe('Reply must not be empty');
  });

  it('fetches the tree of 200 comments with as many queries as the tree of 2', async () => {
    const small = await newPost('small');
    const big = await newPost('big');
    for (let i = 0; i < 2; i++) await insertComment(t.db, small._id, member.user.id, `c${i}`, null);
    let parent: string | null = null;
    for (let i = 0; i < 200; i++) {
      const id: string = await insertComment(t.db, big._id, member.user.id, `c${i}`, i % 4 === 0 ? null : parent);
      parent = id;
    }
    const count = async (postId: string) => {
      let n = 0;
      const orig = t.db.execute.bind(t.db);
      (t.db as { execute: typeof t.db.execute }).execute = ((q: Parameters<typeof orig>[0]) => {
        n++;
        return orig(q);
      }) as typeof t.db.execute;
      try {
        const res = await call('GET', `/api/post/comment/${postId}?limit=100`);
        expect(res.statusCode).toBe(200);
      } finally {
        (t.db as { execute: typeof t.db.execute }).execute = orig;
      }
      return n;
    };
    const nSmall = await count(small._id);
    const nBig = await count(big._id);
    expect(nBig).toBe(nSmall);
    const tree = (await call('GET', `/api/post/comment/${big._id}?limit=100`)).json();
    const total = (nodes: Array<{ replies: unknown[] }>): number =>
      nodes.reduce((s, n) => s + 1 + total(n.replies as never), 0);
    expect(total(tree)).toBe(200);
  });
});
