import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '../../common/roles';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { databaseBus, type Fill, SharedCache } from '../lib/cache';
import { type CompressedForms, sendCompressedOnce } from './compression';
import type { AuthUser } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The whole answer of this GET route may be kept in the shared cache (serialized JSON and X-Total-Count)
     * under the tags it returns; a service's `ctx.cache.invalidate` of one of them drops it everywhere.
     * Visitors (no Authorization header) are served from it. With `members: true` the route declares that a
     * signed-in caller who is not an admin gets exactly the visitor's answer (nothing of their own in it),
     * so members are served from it too. With `own`, a member's answer holds something of theirs: it is kept
     * for that member alone, under the route's tags and the tags `own` adds (their likes, their memberships…).
     * `visitors: false` for routes only members may call. Admins always get a fresh answer.
     */
    cache?: {
      tags: (req: FastifyRequest) => string[];
      members?: boolean;
      own?: (req: FastifyRequest & { auth: AuthUser }) => string[];
      /** With `own`: what else the member's answer depends on beyond its URL (their language), kept apart. */
      variant?: (req: FastifyRequest & { auth: AuthUser }) => Promise<string>;
      visitors?: boolean;
    };
  }
}

/** Waiters give up on a refill after this long and answer for themselves. */
const WAIT_MS = 2000;

export function createCache(config: Config, database: Database, log?: FastifyInstance['log']) {
  return new SharedCache({ ttlMs: config.publicCacheMs, bus: databaseBus(database), log });
}

/** A kept answer: its JSON text, its X-Total-Count, and its encoded forms once someone has asked for them. */
type Kept = { body: string; total?: string } & CompressedForms;

/**
 * Serves whole answers of GET routes that declare `config.cache` from the shared cache. Registered before
 * compression, so it keeps the JSON text rather than a compressed stream; a hit is compressed once per
 * encoding for everyone (plugins/compression.ts), not per request. Visitors are served in onRequest
 * (nothing else needs to run); members after the auth hook has checked their token. When an answer is
 * missing, the first request refills it and the others wait for that answer. Writes say what they changed
 * in their service (`ctx.cache.invalidate`), which drops these answers too.
 */
export async function registerCache(app: FastifyInstance, cache: SharedCache) {
  await cache.start();
  app.addHook('onClose', () => cache.stop());
  const fills = new WeakMap<FastifyRequest, Fill>();

  async function serve(req: FastifyRequest, reply: FastifyReply, tags: string[], owner?: string) {
    const key = owner ? `own:${owner}:http:${req.url}` : `http:${req.url}`;
    let found = cache.lookup(key, tags);
    if ('wait' in found) {
      // The refill's answer, even when a write made it stale meanwhile (see Fill): this request came first.
      const timeout = new Promise<undefined>((r) => setTimeout(() => r(undefined), WAIT_MS).unref());
      const answer = await Promise.race([found.wait, timeout]);
      found = answer ? { hit: true, value: answer.value } : cache.lookup(key, tags);
      if ('wait' in found) return; // still refilling: answer this one ourselves, without keeping it
    }
    if ('fill' in found) {
      fills.set(req, found.fill);
      return;
    }
    if (!found.hit) return;
    const kept = found.value as Kept;
    reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
    if (kept.total !== undefined) reply.header('x-total-count', kept.total);
    return sendCompressedOnce(req, reply, kept.body, kept);
  }

  app.addHook('onRequest', async (req, reply) => {
    // The server renderer asks which tags an answer carries, so a rendered page is forgotten with its data.
    if (req.headers['x-cache-tags'] === '?' && req.routeOptions.config?.cache) {
      reply.header('x-cache-tags', req.routeOptions.config.cache.tags(req).join(' '));
    }
    if (req.method !== 'GET' || req.headers.authorization || !cache.active) return;
    const config = req.routeOptions.config?.cache;
    if (config && config.visitors !== false) return serve(req, reply, config.tags(req));
  });

  // Runs after every onRequest hook, so the bearer token has been verified by then.
  app.addHook('preValidation', async (req, reply) => {
    if (req.method !== 'GET' || !req.auth || isAdmin(req.auth.roles) || !cache.active) return;
    const config = req.routeOptions.config?.cache;
    if (config?.members) return serve(req, reply, config.tags(req));
    if (!config?.own) return;
    const member = req as FastifyRequest & { auth: AuthUser };
    const variant = config.variant ? `:${await config.variant(member)}` : '';
    return serve(req, reply, [...config.tags(req), ...config.own(member)], member.auth.id + variant);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const fill = fills.get(req);
    if (!fill) return payload;
    fills.delete(req);
    if (reply.statusCode === 200 && typeof payload === 'string' && reply.getHeader('x-cache') !== 'hit') {
      const total = reply.getHeader('x-total-count');
      fill.done({ body: payload, total: total === undefined ? undefined : String(total) } satisfies Kept);
    } else fill.fail();
    return payload;
  });

  const release = async (req: FastifyRequest) => {
    fills.get(req)?.fail(); // a refill that failed before onSend must still wake its waiters
    fills.delete(req);
  };
  app.addHook('onRequestAbort', release);
  app.addHook('onResponse', release);
}
