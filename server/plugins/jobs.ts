import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export * from './job-rows';
import {
  backoffMs,
  type EnqueueOptions,
  enqueue,
  type Executor,
  deleteFinished,
  type Finished,
  type JobHandler,
  NOTIFY_CHANNEL,
  announcer,
  type ClaimedRow,
  claimJobs,
  onJobsDue,
  RetryLater,
} from './job-rows';

export interface JobQueueOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** A running job's lease, renewed every third of it while it runs; when it lapses the job runs again. */
  leaseMs: number;
  /** The first retry's delay; doubles on each failed attempt (at most an hour). */
  retryMs: number;
  /** How often idle workers look for due jobs (a NOTIFY wakes them earlier). */
  pollMs?: number;
  /** Told of every failed attempt (the metrics' failures by job name); `last` when no retry follows. */
  onFailure?: (name: string, last: boolean) => void;
}

/** How long workers gather work after a claim before they claim again. */
const GATHER_MS = 5;

/**
 * The one durable job queue (decision 19, issue 10): jobs are rows of the `jobs` table, enqueued in the
 * transaction of the write that needs them, claimed by any app process with FOR UPDATE SKIP LOCKED under a lease
 * (a job whose process died runs again when its lease lapses), retried with exponential back-off, and marked
 * failed after their last attempt. Works the same on PGlite and PostgreSQL. Handlers must be idempotent: a job
 * runs at least once.
 */
export function createJobQueue(opts: JobQueueOptions) {
  const db = opts.database.db;
  const log = opts.log.child({ component: 'jobs' });
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const periodic = new Map<string, number>();
  const active = new Set<Promise<void>>();
  const pollMs = opts.pollMs ?? 1000;
  let running = false;
  let loopDone: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let stopAll = new AbortController();
  let unlisten: (() => Promise<void>) | undefined;
  const timers: NodeJS.Timeout[] = [];

  let woken = false;
  const wake = () => {
    const w = wakeUp;
    wakeUp = undefined;
    if (w) w();
    else woken = true;
  };
  // Jobs committed due by this process wake its workers at once, and other processes' by a NOTIFY (job-rows.ts).
  const announce = announcer(opts.database, log, workerId);
  // Runs that finished: their rows go with the next claim (job-rows.ts claimJobs), which follows each end at once.
  let finished: Finished[] = [];
  // Other processes are told only when this one cannot take the work at once (its workers stopped, or fewer free
  // than the jobs made): otherwise each NOTIFY made the others race this process's workers for jobs they take anyway.
  const onDue = (jobs: number) => {
    wake();
    if (!running || active.size + jobs > opts.concurrency) announce();
  };
  let unsubscribe: (() => void) | undefined = onJobsDue(db, onDue);

  /** Waits `ms`, or less when woken (a wake-up that came while nobody waited ends the next wait at once). */
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const t = setTimeout(() => {
        wakeUp = undefined;
        resolve();
      }, ms);
      wakeUp = () => {
        clearTimeout(t);
        resolve();
      };
    });

  async function claim(limit: number) {
    const done = finished;
    finished = [];
    const names = [...handlers.keys()];
    try {
      return await claimJobs(db, { workerId, names, limit, leaseMs: opts.leaseMs, finished: done });
    } catch (err) {
      finished.push(...done); // deleted with the next claim (or when the queue stops)
      throw err;
    }
  }

  async function settle(row: ClaimedRow, outcome: { ok: true } | { ok: false; error: unknown }) {
    if (outcome.ok) {
      finished.push({ id: row.id, claimId: row.claim_id });
      return;
    }
    const err = outcome.error;
    // The database's own reason first (a query error's message is the whole statement, cut at 2,000 characters).
    const cause = err instanceof Error && err.cause instanceof Error ? `${err.cause.message}: ` : '';
    const message = (cause + (err instanceof Error ? err.message : String(err))).slice(0, 2000);
    if (err instanceof RetryLater) {
      await db.execute(sql`
        UPDATE jobs SET status = 'queued', attempts = attempts - 1, claim_id = NULL, last_error = ${message},
          run_at = now() + make_interval(secs => ${Math.max(0, err.delayMs) / 1000}), updated_at = now()
        WHERE id = ${row.id} AND claim_id = ${row.claim_id}`);
      return;
    }
    const last = row.attempts >= row.max_attempts;
    opts.onFailure?.(row.name, last);
    const delay = backoffMs(row.attempts, opts.retryMs);
    await db.execute(sql`
      UPDATE jobs SET status = ${last ? 'failed' : 'queued'}, claim_id = NULL, last_error = ${message},
        run_at = now() + make_interval(secs => ${delay / 1000}), updated_at = now()
      WHERE id = ${row.id} AND claim_id = ${row.claim_id}`);
    if (last) log.error({ job: row.id, name: row.name, err }, 'job failed after its last attempt');
    else log.warn({ job: row.id, name: row.name, attempt: row.attempts, err }, 'job failed; it will be retried');
  }

  async function run(row: ClaimedRow) {
    const lost = new AbortController();
    const onStop = () => lost.abort(stopAll.signal.reason);
    stopAll.signal.addEventListener('abort', onStop);
    if (stopAll.signal.aborted) onStop(); // claimed just as the queue began to stop
    // Renew the lease while the handler runs; losing it (another worker took the job) aborts the run.
    const heartbeat = setInterval(
      () => {
        db.execute<{ id: string }>(sql`
          UPDATE jobs SET run_at = now() + make_interval(secs => ${opts.leaseMs / 1000}), updated_at = now()
          WHERE id = ${row.id} AND claim_id = ${row.claim_id} RETURNING id`)
          .then((r) => {
            if (r.rows.length === 0) lost.abort(new Error('lease lost'));
          })
          .catch((err) => log.warn({ err, job: row.id }, 'lease renewal failed'));
      },
      Math.max(100, Math.floor(opts.leaseMs / 3)),
    );
    heartbeat.unref();
    let outcome: { ok: true } | { ok: false; error: unknown };
    try {
      const handler = handlers.get(row.name);
      if (row.attempts > row.max_attempts) throw new Error('the job outlived its attempts (its worker kept dying)');
      if (!handler) throw new Error(`no handler for job ${row.name}`);
      await handler(row.payload, {
        id: row.id,
        name: row.name,
        attempt: row.attempts,
        maxAttempts: row.max_attempts,
        claimId: row.claim_id,
        signal: lost.signal,
        log,
      });
      outcome = { ok: true };
    } catch (error) {
      outcome = { ok: false, error };
    } finally {
      clearInterval(heartbeat);
      stopAll.signal.removeEventListener('abort', onStop);
    }
    try {
      await settle(row, outcome);
    } catch (err) {
      log.error({ err, job: row.id }, 'job bookkeeping failed; the job runs again when its lease lapses');
    }
  }

  function track(p: Promise<void>) {
    active.add(p);
    void p.finally(() => {
      active.delete(p);
      wake();
    });
  }

  async function loop() {
    while (running) {
      const free = opts.concurrency - active.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const rows = await claim(free);
          claimed = rows.length;
          for (const row of rows) track(run(row));
        } catch (err) {
          log.error({ err }, 'claiming jobs failed');
        }
      }
      if (!running) break;
      // Slots full: look again when a job ends; fewer due than slots: when a NOTIFY comes (or after pollMs).
      if (claimed === 0 || claimed === free) await nap(pollMs);
      // Then a moment more, so that one claim takes every job that came due and every slot that freed meanwhile:
      // under load a claim per job was the queue's main cost in PostgreSQL (decisions.md, stop 18).
      if (running && claimed > 0) await new Promise((r) => setTimeout(r, GATHER_MS));
    }
  }

  const enqueuePeriodic = (name: string) =>
    enqueue(db, name, [{}], { key: `periodic:${name}`, maxAttempts: 3 }).catch((err) =>
      log.warn({ err, name }, 'could not schedule a periodic job'),
    );

  return {
    workerId,
    /** Registers the handler of a job name (before start). */
    register(name: string, handler: JobHandler) {
      handlers.set(name, handler);
    },
    /** Runs a job every `everyMs` (at most one queued at a time across every process). */
    every(name: string, everyMs: number, handler: JobHandler) {
      handlers.set(name, handler);
      periodic.set(name, everyMs);
    },
    enqueue: (exec: Executor, name: string, payloads: unknown[], o?: EnqueueOptions) =>
      enqueue(exec, name, payloads, o),
    get running() {
      return running;
    },
    /** Starts this process's workers: they claim due jobs until `stop`. */
    async start() {
      if (running) return;
      running = true;
      unsubscribe ??= onJobsDue(db, onDue);
      stopAll = new AbortController();
      unlisten = await opts.database
        // Not by its own announcements: it woke its workers before sending them (under load, a wasted claim each).
        .listen(NOTIFY_CHANNEL, {
          onMessage: (o) => o !== workerId && wake(),
          onState: (on) => on && wake(),
          readyWithinMs: 1000,
        })
        .catch((err) => {
          log.warn({ err }, 'job notifications unavailable; polling only');
          return undefined;
        });
      for (const [name, everyMs] of periodic) {
        await enqueuePeriodic(name);
        const t = setInterval(() => void enqueuePeriodic(name), everyMs);
        t.unref();
        timers.push(t);
      }
      loopDone = loop();
    },
    /**
     * Stops claiming, asks running handlers to stop between units of work, and waits for them (graceful
     * shutdown; a job cut short runs again).
     */
    async stop() {
      if (!running) return;
      running = false;
      // Writes made while the process stops tell other processes by a NOTIFY of their own (job-rows.ts).
      unsubscribe?.();
      unsubscribe = undefined;
      for (const t of timers.splice(0)) clearInterval(t);
      stopAll.abort(new Error('job queue stopping'));
      wake();
      await loopDone;
      await Promise.allSettled([...active]);
      // The rows of the last runs (a row left by a failure here runs again once its lease lapses).
      await deleteFinished(db, finished.splice(0)).catch((err) => log.warn({ err }, 'finished jobs not deleted'));
      await unlisten?.().catch(() => {});
      unlisten = undefined;
    },
    /** Runs due jobs in this process until none is due (tests, scripts); jobs waiting for a retry stay queued. */
    async drain() {
      // After `stop`, the stop signal stays aborted: jobs drained here must not start out cut short (they would be
      // handed back and claimed again at once, for ever).
      if (!running && stopAll.signal.aborted) stopAll = new AbortController();
      for (;;) {
        const rows = await claim(opts.concurrency);
        if (rows.length === 0 && !finished.length) return;
        await Promise.all(rows.map(run));
      }
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
