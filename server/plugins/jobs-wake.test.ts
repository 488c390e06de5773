import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { jobQueueKit, sleep } from '../test/job-queue-kit';
import { enqueue, jobsCte } from './jobs';

// How the queue's workers are woken: after the commit that made jobs due, in this process and (by a NOTIFY) others.
const { app, queue, rows, sameDatabase, waitingQueue } = jobQueueKit();
let t: TestApp;
beforeAll(() => {
  t = app();
});

describe('the job queue wakes its workers', () => {
  it('wakes its workers when the write that enqueued a job commits, not before and not by polling', async () => {
    // The first look found nothing: the workers wait for a wake-up (or a minute).
    const { q, runs: ran } = await waitingQueue('test.wake');
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
    expect(ran[0]!.at - committed).toBeLessThan(2000);
    // Outside a transaction, the enqueue's own statement is the commit.
    const before = Date.now();
    await enqueue(t.db, 'test.wake', [{}]);
    while (ran.length === 1 && Date.now() < deadline + 5000) await sleep(10);
    expect(ran).toHaveLength(2);
    expect(ran[1]!.at - before).toBeLessThan(2000);
    await q.stop();
    expect(await rows()).toEqual([]);
  });

  it('on PostgreSQL, wakes the workers of another process once the write commits (a NOTIFY outside it)', async () => {
    const url = process.env.DATABASE_URL;
    if (t.ctx.database.kind !== 'postgres' || !url) return;
    const other = await sameDatabase(url, 2);
    try {
      const { q, runs: ran } = await waitingQueue('test.elsewhere', other);
      // This process's queue (the app's) listens on the first database: it sends the NOTIFY after the commit.
      const committed = await t.db.transaction(async (tx) => {
        await enqueue(tx, 'test.elsewhere', [{}]);
        return Date.now();
      });
      const deadline = Date.now() + 5000;
      while (ran.length === 0 && Date.now() < deadline) await sleep(10);
      expect(ran).toHaveLength(1);
      expect(ran[0]!.at - committed).toBeLessThan(2000);
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
    const { q, runs: ran } = await waitingQueue('test.announced');
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
    const { q, runs: seen } = await waitingQueue('test.cte');
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
    expect(seen.map((r) => r.payload)).toEqual([{ n: 3 }]);
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
});
