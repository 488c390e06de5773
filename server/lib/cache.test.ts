import { describe, expect, it } from 'vitest';
import { type CacheBus, SharedCache } from './cache';

/** An in-memory bus joining several caches, as PostgreSQL NOTIFY joins processes. */
function memoryBus() {
  const subscribers = new Set<{ onMessage: (m: string) => void; onState: (on: boolean) => void }>();
  const bus = (): CacheBus => ({
    async publish(message) {
      for (const s of subscribers) s.onMessage(message);
    },
    async subscribe(onMessage, onState) {
      const s = { onMessage, onState };
      subscribers.add(s);
      onState(true);
      return async () => void subscribers.delete(s);
    },
  });
  const setState = (up: boolean) => {
    for (const s of subscribers) s.onState(up);
  };
  return { bus, drop: () => setState(false), back: () => setState(true) };
}

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('shared cache', () => {
  it('keeps an answer for the window and forgets only the tags a write names', async () => {
    let now = 0;
    const cache = new SharedCache({ ttlMs: 1000, now: () => now });
    await cache.start();
    let loads = 0;
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    expect(await cache.shared('a', ['community:1'], load('one'))).toBe('one');
    expect(await cache.shared('b', ['community:2'], load('two'))).toBe('two');
    expect(await cache.shared('a', ['community:1'], load('ONE'))).toBe('one');
    await cache.invalidate(['community:1']);
    expect(await cache.shared('a', ['community:1'], load('ONE'))).toBe('ONE');
    expect(await cache.shared('b', ['community:2'], load('TWO'))).toBe('two');
    now = 1001;
    expect(await cache.shared('b', ['community:2'], load('TWO'))).toBe('TWO');
    expect(loads).toBe(4);
    await cache.stop();
  });

  it('lays a write into the answers it can revise, keeping their expiry; drops the others everywhere', async () => {
    let now = 0;
    const { bus } = memoryBus();
    const here = new SharedCache({ ttlMs: 1000, now: () => now, bus: bus() });
    const there = new SharedCache({ ttlMs: 1000, now: () => now, bus: bus() });
    await here.start();
    await there.start();
    for (const c of [here, there]) {
      await c.shared('list', ['t'], async () => ['a']);
      await c.shared('other', ['t'], async () => 'x');
    }
    const gate = deferred<string[]>();
    const refill = here.shared('refilling', ['t'], () => gate.promise);
    await here.shared('thrown', ['t'], async () => 'kept');
    now = 500;
    const before = here.revision();
    await here.shared('read during the write', ['t'], async () => ['a', 'b']); // may hold the write already
    const fn = (key: string, value: unknown) => {
      if (key === 'thrown') throw new Error('cannot revise');
      return key === 'list' || key === 'read during the write' ? [...(value as string[]), 'b'] : undefined;
    };
    await here.invalidate(['t'], { before, fn });
    await here.published();
    gate.resolve(['read before the write']);
    await refill;
    const load = (v: unknown) => async () => v;
    expect(await here.shared('list', ['t'], load('read'))).toEqual(['a', 'b']);
    expect(await here.shared('other', ['t'], load('read'))).toBe('read');
    expect(await here.shared('refilling', ['t'], load('read'))).toBe('read'); // not kept from before the write
    expect(await here.shared('read during the write', ['t'], load('read'))).toBe('read');
    expect(await here.shared('thrown', ['t'], load('read'))).toBe('read');
    expect(await there.shared('list', ['t'], load('read there'))).toBe('read there');
    now = 1001; // the revised answer expires when the one it replaced would have
    expect(await here.shared('list', ['t'], load('read again'))).toBe('read again');
    await here.stop();
    await there.stop();
  });

  it('loads once for concurrent callers, and does not keep an answer read before a write', async () => {
    const cache = new SharedCache({ ttlMs: 60_000 });
    await cache.start();
    const gate = deferred<string>();
    let loads = 0;
    const counted =
      <T>(value: T | Promise<T>) =>
      () => {
        loads++;
        return Promise.resolve(value);
      };
    const first = cache.shared('k', ['t'], counted(gate.promise));
    const second = cache.shared('k', ['t'], counted('other'));
    await new Promise((r) => setTimeout(r, 5));
    await cache.invalidate(['t']); // the write lands while the first load is running
    const third = cache.shared('k', ['t'], counted('fresh'));
    gate.resolve('old');
    expect(await first).toBe('old');
    // The second asked before the write and waited for the first load: it gets that load's answer (either
    // state is right for a request that came first) instead of loading again. The third came after the write.
    expect(await second).toBe('old');
    expect(await third).toBe('fresh');
    expect(loads).toBe(2);
    expect(await cache.shared('k', ['t'], async () => 'never')).toBe('fresh');
    expect(await cache.shared('k', ['t'], async () => 'never')).not.toBe('old');
    await cache.stop();
  });

  it('does not keep errors, and shares them with the callers waiting', async () => {
    const cache = new SharedCache({ ttlMs: 60_000 });
    await cache.start();
    const gate = deferred<void>();
    const failing = async () => {
      await gate.promise;
      throw new Error('boom');
    };
    const a = cache.shared('k', ['t'], failing);
    const b = cache.shared('k', ['t'], async () => 'second try');
    gate.resolve();
    await expect(a).rejects.toThrow('boom');
    expect(await b).toBe('second try');
    await cache.stop();
  });

  it('tells other processes which tags to forget, and empties itself while it cannot hear them', async () => {
    const net = memoryBus();
    const p1 = new SharedCache({ ttlMs: 60_000, bus: net.bus() });
    const p2 = new SharedCache({ ttlMs: 60_000, bus: net.bus() });
    await p1.start();
    await p2.start();
    await p2.shared('posts', ['posts:1'], async () => 'v1');
    await p2.shared('other', ['posts:2'], async () => 'w1');
    await p1.invalidate(['posts:1']);
    expect(p2.stats.remoteInvalidations).toBe(0); // the writer's answer does not wait for the message
    await p1.published();
    expect(await p2.shared('posts', ['posts:1'], async () => 'v2')).toBe('v2');
    expect(await p2.shared('other', ['posts:2'], async () => 'w2')).toBe('w1');
    expect(p2.stats.remoteInvalidations).toBe(1);
    expect(p1.stats.remoteInvalidations).toBe(0); // its own message is not applied twice

    net.drop();
    expect(p2.active).toBe(false);
    expect(p2.size).toBe(0);
    expect(await p2.shared('other', ['posts:2'], async () => 'uncached')).toBe('uncached');
    expect(p2.size).toBe(0);
    net.back();
    expect(p2.active).toBe(true);
    expect(await p2.shared('other', ['posts:2'], async () => 'w3')).toBe('w3');
    await p1.stop();
    await p2.stop();
  });

  it('keeps nothing with a window of 0', async () => {
    const cache = new SharedCache({ ttlMs: 0 });
    await cache.start();
    let loads = 0;
    await cache.shared('k', ['t'], async () => loads++);
    await cache.shared('k', ['t'], async () => loads++);
    expect(loads).toBe(2);
    expect(cache.active).toBe(false);
  });

  it('stays within its entry and size limits', async () => {
    const cache = new SharedCache({ ttlMs: 60_000, maxEntries: 3, maxChars: 1600 });
    await cache.start();
    for (let i = 0; i < 5; i++) await cache.shared(`k${i}`, ['t'], async () => 'x'.repeat(10));
    expect(cache.size).toBe(3);
    expect(cache.peek('k0')).toBeUndefined();
    expect(cache.peek('k4')).toBeDefined();
    await cache.shared('huge', ['t'], async () => 'x'.repeat(200)); // over a sixteenth of the budget: not kept
    expect(cache.peek('huge')).toBeUndefined();
    await cache.invalidate(['t']);
    expect(cache.size).toBe(0);
    await cache.stop();
  });
});

describe('cache keys and overlays', () => {
  it('names an answer by its parameters whatever their order', async () => {
    const { cacheKey } = await import('./cache-tags');
    expect(cacheKey('posts', { limit: 20, club: 'c1', page: 1 })).toBe(
      cacheKey('posts', { page: 1, club: 'c1', limit: 20 }),
    );
    expect(cacheKey('articles', { tag: ['a', 'b'], search: undefined })).toBe('articles?tag=a,b');
  });

  it("lays the caller's part over copies, leaving the shared items untouched", async () => {
    const { overlay } = await import('./overlay');
    const shared = Object.freeze([
      Object.freeze({ _id: 'p1', isLiked: false }),
      Object.freeze({ _id: 'p2', isLiked: false }),
    ]);
    const mine = new Set(['p2']);
    const page = overlay(shared, (p) => ({ isLiked: mine.has(p._id) }));
    expect(page).toEqual([
      { _id: 'p1', isLiked: false },
      { _id: 'p2', isLiked: true },
    ]);
    expect(shared[1]!.isLiked).toBe(false);
  });
});
