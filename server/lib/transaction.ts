import type { Db } from '../db/client';

/**
 * Runs `fn` in one transaction whose handle has the database's query API, so a feature's queries (written for
 * `Db`) and `ctx.jobs.enqueue` run in it: a write and the work it queues commit together or not at all.
 */
export const inTransaction = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => fn(tx as unknown as Db));
