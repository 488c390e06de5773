import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';

// The job queue's rows as a write enqueues them (server/plugins/jobs.ts runs them).

/** A transaction of `Db` (what `db.transaction(fn)` hands to fn). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a job is enqueued: the database, or the transaction of the write that needs it (then it is atomic). */
export type Executor = Db | Tx;

export interface JobInfo {
  id: string;
  name: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** The claim of this run: writes made on behalf of this run can be fenced with it. */
  claimId: string;
  /** Aborted when the queue stops (graceful shutdown) or the run lost its lease: stop between units of work. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export type JobHandler = (payload: unknown, job: JobInfo) => Promise<void>;

/**
 * Thrown by a handler whose work is not finished but must wait (e.g. deliveries waiting for their retry): the job
 * runs again after `delayMs` and this run does not count as a failed attempt.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

export interface EnqueueOptions {
  /** Not before this delay (ms). */
  delayMs?: number;
  /** At most one queued or running job with this key: enqueueing another is a no-op. */
  key?: string;
  maxAttempts?: number;
}

export const NOTIFY_CHANNEL = 'afrifounders_jobs';
const DEFAULT_MAX_ATTEMPTS = 20;
const RETRY_MAX_MS = 60 * 60 * 1000;

/** The delay before the `attempt`+1-th run of a failed job: doubling from `baseMs`, at most an hour, ±20 %. */
export function backoffMs(attempt: number, baseMs: number, maxMs = RETRY_MAX_MS) {
  const exact = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exact * (0.8 + Math.random() * 0.4));
}

/** Who is told when due jobs were committed on a database (its queues), and the transaction being run. */
const dueListeners = new WeakMap<object, Set<(jobs: number) => void>>();
const commitScope = new AsyncLocalStorage<{ due: number; listeners: Set<(jobs: number) => void> }>();

/**
 * Calls `onDue` after each commit that enqueued jobs due now on `db`: the transaction's own commit (every
 * `db.transaction`, and so `inTransaction`, is wrapped once per database to learn it) or an enqueue's own
 * statement outside a transaction. The queue wakes its workers then, and tells other processes with one NOTIFY
 * outside the write (jobs.ts). A NOTIFY inside the write's transaction would make PostgreSQL take its
 * database-wide notification lock from that transaction's pre-commit to its end, WAL flush included, so every
 * write that queues work would commit one at a time (stop 15). Returns the function that stops it.
 */
export function onJobsDue(db: Db, onDue: (jobs: number) => void): () => void {
  let listeners = dueListeners.get(db);
  if (!listeners) {
    const all = new Set<(jobs: number) => void>();
    listeners = all;
    dueListeners.set(db, all);
    const begin = db.transaction.bind(db);
    db.transaction = ((fn, config) => {
      const scope = { due: 0, listeners: all };
      return commitScope.run(scope, async () => {
        const result = await begin(fn, config);
        if (scope.due) for (const f of all) f(scope.due);
        return result;
      });
    }) as Db['transaction'];
  }
  listeners.add(onDue);
  const mine = listeners;
  return () => void mine.delete(onDue);
}

/**
 * Other processes are told of due jobs with at most one NOTIFY per this gap (their workers also poll). It is sent
 * only while this process's workers are all busy, that is while a backlog lasts, and a process woken into a
 * backlog keeps claiming until it finds none due: more than a few a second tell nobody anything new. At 10 ms the
 * mixed load sent ~35 a second, a fifth of the app's NOTIFYs (stop 23).
 */
const ANNOUNCE_GAP_MS = 50;

/**
 * Tells the other processes' workers that jobs are due: a NOTIFY outside any write, one at a time and at most one
 * per ANNOUNCE_GAP_MS however many writes asked meanwhile. PostgreSQL only: on PGlite there is one process. The
 * payload is the sending queue's `origin`: its own workers, already woken, ignore it (jobs.ts).
 */
export function announcer(database: Pick<Database, 'kind' | 'notify'>, log: FastifyBaseLogger, origin: string) {
  let busy = false;
  let again = false;
  async function send() {
    busy = true;
    try {
      do {
        again = false;
        await database.notify(NOTIFY_CHANNEL, origin).catch((err) => log.warn({ err }, 'could not announce due jobs'));
        await new Promise((r) => setTimeout(r, ANNOUNCE_GAP_MS).unref());
      } while (again);
    } finally {
      busy = false;
    }
  }
  return () => {
    if (database.kind !== 'postgres') return;
    if (busy) again = true;
    else void send();
  };
}

/** Who is told that jobs were committed by a write on `exec`: its transaction's scope, or the database's queues. */
function waiters(exec: Executor) {
  const scope = exec instanceof PgTransaction ? commitScope.getStore() : undefined;
  const afterStatement = exec instanceof PgTransaction ? undefined : dueListeners.get(exec);
  const told = (scope?.listeners.size ?? 0) > 0 || (afterStatement?.size ?? 0) > 0;
  return {
    told,
    /** `jobs` due now were made (at most): wake the workers once that is committed. */
    made(jobs: number) {
      if (scope) scope.due += jobs;
      else for (const f of afterStatement ?? []) f(jobs);
    },
  };
}

/** The INSERT of jobs (at most 500 payloads), on its own or as a CTE of a write's statement. */
function insertJobs(name: string, payloads: unknown[], opts: EnqueueOptions & { when?: SQL }) {
  const delay = sql`now() + make_interval(secs => ${(opts.delayMs ?? 0) / 1000})`;
  return sql`INSERT INTO jobs (name, payload, key, max_attempts, run_at)
    SELECT ${name}, p, ${opts.key ?? null}, ${opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}, ${delay}
    FROM jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) AS p
    ${opts.when ? sql`WHERE ${opts.when}` : sql``}
    ON CONFLICT (key) WHERE status IN ('queued', 'running') DO NOTHING`;
}

/**
 * Jobs enqueued by the write's own statement, as one of its CTEs (`WITH job AS (${cte}), …`): the write and its
 * jobs commit together in one round trip, with no transaction around them. A write that takes a much-written row
 * (a post's counters, a community's post count) holds that row's lock until its commit; in a transaction each
 * statement after it adds a round trip through the event loop, which a busy server answers in milliseconds, to the
 * time every other write of that row waits (stop 15). `when` makes the jobs depend on the statement (`EXISTS
 * (SELECT 1 FROM ins)`: name CTEs before `job`). Call `after(exec)` once the statement succeeded: it wakes the
 * workers (the app's queue, jobs.ts; with none listening, a NOTIFY after the statement).
 */
export function jobsCte(name: string, payloads: unknown[], opts: EnqueueOptions & { when?: SQL } = {}) {
  const rows = opts.key !== undefined ? payloads.slice(0, 1) : payloads;
  if (rows.length > 500) throw new Error('jobsCte takes at most 500 payloads; enqueue more with enqueue()');
  return {
    cte: insertJobs(name, rows, opts),
    after(exec: Executor) {
      if (!opts.delayMs) wakeAfterStatement(exec, name, rows.length);
    },
  };
}

/**
 * After a statement that made `jobs` due jobs of `name` as a CTE: wakes the workers (the app's queue, once the
 * transaction, if any, commits); with no queue listening (a command, or a process stopping), other processes hear
 * of it by a NOTIFY after the statement.
 */
function wakeAfterStatement(exec: Executor, name: string, jobs: number) {
  if (jobs <= 0) return;
  const w = waiters(exec);
  if (w.told) w.made(jobs);
  else void exec.execute(sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${name})`).catch(() => {});
}

/**
 * Jobs whose payloads the write's own statement makes (`payloads`: a query of one jsonb column, over the
 * statement's other CTEs), as one of its CTEs: the rows a write makes and their jobs commit together, in one round
 * trip. Call `after(exec, jobs)` with how many it made (or fewer: none wakes nobody) once the statement succeeded.
 */
export function jobsFromCte(name: string, payloads: SQL, opts: Pick<EnqueueOptions, 'maxAttempts'> = {}) {
  return {
    cte: sql`INSERT INTO jobs (name, payload, max_attempts)
      SELECT ${name}, q.p, ${opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS} FROM (${payloads}) AS q(p)`,
    after: (exec: Executor, jobs: number) => wakeAfterStatement(exec, name, jobs),
  };
}

/**
 * Enqueues jobs in the given executor: inside a transaction, they exist only if it commits. Jobs due now wake the
 * workers of every process once committed: through `onJobsDue` when the database has a queue listening (the
 * app), otherwise (a command with no queue) with a NOTIFY in the insert's statement, which PostgreSQL delivers on
 * commit. A delayed job, or a keyed one that already waits, wakes nobody (a worker would only find nothing due).
 */
export async function enqueue(exec: Executor, name: string, payloads: unknown[], opts: EnqueueOptions = {}) {
  const w = waiters(exec);
  const wake = opts.delayMs || w.told ? sql`1` : sql`pg_notify(${NOTIFY_CHANNEL}, ${name})`;
  const batches = opts.key !== undefined ? [payloads.slice(0, 1)] : [];
  for (let i = 0; opts.key === undefined && i < payloads.length; i += 500) batches.push(payloads.slice(i, i + 500));
  let made = 0;
  for (const batch of batches) {
    if (!batch.length) continue;
    const res = await exec.execute<{ n: number }>(
      sql`WITH made AS (${insertJobs(name, batch, opts)} RETURNING 1)
          SELECT ${wake}, (SELECT count(*) FROM made)::int AS n FROM made LIMIT 1`,
    );
    made += Number(res.rows[0]?.n ?? 0);
  }
  if (made && !opts.delayMs && w.told) w.made(made);
}

/** A finished run: its job's row, deleted only with the run's own claim (a lapsed lease's new run keeps its row). */
export type Finished = { id: string; claimId: string };

/** The rows of finished runs: the ids through the primary key, each with its own claim. */
function finishedRows(done: Finished[]) {
  const ids = done.map((d) => d.id).join(',');
  const pairs = done.map((d) => `${d.id}:${d.claimId}`).join(',');
  return sql`id = ANY(string_to_array(${ids}, ',')::uuid[])
    AND (id::text || ':' || claim_id::text) = ANY(string_to_array(${pairs}, ','))`;
}

/** Deletes the rows of finished runs on its own (a stopping queue's last ones: claimJobs deletes the others). */
export async function deleteFinished(db: Db, done: Finished[]) {
  if (done.length) await db.execute(sql`DELETE FROM jobs WHERE ${finishedRows(done)}`);
}

export type ClaimedRow = {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  claim_id: string;
};

/**
 * Claims up to `limit` due jobs of these names for a worker, under a lease of `leaseMs` (FOR UPDATE SKIP LOCKED),
 * and deletes the rows of the runs that finished since the last claim in the same statement: a worker claims again
 * as soon as a run ends, so under load a DELETE of its own for each finished job (a third of the queue's
 * statements, stop 23) goes with the claim that follows it.
 */
export async function claimJobs(
  db: Db,
  o: { workerId: string; names: string[]; limit: number; leaseMs: number; finished?: Finished[] },
): Promise<ClaimedRow[]> {
  const done = o.finished ?? [];
  const names = o.names.length > 0 && o.limit > 0 ? o.names : [];
  if (!names.length && !done.length) return [];
  const res = await db.execute<ClaimedRow>(sql`
    ${done.length ? sql`WITH done AS (DELETE FROM jobs WHERE ${finishedRows(done)})` : sql``}
    UPDATE jobs SET status = 'running', attempts = attempts + 1, claim_id = gen_random_uuid(),
      locked_by = ${o.workerId}, run_at = now() + make_interval(secs => ${o.leaseMs / 1000}), updated_at = now()
    WHERE id IN (
      SELECT id FROM jobs
      WHERE status IN ('queued', 'running') AND run_at <= now()
        AND name = ANY(string_to_array(${names.join(',')}, ','))
        ${done.length ? sql`AND NOT (id = ANY(string_to_array(${done.map((d) => d.id).join(',')}, ',')::uuid[]))` : sql``}
      ORDER BY run_at
      LIMIT ${Math.max(0, o.limit)}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, name, payload, attempts, max_attempts, claim_id::text AS claim_id`);
  return res.rows.map((r) => ({ ...r, attempts: Number(r.attempts), max_attempts: Number(r.max_attempts) }));
}
