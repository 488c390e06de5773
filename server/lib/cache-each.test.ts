import { describe, expect, it } from 'vitest';
import { SharedCache } from './cache';
import { sharedEach } from './cache-each';

const each = (cache: SharedCache, ids: string[], calls: string[][], value = (id: string) => `v-${id}`) =>
  sharedEach(
    cache,
    ids,
    (id) => `k:${id}`,
    (id) => [`t:${id}`],
    async (some) => {
      calls.push(some);
      await new Promise((r) => setTimeout(r, 5));
      return new Map(some.filter((id) => id !== 'gone').map((id) => [id, value(id)]));
    },
  );

describe('sharedEach', () => {
  it('loads the ids not kept in one call, keeps each under its own tag, and forgets one alone', async () => {
    const cache = new SharedCache({ ttlMs: 60_000 });
    await cache.start();
    const calls: string[][] = [];
    const first = await each(cache, ['a', 'b', 'gone'], calls);
    expect(Object.fromEntries(first)).toEqual({ a: 'v-a', b: 'v-b' });
    expect(calls).toEqual([['a', 'b', 'gone']]);
    expect(await each(cache, ['a', 'b', 'gone', 'c'], calls)).toEqual(
      new Map([
        ['a', 'v-a'],
        ['b', 'v-b'],
        ['c', 'v-c'],
      ]),
    );
    expect(calls[1]).toEqual(['c']); // a missing id is kept as missing
    await cache.invalidate(['t:b']);
    await each(cache, ['a', 'b', 'c'], calls, (id) => `new-${id}`);
    expect(calls[2]).toEqual(['b']);
    expect(cache.peek('k:b')?.value).toBe('new-b');
    expect(cache.peek('k:a')?.value).toBe('v-a');
    await cache.stop();
  });

  it("waits for another caller's load of an id instead of loading it again", async () => {
    const cache = new SharedCache({ ttlMs: 60_000 });
    await cache.start();
    const calls: string[][] = [];
    const [x, y] = await Promise.all([each(cache, ['a', 'b'], calls), each(cache, ['b', 'c'], calls)]);
    expect(calls).toEqual([['a', 'b'], ['c']]);
    expect(x.get('b')).toBe('v-b');
    expect(y.get('b')).toBe('v-b');
    await cache.stop();
  });

  it('loads every id each time with the cache off', async () => {
    const cache = new SharedCache({ ttlMs: 0 });
    const calls: string[][] = [];
    await each(cache, ['a'], calls);
    await each(cache, ['a'], calls);
    expect(calls).toEqual([['a'], ['a']]);
  });
});
