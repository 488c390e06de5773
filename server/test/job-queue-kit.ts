import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createJobQueue, type JobQueue } from '../plugins/jobs';
import { createTestApp, type TestApp } from './app';
import { withDb } from './global-setup';

/**
 * The job queue's tests (server/plugins/jobs*.test.ts): a test app whose jobs table is emptied before each test,
 * queues made on it (stopped at the end), its rows as the tests read them, and another pool to its database as
 * another process would open.
 */
export function jobQueueKit() {
  let t!: TestApp;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await t.close();
  });
  beforeEach(async () => {
    await t.db.execute(sql`DELETE FROM jobs`);
  });
  const queue = (
    o: { leaseMs?: number; retryMs?: number; concurrency?: number; pollMs?: number; database?: Database } = {},
  ) => {
    const q = createJobQueue({
      database: o.database ?? t.ctx.database,
      log: t.app.log,
      concurrency: o.concurrency ?? 2,
      leaseMs: o.leaseMs ?? 5000,
      retryMs: o.retryMs ?? 20,
      pollMs: o.pollMs ?? 50,
    });
    queues.push(q);
    return q;
  };
  const rows = async () =>
    (
      await t.db.execute<{ name: string; status: string; attempts: number; last_error: string | null; wait: number }>(
        sql`SELECT name, status, attempts, last_error, EXTRACT(epoch FROM run_at - now())::float8 * 1000 AS wait FROM jobs ORDER BY created_at`,
      )
    ).rows.map((r) => ({ ...r, attempts: Number(r.attempts), wait: Number(r.wait) }));
  /** Another connection pool to the test app's database, as another process would open. */
  const sameDatabase = async (url: string, poolSize: number) => {
    const name = (await t.db.execute<{ name: string }>(sql`SELECT current_database() AS name`)).rows[0]!.name;
    return openDatabase({ databaseUrl: withDb(url, name), poolSize });
  };
  /**
   * A started queue of one job name that looks for due jobs once a minute, so only a wake-up runs them, and whose
   * first look (finding nothing) is over: `runs` records each run's time and payload. On `database` when given
   * (another process's pool), else the app's.
   */
  const waitingQueue = async (name: string, database?: Database) => {
    const q = queue({ pollMs: 60_000, database });
    const runs: Array<{ at: number; payload: unknown }> = [];
    q.register(name, async (payload) => {
      runs.push({ at: Date.now(), payload });
    });
    await q.start();
    await sleep(50);
    return { q, runs };
  };
  return { app: () => t, queue, rows, sameDatabase, waitingQueue };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
