import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { withDb } from '../test/global-setup';
import type { Db } from '../db/client';
import { backoffMs, claimJobs, createJobQueue, enqueue, type JobQueue, jobsCte, RetryLater } from './jobs';

let t: TestApp;
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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Another connection pool to the test app's database, as another process would open. */
const sameDatabase = async (url: string, poolSize: number) => {
  const name = (await t.db.execute<{ name: string }>(sql`SELECT current_database() AS name`)).rows[0]!.name;
  return openDatabase({ databaseUrl: withDb(url, name), poolSize });
};

describe('the job queue', () => {
  it('enqueues inside a transaction: a rolled-back write leaves no job, a committed one runs once and is gone', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.register('test.echo', async (payload) => {
      seen.push(payload);
    });
    await t.db
      .transaction(async (tx) => {
        await enqueue(tx, 'test.echo', [{ n: 0 }]);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await rows()).toEqual([]);
    await t.db.transaction((tx) => enqueue(tx, 'test.echo', [{ n: 1 }, { n: 2 }]));
    await q.drain();
    await q.drain();
    expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
    expect(seen).toHaveLength(2);
    expect(await rows()).toEqual([]);
  });

  it('retries a failing job with exponential back-off, then marks it failed with its last error', async () => {
    const q = queue({ retryMs: 1000 });
    let runs = 0;
    q.register('test.fail', async () => {
      runs++;
      throw new Error(`boom ${runs}`);
    });
    const fastForward = () => t.db.execute(sql`UPDATE jobs SET run_at = now()`);
    await enqueue(t.db, 'test.fail', [{}], { maxAttempts: 3 });
    await q.drain();
    const [first] = await rows();
    expect(first).toMatchObject({ status: 'queued', attempts: 1, last_error: 'boom 1' });
    expect(first!.wait).toBeGreaterThan(600);
    expect(first!.wait).toBeLessThanOrEqual(1200);
    await q.drain();
    expect(runs).toBe(1); // not due yet
    await fastForward();
    await q.drain();
    const [second] = await rows();
    expect(second).toMatchObject({ status: 'queued', attempts: 2, last_error: 'boom 2' });
    expect(second!.wait).toBeGreaterThan(1400); // doubled
    expect(second!.wait).toBeLessThanOrEqual(2400);
    await fastForward();
    await q.drain();
    expect(await rows()).toEqual([expect.objectContaining({ status: 'failed', attempts: 3, last_error: 'boom 3' })]);
    await fastForward();
    await q.drain();
    expect(runs).toBe(3);
  });

  it('RetryLater reschedules without spending an attempt', async () => {
    const q = queue();
    let runs = 0;
    q.register('test.later', async () => {
      runs++;
      if (runs < 3) throw new RetryLater('not yet', 0);
    });
    await enqueue(t.db, 'test.later', [{}], { maxAttempts: 1 });
    await q.drain(); // due again at once: the same drain runs it until it is done
    expect(runs).toBe(3);
    expect(await rows()).toEqual([]);
  });

  it('runs again a job whose worker died (its lease lapsed), not one whose lease holds', async () => {
    const q = queue();
    const seen: string[] = [];
    q.register('test.orphan', async (p) => {
      seen.push((p as { id: string }).id);
    });
    await t.db.execute(sql`
      INSERT INTO jobs (name, payload, status, attempts, claim_id, locked_by, run_at) VALUES
        ('test.orphan', '{"id":"dead"}', 'running', 1, gen_random_uuid(), 'gone', now() - interval '1 second'),
        ('test.orphan', '{"id":"alive"}', 'running', 1, gen_random_uuid(), 'busy', now() + interval '1 minute')`);
    await q.drain();
    expect(seen).toEqual(['dead']);
    expect((await rows()).map((r) => r.status)).toEqual(['running']);
  });

  it('renews the lease of a long job, so another worker does not take it', async () => {
    const a = queue({ leaseMs: 600 });
    const b = queue({ leaseMs: 600 });
    let runs = 0;
    const slow = async () => {
      runs++;
      await sleep(1500);
    };
    a.register('test.slow', slow);
    b.register('test.slow', slow);
    await enqueue(t.db, 'test.slow', [{}]);
    const running = a.drain();
    for (let i = 0; i < 10; i++) {
      await sleep(150);
      await b.drain();
    }
    await running;
    expect(runs).toBe(1);
    expect(await rows()).toEqual([]);
  });

  it('two queues working at once run each of many jobs exactly once (SKIP LOCKED)', async () => {
    const seen: number[] = [];
    const handler = async (p: unknown) => {
      seen.push((p as { n: number }).n);
      await sleep(5);
    };
    const [a, b] = [queue({ concurrency: 3 }), queue({ concurrency: 3 })];
    a!.register('test.many', handler);
    b!.register('test.many', handler);
    await enqueue(
      t.db,
      'test.many',
      Array.from({ length: 60 }, (_, n) => ({ n })),
    );
    await Promise.all([a!.start(), b!.start()]);
    const deadline = Date.now() + 20_000;
    while (seen.length < 60 && Date.now() < deadline) await sleep(20);
    await Promise.all([a!.stop(), b!.stop()]);
    expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect(await rows()).toEqual([]);
  });

  it("deletes finished jobs with the next claim's statement, each row only with its own claim", async () => {
    await t.db.execute(sql`INSERT INTO jobs (name, status, claim_id)
      SELECT 'test.done', 'running', gen_random_uuid() FROM generate_series(1, 6)`);
    const held = (
      await t.db.execute<{ id: string; claim_id: string }>(sql`SELECT id, claim_id::text AS claim_id FROM jobs`)
    ).rows;
    await enqueue(t.db, 'test.next', [{ n: 1 }]);
    let statements = 0;
    const counting = {
      execute: (q: Parameters<Db['execute']>[0]) => {
        statements++;
        return t.db.execute(q);
      },
    } as Db;
    // The sixth run lost its lease (its row has another claim now): its row stays for the run that holds it.
    const stale = '00000000-0000-4000-8000-000000000000';
    const finished = held.map((r, i) => ({ id: r.id, claimId: i === 5 ? stale : r.claim_id }));
    const claimed = await claimJobs(counting, {
      workerId: 'w',
      names: ['test.next'],
      limit: 5,
      leaseMs: 5000,
      finished,
    });
    expect(statements).toBe(1);
    expect(claimed.map((r) => r.payload)).toEqual([{ n: 1 }]);
    const left = (await t.db.execute<{ id: string }>(sql`SELECT id FROM jobs WHERE name = 'test.done'`)).rows;
    expect(left.map((r) => r.id)).toEqual([held[5]!.id]);
  });

  it('a running queue deletes a finished job with the claim that follows it, without stopping', async () => {
    const q = queue({ pollMs: 60_000 });
    let ran = 0;
    q.register('test.once', async () => {
      ran++;
    });
    await q.start();
    await enqueue(t.db, 'test.once', [{}]);
    const deadline = Date.now() + 5000;
    while (((await rows()).length > 0 || ran === 0) && Date.now() < deadline) await sleep(10);
    expect(ran).toBe(1);
    expect(await rows()).toEqual([]);
    expect(q.running).toBe(true);
    await q.stop();
  });

  it('keeps at most one queued job per key (periodic jobs)', async () => {
    await enqueue(t.db, 'test.tick', [{}], { key: 'tick' });
    await enqueue(t.db, 'test.tick', [{}], { key: 'tick' });
    expect(await rows()).toHaveLength(1);
    const q = queue();
    let ticks = 0;
    q.every('test.tick', 60_000, async () => {
      ticks++;
    });
    await q.drain();
    expect(ticks).toBe(1);
    await enqueue(t.db, 'test.tick', [{}], { key: 'tick' });
    expect(await rows()).toHaveLength(1);
  });

  it('stop() aborts running handlers between units of work and waits for them', async () => {
    const q = queue();
    let aborted = false;
    let started = false;
    q.register('test.loop', async (_p, job) => {
      started = true;
      while (!job.signal.aborted) await sleep(10);
      aborted = true;
      throw new RetryLater('stopped', 0);
    });
    await enqueue(t.db, 'test.loop', [{}]);
    await q.start();
    const deadline = Date.now() + 10_000;
    while (!started && Date.now() < deadline) await sleep(10);
    await q.stop();
    expect(aborted).toBe(true);
    expect(await rows()).toEqual([expect.objectContaining({ status: 'queued', attempts: 0 })]);
  });

  it('drain() after stop() runs jobs with a live signal (not cut short, not claimed again for ever)', async () => {
    const q = queue();
    const aborted: boolean[] = [];
    q.register('test.signal', async (_payload, job) => {
      aborted.push(job.signal.aborted);
    });
    await q.start();
    await q.stop();
    await t.db.transaction((tx) => enqueue(tx, 'test.signal', [{}]));
    await q.drain();
    expect(aborted).toEqual([false]);
    expect(await rows()).toEqual([]);
  });

  it('wakes its workers when the write that enqueued a job commits, not before and not by polling', async () => {
    const q = queue({ pollMs: 60_000 });
    const ran: number[] = [];
    q.register('test.wake', async () => {
      ran.push(Date.now());
    });
    await q.start();
    await sleep(50); // the first look found nothing: the workers wait for a wake-up (or a minute)
    const committed = await t.db.transaction(async (tx) => {
      await enqueue(tx, 'test.wake', [{}]);
      await sleep(100);
      expect(ran).toEqual([]);
      return Date.now();
    });
    await t.db
      .transaction(async (tx) => {
        await enqueue(tx, 'test.wake', [{}]);
        throw new Error('roll back');
      })
      .catch(() => {});
    const deadline = Date.now() + 5000;
    while (ran.length === 0 && Date.now() < deadline) await sleep(10);
    expect(ran).toHaveLength(1);
    expect(ran[0]! - committed).toBeLessThan(2000);
    // Outside a transaction, the enqueue's own statement is the commit.
    const before = Date.now();
    await enqueue(t.db, 'test.wake', [{}]);
    while (ran.length === 1 && Date.now() < deadline + 5000) await sleep(10);
    expect(ran).toHaveLength(2);
    expect(ran[1]! - before).toBeLessThan(2000);
    await q.stop();
    expect(await rows()).toEqual([]);
  });

  it('on PostgreSQL, wakes the workers of another process once the write commits (a NOTIFY outside it)', async () => {
    const url = process.env.DATABASE_URL;
    if (t.ctx.database.kind !== 'postgres' || !url) return;
    const other = await sameDatabase(url, 2);
    try {
      const q = queue({ pollMs: 60_000, database: other });
      const ran: number[] = [];
      q.register('test.elsewhere', async () => {
        ran.push(Date.now());
      });
      await q.start();
      await sleep(50);
      // This process's queue (the app's) listens on the first database: it sends the NOTIFY after the commit.
      const committed = await t.db.transaction(async (tx) => {
        await enqueue(tx, 'test.elsewhere', [{}]);
        return Date.now();
      });
      const deadline = Date.now() + 5000;
      while (ran.length === 0 && Date.now() < deadline) await sleep(10);
      expect(ran).toHaveLength(1);
      expect(ran[0]! - committed).toBeLessThan(2000);
      // A write on a database no queue listens to (a command): its own NOTIFY after the statement.
      const plain = await sameDatabase(url, 1);
      const job = jobsCte('test.elsewhere', [{}]);
      await plain.db.execute(sql`WITH job AS (${job.cte}) SELECT 1`);
      job.after(plain.db);
      const until = Date.now() + 5000;
      while (ran.length === 1 && Date.now() < until) await sleep(10);
      await plain.close();
      expect(ran).toHaveLength(2);
      await q.stop();
    } finally {
      await other.close();
    }
  });

  it('is not woken by its own announcements of due jobs, only by those of other queues', async () => {
    const q = queue({ pollMs: 60_000 });
    const ran: number[] = [];
    q.register('test.announced', async () => {
      ran.push(Date.now());
    });
    await q.start();
    await sleep(50);
    // A due job its workers were not told of (a plain insert), then the NOTIFY its own announcer would send.
    await t.db.execute(sql`INSERT INTO jobs (name) VALUES ('test.announced')`);
    await t.ctx.database.notify('afrifounders_jobs', q.workerId);
    await sleep(400);
    expect(ran).toHaveLength(0);
    await t.ctx.database.notify('afrifounders_jobs', 'another-process');
    const deadline = Date.now() + 5000;
    while (ran.length === 0 && Date.now() < deadline) await sleep(10);
    expect(ran).toHaveLength(1);
    await q.stop();
  });

  it('on PostgreSQL, tells other processes of due jobs only when its free workers cannot take them all', async () => {
    const url = process.env.DATABASE_URL;
    if (t.ctx.database.kind !== 'postgres' || !url) return;
    const q = queue({ concurrency: 1, pollMs: 60_000 });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const ran: string[] = [];
    q.register('test.busy', async (p) => {
      ran.push((p as { n: string }).n);
      if (p && (p as { n: string }).n === 'slow') await held;
    });
    const heard: string[] = [];
    const other = await sameDatabase(url, 1);
    const unlisten = await other.listen('afrifounders_jobs', { onMessage: (m) => heard.push(m), onState: () => {} });
    try {
      await q.start();
      // Idle workers take the job themselves: nobody else is told.
      await t.db.transaction((tx) => enqueue(tx, 'test.busy', [{ n: 'slow' }]));
      const deadline = Date.now() + 5000;
      while (ran.length === 0 && Date.now() < deadline) await sleep(10);
      await sleep(200);
      expect(heard.filter((m) => m === q.workerId)).toEqual([]);
      // Its one slot taken: the next due job is announced to the others.
      await t.db.transaction((tx) => enqueue(tx, 'test.busy', [{ n: 'next' }]));
      while (!heard.includes(q.workerId) && Date.now() < deadline) await sleep(10);
      expect(heard).toContain(q.workerId);
      release();
      while (ran.length < 2 && Date.now() < deadline) await sleep(10);
      expect(ran).toEqual(['slow', 'next']);
      // Idle again, but more jobs at once than free workers: the others are told.
      await sleep(100);
      const told = heard.filter((m) => m === q.workerId).length;
      await t.db.transaction((tx) => enqueue(tx, 'test.busy', [{ n: 'a' }, { n: 'b' }]));
      while (heard.filter((m) => m === q.workerId).length === told && Date.now() < deadline + 5000) await sleep(10);
      expect(heard.filter((m) => m === q.workerId)).toHaveLength(told + 1);
      await q.stop();
    } finally {
      release();
      await unlisten();
      await other.close();
    }
  });

  it("enqueues in a write's own statement: with it or not at all, on its condition, waking the workers after", async () => {
    const q = queue({ pollMs: 60_000 });
    const seen: unknown[] = [];
    q.register('test.cte', async (payload) => {
      seen.push(payload);
    });
    await q.start();
    await sleep(50);
    const write = async (n: number, fail: boolean, when: boolean) => {
      const job = jobsCte('test.cte', [{ n }], { when: when ? sql`true` : sql`false` });
      await t.db.execute(sql`WITH job AS (${job.cte}) SELECT 1 / ${fail ? 0 : 1} AS x`);
      job.after(t.db);
    };
    await expect(write(1, true, true)).rejects.toThrow(); // the statement failed: no job
    await write(2, false, false); // its condition is false: no job
    expect(await rows()).toEqual([]);
    await write(3, false, true);
    const deadline = Date.now() + 5000;
    while ((seen.length === 0 || (await rows()).length > 0) && Date.now() < deadline) await sleep(10);
    expect(seen).toEqual([{ n: 3 }]);
    expect(await rows()).toEqual([]); // its row went with the claim that followed it
    // A delayed keyed job: one per key, and nobody woken before it is due.
    const delayed = () => jobsCte('test.cte', [{ n: 4 }], { key: 'cte-key', delayMs: 60_000 });
    for (let i = 0; i < 2; i++) {
      const job = delayed();
      await t.db.execute(sql`WITH job AS (${job.cte}) SELECT 1`);
      job.after(t.db);
    }
    expect(await rows()).toEqual([expect.objectContaining({ name: 'test.cte', status: 'queued' })]);
    await q.stop();
  });

  it('backoffMs doubles from the base, within ±20 %, at most an hour', () => {
    for (const [attempt, base] of [
      [1, 1000],
      [2, 2000],
      [4, 8000],
    ] as const) {
      const d = backoffMs(attempt, 1000);
      expect(d).toBeGreaterThanOrEqual(base * 0.8);
      expect(d).toBeLessThanOrEqual(base * 1.2);
    }
    expect(backoffMs(40, 30_000)).toBeLessThanOrEqual(3_600_000 * 1.2);
  });
});
