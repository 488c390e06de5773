import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, oneTimeTokens, rateLimits, refreshTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { prune } from './service';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await signedInUser(t)).user.id;
});
afterAll(() => t.close());

const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const hash = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);

describe('housekeeping', () => {
  it('runs as a periodic job of the queue once the workers start', async () => {
    await t.db.execute(sql`DELETE FROM jobs`);
    await t.db
      .insert(rateLimits)
      .values({ key: 'login:ip:60:7.7.7.7', windowStart: new Date(Date.now() - DAY), count: 1 });
    await t.app.ctx.jobs.start();
    try {
      let left = 1;
      for (let i = 0; i < 100 && left > 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        left = (await t.db.select().from(rateLimits).where(sql`${rateLimits.key} = 'login:ip:60:7.7.7.7'`)).length;
      }
      expect(left).toBe(0);
    } finally {
      await t.app.ctx.jobs.stop();
    }
  });

  it('deletes ended rate-limit windows, spent links, old sessions and old failed jobs, and keeps the rest', async () => {
    await t.db.execute(sql`DELETE FROM rate_limits`);
    await t.db.execute(sql`DELETE FROM jobs`);
    await t.db.insert(rateLimits).values([
      { key: 'login:ip:60:1.2.3.4', windowStart: ago(2 * MIN), count: 3 }, // a 1-minute window that ended: gone
      { key: 'login:ip:60:::1', windowStart: ago(30_000), count: 3 }, // still counting (IPv6 id): kept
      { key: 'register:ip:3600:5.6.7.8', windowStart: ago(30 * MIN), count: 1 }, // an hour's window: kept
      { key: 'register:ip:3600:9.9.9.9', windowStart: ago(61 * MIN), count: 1 }, // gone
      { key: 'odd-key', windowStart: ago(2 * DAY), count: 1 }, // not in the usual form: a day, gone
      { key: 'odd-key-2', windowStart: ago(2 * MIN), count: 1 }, // kept
    ]);
    const ott = (purpose: 'verify-email' | 'reset-password', expiresAt: Date, usedAt: Date | null = null) => ({
      userId,
      purpose,
      tokenHash: hash(),
      expiresAt,
      usedAt,
    });
    const links = await t.db
      .insert(oneTimeTokens)
      .values([
        ott('reset-password', ago(MIN)), // expired: gone
        ott('verify-email', later(DAY), ago(MIN)), // used: gone
        ott('reset-password', later(30 * MIN)), // live: kept
      ])
      .returning({ id: oneTimeTokens.id });
    const rt = (expiresAt: Date, revokedAt: Date | null = null, usedAt: Date | null = null) => ({
      userId,
      familyId: crypto.randomUUID(),
      tokenHash: hash(),
      expiresAt,
      revokedAt,
      usedAt,
    });
    const sessions = await t.db
      .insert(refreshTokens)
      .values([
        rt(ago(31 * DAY)), // expired over 30 days ago: gone
        rt(ago(29 * DAY)), // expired, within 30 days: kept
        rt(later(5 * DAY), ago(31 * DAY)), // revoked over 30 days ago: gone
        rt(later(5 * DAY), ago(2 * DAY)), // revoked lately: kept
        rt(later(20 * DAY), null, ago(DAY)), // rotated, not expired (reuse detection): kept
      ])
      .returning({ id: refreshTokens.id });
    const job = (status: 'queued' | 'running' | 'failed', updatedAt: Date) => ({
      name: 'test.job',
      status,
      updatedAt,
      runAt: later(DAY),
    });
    const queued = await t.db
      .insert(jobs)
      .values([job('failed', ago(8 * DAY)), job('failed', ago(6 * DAY)), job('queued', ago(30 * DAY))])
      .returning({ id: jobs.id });

    expect(await prune(t.app.ctx, now)).toEqual({ rateLimits: 3, oneTimeTokens: 2, refreshTokens: 2, failedJobs: 1 });

    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();
    expect(keys).toEqual(['login:ip:60:::1', 'odd-key-2', 'register:ip:3600:5.6.7.8']);
    const left = async (table: typeof oneTimeTokens | typeof refreshTokens | typeof jobs, ids: { id: string }[]) => {
      const rows = await t.db.select({ id: table.id }).from(table);
      const here = new Set(rows.map((r) => r.id));
      return ids.map((r) => here.has(r.id));
    };
    expect(await left(oneTimeTokens, links)).toEqual([false, false, true]);
    expect(await left(refreshTokens, sessions)).toEqual([false, true, false, true, true]);
    expect(await left(jobs, queued)).toEqual([false, true, true]);
    // nothing more to do the second time
    expect(await prune(t.app.ctx, now)).toEqual({ rateLimits: 0, oneTimeTokens: 0, refreshTokens: 0, failedJobs: 0 });
  });
});
