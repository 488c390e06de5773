import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { tooManyRequests } from '../lib/errors';

export interface RateRule {
  /** Name of the limited action, part of the counter key. */
  name: string;
  /** Tries per window for one key (the address, or the IP when there is no other key). */
  max: number;
  /** Tries per window from one IP; higher than max because many people share a mobile carrier's IP. */
  maxPerIp?: number;
  windowSeconds: number;
  /** Extra key material, e.g. the email of a sign-in attempt. */
  by?: (request: FastifyRequest) => string | undefined;
}

/**
 * Fixed-window counters in the database, one statement per check, so every app process shares them
 * (decision 25: no state that matters in one process's memory). Off with RATE_LIMITS=off.
 */
export function createRateLimiter(db: Db, enabled: boolean) {
  async function hit(key: string, windowSeconds: number): Promise<number> {
    const rows = await db.execute<{ count: number }>(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
      RETURNING count`);
    return Number(rows.rows[0]?.count ?? 0);
  }

  return function limit(rule: RateRule) {
    return async (request: FastifyRequest) => {
      if (!enabled) return;
      const checks: Array<[string, number]> = [[`${rule.name}:ip:${request.ip}`, rule.maxPerIp ?? rule.max]];
      const extra = rule.by?.(request);
      if (extra) checks.push([`${rule.name}:by:${extra.toLowerCase()}`, rule.max]);
      for (const [key, max] of checks) {
        if ((await hit(key, rule.windowSeconds)) > max) throw tooManyRequests();
      }
    };
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
