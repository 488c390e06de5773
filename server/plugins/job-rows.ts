import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

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

/**
 * Enqueues jobs in the given executor: inside a transaction, they exist only if it commits. Jobs due now wake the
 * workers of every process with a NOTIFY (PostgreSQL delivers it on commit), in the same statement as the insert;
 * a delayed job, or a keyed one that already waits, wakes nobody (a worker would only find nothing due).
 */
export async function enqueue(exec: Executor, name: string, payloads: unknown[], opts: EnqueueOptions = {}) {
  const delay = sql`now() + make_interval(secs => ${(opts.delayMs ?? 0) / 1000})`;
  const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const wake = opts.delayMs ? sql`1` : sql`pg_notify(${NOTIFY_CHANNEL}, ${name})`;
  const batches = opts.key !== undefined ? [payloads.slice(0, 1)] : [];
  for (let i = 0; opts.key === undefined && i < payloads.length; i += 500) batches.push(payloads.slice(i, i + 500));
  for (const batch of batches) {
    if (!batch.length) continue;
    await exec.execute(sql`
      WITH made AS (
        INSERT INTO jobs (name, payload, key, max_attempts, run_at)
        SELECT ${name}, p, ${opts.key ?? null}, ${maxAttempts}, ${delay}
        FROM jsonb_array_elements(${JSON.stringify(batch)}::jsonb) AS p
        ON CONFLICT (key) WHERE status IN ('queued', 'running') DO NOTHING
        RETURNING 1)
      SELECT ${wake} FROM made LIMIT 1`);
  }
}
