/**
 * One statement for many calls: the calls made while a batch is on its way go together in the next one, and a call
 * made when none is on its way goes at once. Under load the job queue's workers make the same small statement for
 * each job they run at the same moment (an instant mail's read of its notification, then its mark); this turns
 * those into one round trip each (decisions.md, stop 23). `run` answers one result per key, in the keys' order;
 * when it throws, every call of that batch fails with its error.
 */
export function coalesce<K, V>(run: (keys: K[]) => Promise<V[]>): (key: K) => Promise<V> {
  let waiting: Array<{ key: K; resolve: (v: V) => void; reject: (err: unknown) => void }> = [];
  let busy = false;
  async function flush() {
    busy = true;
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      try {
        const out = await run(batch.map((b) => b.key));
        for (const [i, b] of batch.entries()) b.resolve(out[i] as V);
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
    }
    busy = false;
  }
  return (key: K) =>
    new Promise<V>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!busy) void flush();
    });
}

/** A coalesced call per database (or other owner), made on first use. */
export function coalescedBy<O extends object, K, V>(make: (owner: O) => (keys: K[]) => Promise<V[]>) {
  const made = new WeakMap<O, (key: K) => Promise<V>>();
  return (owner: O, key: K) => {
    let call = made.get(owner);
    if (!call) {
      call = coalesce(make(owner));
      made.set(owner, call);
    }
    return call(key);
  };
}
