import type { Fill, SharedCache } from './cache';

/**
 * Many small shared answers at once (one post's counts each): kept under a key per id, with that id's tags, so a
 * write forgets only its own id's entry. The ids found kept are answered from the cache, the others are loaded in
 * one call (`load` answers those it found; an id it leaves out is kept as missing), and ids another caller is
 * loading are waited for, as `SharedCache.shared` does for one key.
 */
export async function sharedEach<T>(
  cache: SharedCache,
  ids: readonly string[],
  keyOf: (id: string) => string,
  tagsOf: (id: string) => readonly string[],
  load: (ids: string[]) => Promise<Map<string, T>>,
): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  const fills: [string, Fill][] = [];
  const uncached: string[] = [];
  const waits: [string, Promise<{ value: unknown } | undefined>][] = [];
  for (const id of new Set(ids)) {
    const found = cache.lookup(keyOf(id), tagsOf(id));
    if (found.hit) {
      if (found.value !== undefined) out.set(id, found.value as T);
    } else if ('fill' in found) fills.push([id, found.fill]);
    else if ('wait' in found) waits.push([id, found.wait]);
    else uncached.push(id);
  }
  const mine = [...fills.map(([id]) => id), ...uncached];
  if (mine.length) {
    let loaded: Map<string, T>;
    try {
      loaded = await load(mine);
    } catch (err) {
      for (const [, fill] of fills) fill.fail();
      throw err;
    }
    for (const [id, fill] of fills) fill.done(loaded.get(id));
    for (const id of mine) if (loaded.has(id)) out.set(id, loaded.get(id)!);
  }
  const failed: string[] = [];
  for (const [id, wait] of waits) {
    const answer = await wait;
    if (!answer) failed.push(id);
    else if (answer.value !== undefined) out.set(id, answer.value as T);
  }
  if (failed.length) for (const [id, value] of await load(failed)) out.set(id, value);
  return out;
}

/**
 * Keeps what a write knows of a new id's entry (a new post's counts: none yet), so the first reader after it need
 * not ask. Call before the write, then `done(value)` after it or `fail()`: like any refill, the value is not kept
 * when a write to one of the tags lands meanwhile (someone liking the new post before its answer went out).
 * Undefined when the cache keeps nothing or the entry is already being read.
 */
export function keepNew(cache: SharedCache, key: string, tags: readonly string[]): Fill | undefined {
  const found = cache.lookup(key, tags);
  return 'fill' in found ? found.fill : undefined;
}
