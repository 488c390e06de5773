import type { AppContext } from '../../context';

/** How long the database has to answer a readiness probe. */
export const READY_DB_TIMEOUT_MS = 1000;

export interface Readiness {
  ready: boolean;
  /** The first failed check, in words, when not ready. */
  reason?: string;
  checks: {
    database: 'ok' | 'timeout' | 'error';
    migrations: 'ok' | 'pending' | 'unknown';
    cacheListener: 'ok' | 'disconnected';
    process: 'running' | 'shutting down';
  };
}

const within = <T>(p: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new TimeoutError()), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });

class TimeoutError extends Error {}

/**
 * Whether this process should get traffic: the database answers within 1 s, every migration of this build is
 * applied, the shared cache hears other processes' invalidations, and the process is not shutting down.
 */
export async function readiness(ctx: AppContext, shuttingDown: boolean): Promise<Readiness> {
  const reasons: string[] = [];
  const checks: Readiness['checks'] = {
    database: 'ok',
    migrations: 'ok',
    cacheListener: ctx.cache.listenerConnected ? 'ok' : 'disconnected',
    process: shuttingDown ? 'shutting down' : 'running',
  };
  if (shuttingDown) reasons.push('The process is shutting down.');
  try {
    const pending = await within(
      ctx.database.ping().then(() => ctx.database.pendingMigrations()),
      READY_DB_TIMEOUT_MS,
    );
    if (pending > 0) {
      checks.migrations = 'pending';
      reasons.push(`${pending} database migration${pending === 1 ? ' is' : 's are'} not applied.`);
    }
  } catch (err) {
    checks.database = err instanceof TimeoutError ? 'timeout' : 'error';
    checks.migrations = 'unknown';
    reasons.push(
      err instanceof TimeoutError
        ? `The database did not answer within ${READY_DB_TIMEOUT_MS} ms.`
        : 'The database is not reachable.',
    );
  }
  if (checks.cacheListener !== 'ok') reasons.push("The cache's invalidation listener is not connected.");
  return { ready: reasons.length === 0, reason: reasons.join(' ') || undefined, checks };
}
