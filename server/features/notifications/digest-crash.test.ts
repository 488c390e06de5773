import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  type Env,
  expectEachOnce,
  killChildren,
  onDatabase,
  openEnv,
  pgUrl,
  sleep,
  startServer,
  until,
} from '../../test/crash';
import { smtpReceiver } from '../../test/smtp';
import { DIGEST_JOBS, periodKey, scheduleDigests } from './digest';

/**
 * A digest is never sent twice for one period, even when the process sending the digests is killed (SIGKILL)
 * mid-run and started again: every member receives the period's digest exactly once at a real SMTP receiver.
 * The period's digests are scheduled here, through an app on the shared database; the real server
 * (server/main.ts) sends them in a child process (its own scheduler, run at start, finds nothing more to queue).
 */
const MEMBERS = 300; // two batches of the scheduler (200 + 100), sent at once by a child (JOB_CONCURRENCY 2)
afterEach(killChildren);

const emailOf = (i: number) => `member${i}@digest-crash.example.com`;
const members = Array.from({ length: MEMBERS }, (_, i) => emailOf(i + 1));

/** Members due a digest: active, verified, never seen, each with an unread notification kept for the digest. */
async function seed(env: Env) {
  const db = env.database.db;
  await db.execute(sql`
    INSERT INTO users (first_name, last_name, email, password_hash, roles, status, email_verified)
    VALUES ('Fan', 'Obi', 'fan@digest-crash.example.com', 'no-sign-in', ARRAY['user'], 'active', true)`);
  await db.execute(sql`
    INSERT INTO users (first_name, last_name, email, password_hash, roles, status, email_verified)
    SELECT 'Member', 'No ' || g, 'member' || g || '@digest-crash.example.com', 'no-sign-in', ARRAY['user'],
           'active', true
    FROM generate_series(1, ${MEMBERS}::int) g`);
  await db.execute(sql`
    INSERT INTO notifications (user_id, type, event_key, actor_ids, actor_count, data, url, email)
    SELECT u.id, 'post_liked', 'digest-crash:' || u.id, ARRAY[f.id], 1,
           jsonb_build_object('excerpt', 'Building in public'), '/community/crash', 'digest'
    FROM users u, users f
    WHERE u.email LIKE 'member%@digest-crash.example.com' AND f.email = 'fan@digest-crash.example.com'`);
  const ids = await db.execute<{ id: string; email: string }>(
    sql`SELECT id, email FROM users WHERE email LIKE 'member%@digest-crash.example.com'`,
  );
  return new Map(ids.rows.map((r) => [r.email, r.id]));
}

/** The period's deliveries by status, and the digest batches still queued or running. */
async function states(database: Database, period: string) {
  const res = await database.db.execute<{ status: string; n: number }>(
    sql`SELECT status, count(*)::int AS n FROM digest_deliveries WHERE period = ${period} GROUP BY status`,
  );
  const jobs = await database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM jobs WHERE name = ${DIGEST_JOBS.send}`,
  );
  return {
    deliveries: Object.fromEntries(res.rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>,
    jobs: Number(jobs.rows[0]!.n),
  };
}

describe(`a digest run survives its process being killed (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("SIGKILL mid-run, restart: every member gets the period's digest exactly once", async () => {
    const smtp = await smtpReceiver();
    const env = await openEnv(smtp.port);
    try {
      const userIds = await seed(env);
      const period = periodKey('weekly'); // the default rhythm
      expect(await scheduleDigests(env.app.ctx)).toBe(MEMBERS);
      expect(await states(env.database, period)).toEqual({ deliveries: { sending: MEMBERS }, jobs: 2 });
      if (!pgUrl) await env.database.close(); // PGlite: one process per data folder

      // First process: killed once a third of the digests are accepted, while others are being transmitted.
      const first = startServer(env.vars);
      const killAt = Math.floor(MEMBERS / 3);
      smtp.onAccept = (n) => {
        if (n !== killAt) return;
        smtp.hold(true);
        void (async () => {
          // Each acknowledged digest is recorded 'sent' at once, before the next is mailed. PostgreSQL: read it
          // from here (for at most 5 s, then the kill comes anyway and the check below fails). PGlite: the child
          // holds the data folder; it gets a second, and the folder is read after the kill.
          if (pgUrl)
            await until(
              'acknowledged digests recorded',
              async () => ((await states(env.database, period)).deliveries.sent ?? 0) >= smtp.accepted.length,
              5000,
            ).catch(() => {});
          else await sleep(1000);
          first.child.kill('SIGKILL');
        })();
      };
      expect(await first.exited, first.output()).toBe('SIGKILL');
      const atKill = smtp.accepted.length;
      expect(atKill).toBeGreaterThanOrEqual(killAt);
      expect(atKill).toBeLessThan(MEMBERS);
      // Only the unacknowledged digests in flight died with the process: every acknowledged one is 'sent'.
      expect(await onDatabase(env, (database) => states(database, period))).toEqual({
        deliveries: { sent: atKill, sending: MEMBERS - atKill },
        jobs: 2,
      });

      // Second process: takes the killed process's batches once their lease lapses (JOB_LEASE_MS), and finishes.
      smtp.hold(false);
      smtp.onAccept = undefined;
      const second = startServer(env.vars);
      await until('every member mailed', () => new Set(smtp.accepted.map((m) => m.to)).size >= MEMBERS);
      if (pgUrl)
        await until('every digest recorded', async () => {
          const s = await states(env.database, period);
          return s.deliveries.sent === MEMBERS && s.jobs === 0;
        });
      else await sleep(2000);
      await sleep(500); // a digest sent twice would arrive now
      second.child.kill('SIGTERM');
      expect(await second.exited, second.output()).toBe(0);

      expectEachOnce(smtp.accepted, members);
      const host = new URL(env.vars.PUBLIC_URL!).hostname;
      for (const m of smtp.accepted)
        expect(m.messageId).toBe(`<digest-${userIds.get(m.to)}-${period.replace(':', '-')}@${host}>`);
      expect(await onDatabase(env, (database) => states(database, period))).toEqual({
        deliveries: { sent: MEMBERS },
        jobs: 0,
      });
    } finally {
      await env.close();
      await smtp.close();
    }
  }, 240_000);
});
