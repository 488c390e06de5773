import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, oneTimeTokens, rateLimits, refreshTokens } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rate-limit counters whose window has ended: the window's length is the key's third part
 * (`rule:per:windowSeconds:id`, server/plugins/rate-limit.ts); a key not in that form is kept a day.
 */
export async function pruneRateLimits(db: Db, now: Date) {
  const rows = await db
    .delete(rateLimits)
    .where(
      sql`${rateLimits.windowStart} < ${now}::timestamptz - make_interval(secs => CASE WHEN split_part(${rateLimits.key}, ':', 3) ~ '^[0-9]{1,9}$' THEN split_part(${rateLimits.key}, ':', 3)::int ELSE 86400 END)`,
    )
    .returning({ key: rateLimits.key });
  return rows.length;
}

/** Mailed links (verification, reset) that can no longer be used: expired, or used. */
export async function pruneOneTimeTokens(db: Db, now: Date) {
  const rows = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, now), isNotNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}

/**
 * Refresh tokens `keepDays` after they expired or were revoked. A rotated (used) token stays until then: presented
 * again, it is how a stolen session is noticed and its family revoked.
 */
export async function pruneRefreshTokens(db: Db, now: Date, keepDays: number) {
  const before = new Date(now.getTime() - keepDays * DAY_MS);
  const rows = await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, before), lt(refreshTokens.revokedAt, before)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Jobs that failed every attempt (kept with their last error for a look), `keepDays` after their last attempt. */
export async function pruneFailedJobs(db: Db, now: Date, keepDays: number) {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'failed'), lt(jobs.updatedAt, new Date(now.getTime() - keepDays * DAY_MS))))
    .returning({ id: jobs.id });
  return rows.length;
}
