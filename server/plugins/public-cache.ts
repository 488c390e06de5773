import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous answers of this GET route may be served from the short-lived public cache. */
    publicCache?: boolean;
    /** A write that changes nothing the public cache holds (e.g. a view count), so it keeps the cache. */
    keepsPublicCache?: boolean;
  }
}

const MAX_ENTRIES = 2000;

/**
 * Caches the serialized answers of public GET routes for anonymous callers (no Authorization header) for a
 * few seconds. Any successful write in this process clears the cache at once; other processes serve answers
 * at most `ttlMs` old, which is safe for public lists (ARCHITECTURE.md: short-lived and safe to be stale).
 * Registered before compression so it stores the JSON text, not a compressed stream. When an entry expires
 * under load, the first request refills it and the others wait for that answer instead of all querying
 * the database at once.
 */
export function registerPublicCache(app: FastifyInstance, ttlMs: number) {
  const store = new Map<string, { expires: number; body: string; total?: string }>();
  const filling = new Map<string, Promise<void>>();
  const fillers = new WeakMap<object, () => void>();
  const release = (req: object) => {
    const f = fillers.get(req);
    fillers.delete(req);
    f?.();
  };
  const fresh = (url: string) => {
    const hit = store.get(url);
    return hit && hit.expires >= Date.now() ? hit : undefined;
  };
  const cacheable = (req: { method: string; headers: { authorization?: string }; routeOptions: { config?: { publicCache?: boolean } } }) =>
    ttlMs > 0 && req.method === 'GET' && !req.headers.authorization && req.routeOptions.config?.publicCache === true;

  app.addHook('onRequest', async (req, reply) => {
    if (!cacheable(req)) return;
    let hit = fresh(req.url);
    if (!hit) {
      const pending = filling.get(req.url);
      if (pending) {
        await Promise.race([pending, new Promise((r) => setTimeout(r, 2000))]);
        hit = fresh(req.url);
      } else {
        let done!: () => void;
        filling.set(req.url, new Promise<void>((r) => (done = r)));
        fillers.set(req, () => {
          filling.delete(req.url);
          done();
        });
      }
    }
    if (!hit) return;
    reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
    if (hit.total !== undefined) reply.header('x-total-count', hit.total);
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (cacheable(req) && reply.statusCode === 200 && typeof payload === 'string' && reply.getHeader('x-cache') !== 'hit') {
      if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value!);
      const total = reply.getHeader('x-total-count');
      store.set(req.url, { expires: Date.now() + ttlMs, body: payload, total: total === undefined ? undefined : String(total) });
    }
    release(req);
    return payload;
  });

  app.addHook('onResponse', async (req, reply) => {
    release(req); // a filler that failed before onSend must still release its waiters
    const keeps = req.routeOptions.config?.keepsPublicCache === true;
    if (req.method !== 'GET' && req.method !== 'HEAD' && !keeps && reply.statusCode < 400 && store.size) store.clear();
  });
}
