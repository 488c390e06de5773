import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import type { TestApp } from '../test/app';
import { jobQueueKit, sleep } from '../test/job-queue-kit';
import { backoffMs, claimJobs, enqueue, RetryLater } from './jobs';

// The queue's runs, retries, leases and deletes (its wake-ups and NOTIFYs: jobs-wake.test.ts).
const { app, queue, rows, waitingQueue } = jobQueueKit();
let t: TestApp;
beforeAll(() => {
  t = app();
});
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
    const { q, runs } = await waitingQueue('test.once');
    await enqueue(t.db, 'test.once', [{}]);
    const deadline = Date.now() + 5000;
    while (((await rows()).length > 0 || runs.length === 0) && Date.now() < deadline) await sleep(10);
    expect(runs).toHaveLength(1);
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
