import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInUser } from '../../test/factories';

/** The kept comment trees brought up to date by the writes of this process (tree-revise.ts), with the cache on. */
let t: TestApp;
let a: Awaited<ReturnType<typeof signedInUser>>;
let b: Awaited<ReturnType<typeof signedInUser>>;
let club: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
  a = await signedInUser(t, { firstName: 'Ama' });
  b = await signedInUser(t, { firstName: 'Bola' });
  club = await makeClub(t, 'approved');
  await addMember(t, club, a.user.id);
  await addMember(t, club, b.user.id);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const write = async (url: string, headers: Record<string, string>, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { _id: string };
};
const answer = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  return { body: res.json(), total: res.headers['x-total-count'] };
};

describe('comment trees kept across new comments and replies', () => {
  it('serves every page as a fresh read would, without reading the tree again', async () => {
    const post = await write('/api/post/create', a.headers, { body: 'A thread', club });
    const tree = `/api/post/comment/${post._id}`;
    const pages = [
      tree,
      `${tree}?limit=2`,
      `${tree}?limit=2&page=2`,
      `${tree}?limit=2&page=3`,
      `${tree}?limit=2&page=9`,
    ];
    const comment = (who: typeof a, body: string) => write(tree, who.headers, { body });
    const reply = (who: typeof a, to: string, body: string) =>
      write(`/api/comment/reply/${to}`, who.headers, { body, post: post._id });

    const first = await comment(a, 'first');
    for (const url of pages) await get(url, b.headers);
    const ids = [first._id];
    const steps: [boolean, () => Promise<{ _id: string }>][] = [
      [true, () => reply(b, first._id, 'reply to first')],
      [false, () => comment(b, 'second')],
      [true, () => reply(a, ids[1]!, 'reply to the reply')],
      [false, () => comment(a, 'third')],
      [true, () => reply(b, first._id, 'another reply to first')],
      [false, () => comment(b, 'fourth')],
      [true, () => reply(a, ids[3]!, 'reply to second')],
      [false, () => comment(a, 'fifth')],
    ];
    for (const [isReply, step] of steps) {
      ids.push((await step())._id);
      await new Promise((r) => setTimeout(r, 2)); // each in its own millisecond, as the tree can order them
      const misses = t.ctx.cache.stats.misses;
      for (const url of pages) await get(url, b.headers);
      // After a reply, one miss a page: its HTTP answer, made again from the kept tree. (A top-level comment
      // also drops the empty page it may land on: it cannot tell.)
      if (isReply) expect(t.ctx.cache.stats.misses - misses).toBe(pages.length);
    }
    const kept = await Promise.all(pages.map((url) => answer(url)));
    t.ctx.cache.clear();
    const fresh = await Promise.all(pages.map((url) => answer(url)));
    expect(kept).toEqual(fresh);
    expect(fresh[0]!.total).toBe('5');
    expect(fresh[1]!.body[0].replies.map((r: { body: string }) => r.body)).toEqual([
      'reply to first',
      'another reply to first',
    ]);
  });

  it('drops the kept pages when a comment is deleted', async () => {
    const post = await write('/api/post/create', a.headers, { body: 'Another thread', club });
    const tree = `/api/post/comment/${post._id}`;
    const c = await write(tree, b.headers, { body: 'to be deleted' });
    expect((await answer(tree)).body).toHaveLength(1);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/comment/${c._id}`, headers: b.headers });
    expect(del.statusCode, del.body).toBe(200);
    expect(await answer(tree)).toEqual({ body: [], total: '0' });
  });
});
