import type { AppContext } from '../../context';
import * as q from './queries';

export const HOUSEKEEPING_JOB = 'housekeeping.prune';
/** How often the prune runs (one queued at a time across every process). */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Refresh tokens are kept this long after they expired or were revoked (README, 'Settings'). */
export const REFRESH_TOKEN_KEEP_DAYS = 30;
/** Jobs that failed every attempt are kept this long after their last attempt. */
export const FAILED_JOB_KEEP_DAYS = 7;

export interface Pruned {
  rateLimits: number;
  oneTimeTokens: number;
  refreshTokens: number;
  failedJobs: number;
}

/** Deletes what is no longer needed: ended rate-limit windows, spent links, old sessions, old failed jobs. */
export async function prune(ctx: AppContext, now = new Date()): Promise<Pruned> {
  return {
    rateLimits: await q.pruneRateLimits(ctx.db, now),
    oneTimeTokens: await q.pruneOneTimeTokens(ctx.db, now),
    refreshTokens: await q.pruneRefreshTokens(ctx.db, now, REFRESH_TOKEN_KEEP_DAYS),
    failedJobs: await q.pruneFailedJobs(ctx.db, now, FAILED_JOB_KEEP_DAYS),
  };
}

/** Registers the hourly prune with the queue (the workers start in main.ts). */
export function registerJobs(ctx: AppContext) {
  ctx.jobs.every(HOUSEKEEPING_JOB, PRUNE_EVERY_MS, async (_payload, job) => {
    const pruned = await prune(ctx);
    const total = Object.values(pruned).reduce((a, b) => a + b, 0);
    if (total > 0) job.log.info({ pruned }, 'housekeeping: pruned rows no longer needed');
  });
}
