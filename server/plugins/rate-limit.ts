import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { tooManyRequests } from '../lib/errors';

/** One counter of a rule: per caller IP, per the rule's key (e.g. the address signed in to), or per both. */
export interface RateCheck {
  per: 'ip' | 'key' | 'key+ip';
  max: number;
  windowSeconds: number;
}

export interface RateRule {
  /** Name of the limited action, part of every counter key. */
  name: string;
  /** Checked in order; a refused check stops the later ones from counting the call. */
  checks: RateCheck[];
  /** The rule's key, e.g. the email of a sign-in attempt or the caller's account. */
  key?: (request: FastifyRequest) => string | undefined;
}

/**
 * Fixed-window counters in the database, one statement per check, so every app process shares them
 * (decision 25: no state that matters in one process's memory). Off with RATE_LIMITS=off. A refused call
 * answers 429 with Retry-After: the seconds left in the refusing counter's window.
 */
export function createRateLimiter(db: Db, enabled: boolean) {
  async function hit(key: string, windowSeconds: number) {
    const rows = await db.execute<{ count: number; retry_after: number }>(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
      RETURNING count, extract(epoch FROM (window_start + make_interval(secs => ${windowSeconds}) - now()))::float8 AS retry_after`);
    const row = rows.rows[0];
    return { count: Number(row?.count ?? 0), retryAfter: Number(row?.retry_after ?? windowSeconds) };
  }

  return function limit(rule: RateRule) {
    return async (request: FastifyRequest) => {
      if (!enabled) return;
      const key = rule.key?.(request)?.toLowerCase();
      for (const check of rule.checks) {
        const id = check.per === 'ip' ? request.ip : check.per === 'key' ? key : key && `${key}|${request.ip}`;
        if (!id) continue;
        const { count, retryAfter } = await hit(
          `${rule.name}:${check.per}:${check.windowSeconds}:${id}`,
          check.windowSeconds,
        );
        if (count > check.max) throw tooManyRequests(retryAfter);
      }
    };
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
