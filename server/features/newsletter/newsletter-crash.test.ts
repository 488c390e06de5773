import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createJobQueue } from '../../plugins/jobs';
import type { TestApp } from '../../test/app';
import {
  type Env,
  expectEachOnce,
  freePort,
  killChildren,
  onDatabase,
  openEnv,
  pgUrl,
  startServer,
  until,
} from '../../test/crash';
import { smtpReceiver } from '../../test/smtp';
import { signedInAdmin } from '../../test/factories';
import { registerJobs } from './service';

/**
 * The guarantee under real failures: the app process that sends a newsletter is killed (SIGKILL) in the middle
 * of sending and started again; then two processes send at once. Every subscriber receives the newsletter
 * exactly once at a real SMTP receiver. On PostgreSQL the senders are separate processes sharing the database;
 * on PGlite (one process per data folder) the killed process is restarted on its data folder, and the two
 * senders are two job queues of one process.
 */
const SUBSCRIBERS = 160;
afterEach(killChildren);

async function seedAndSend(env: Env) {
  await seed(env);
  return send(env);
}
const seed = (env: Env) =>
  env.database.db.execute(sql`
    INSERT INTO newsletter_subscribers (email, status, unsubscribe_token)
    SELECT 'crash' || g || '@example.com', 'active', 'tok-' || g || '-' || md5(random()::text)
    FROM generate_series(1, ${SUBSCRIBERS}) g`);
async function send(env: Env) {
  const admin = await signedInAdmin({ app: env.app, db: env.database.db } as unknown as TestApp);
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/newsletter/send',
    headers: admin.headers,
    payload: { subject: 'Crash test', content: 'Exactly once, please.' },
  });
  expect(res.statusCode).toBe(202);
  lastAdminHeaders = admin.headers;
  return res.json()._id as string;
}
let lastAdminHeaders: Record<string, string> = {};

async function deliveryStates(database: Database, sendId: string) {
  const res = await database.db.execute<{ status: string; n: number }>(
    sql`SELECT status, count(*)::int AS n FROM newsletter_deliveries WHERE send_id = ${sendId} GROUP BY status`,
  );
  const send = await database.db.execute<{ status: string }>(
    sql`SELECT status FROM newsletter_sends WHERE id = ${sendId}`,
  );
  return {
    deliveries: Object.fromEntries(res.rows.map((r) => [r.status, Number(r.n)])),
    send: send.rows[0]?.status,
  };
}

const expectExactlyOnce = (accepted: Parameters<typeof expectEachOnce>[0]) =>
  expectEachOnce(
    accepted,
    Array.from({ length: SUBSCRIBERS }, (_, i) => `crash${i + 1}@example.com`),
  );

describe(`a send survives its process being killed (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('SIGKILL mid-send, restart: every subscriber is mailed exactly once', async () => {
    const smtp = await smtpReceiver();
    const env = await openEnv(smtp.port);
    try {
      const sendId = await seedAndSend(env);
      if (!pgUrl) await env.database.close(); // PGlite: one process per data folder
      const vars = env.vars;

      // First process: killed once a third of the mails are accepted, while others are being transmitted.
      const port = await freePort();
      const first = startServer(vars, port);
      const killAt = Math.floor(SUBSCRIBERS / 3);
      smtp.onAccept = (n) => {
        if (n !== killAt) return;
        smtp.hold(true);
        const kill = async () => {
          // Every acknowledged mail is recorded as sent before the kill (read through the server's own progress
          // call): only unacknowledged mails are in flight when it dies.
          const headers = lastAdminHeaders;
          await until('acknowledged mails recorded', async () => {
            const res = await fetch(`http://127.0.0.1:${port}/api/newsletter/sends/${sendId}`, {
              headers: { ...headers, connection: 'close' },
            }).catch(() => undefined);
            return !!res?.ok && ((await res.json()) as { sent: number }).sent >= smtp.accepted.length;
          });
          first.child.kill('SIGKILL');
        };
        void kill();
      };
      expect(await first.exited, first.output()).toBe('SIGKILL');
      const atKill = smtp.accepted.length;
      expect(atKill).toBeGreaterThanOrEqual(killAt);
      expect(atKill).toBeLessThan(SUBSCRIBERS);
      if (pgUrl) {
        const s = await deliveryStates(env.database, sendId);
        expect(s.send).toBe('sending');
        expect(s.deliveries.sent).toBe(atKill);
      }

      // Second process: picks the killed process's batches up once their lease lapses, and finishes.
      smtp.hold(false);
      smtp.onAccept = undefined;
      const second = startServer(vars);
      await until('every mail accepted', () => smtp.accepted.length >= SUBSCRIBERS);
      if (pgUrl)
        await until('send finished', async () => (await deliveryStates(env.database, sendId)).send === 'finished');
      else await new Promise((r) => setTimeout(r, 2000));
      second.child.kill('SIGTERM');
      expect(await second.exited, second.output()).toBe(0);

      expectExactlyOnce(smtp.accepted);
      expect(await onDatabase(env, (database) => deliveryStates(database, sendId))).toEqual({
        deliveries: { sent: SUBSCRIBERS },
        send: 'finished',
      });
    } finally {
      await env.close();
      await smtp.close();
    }
  }, 240_000);

  it('two senders at once: every subscriber is mailed exactly once, and both sent some', async () => {
    const smtp = await smtpReceiver();
    const env = await openEnv(smtp.port);
    const workers = new Set<string>();
    const sampleWorkers = async () => {
      const res = await env.database.db.execute<{ locked_by: string }>(
        sql`SELECT DISTINCT locked_by FROM jobs WHERE status = 'running' AND name = 'newsletter.deliver'`,
      );
      for (const r of res.rows) workers.add(r.locked_by);
    };
    try {
      await seed(env);
      if (pgUrl) {
        const vars = env.vars;
        const a = startServer(vars);
        const b = startServer(vars);
        await Promise.all([a.ready, b.ready]);
        const sendId = await send(env);
        await until('send finished', async () => {
          await sampleWorkers();
          return (await deliveryStates(env.database, sendId)).send === 'finished';
        });
        a.child.kill('SIGTERM');
        b.child.kill('SIGTERM');
        expect(await a.exited, a.output()).toBe(0);
        expect(await b.exited, b.output()).toBe(0);
        expect(await deliveryStates(env.database, sendId)).toEqual({
          deliveries: { sent: SUBSCRIBERS },
          send: 'finished',
        });
      } else {
        // Two job queues on the one PGlite database, each with its own workers.
        const queues = [1, 2].map(() =>
          createJobQueue({ database: env.database, log: env.app.log, concurrency: 2, leaseMs: 2000, retryMs: 100 }),
        );
        for (const queue of queues) {
          registerJobs({ ...env.app.ctx, jobs: queue });
          await queue.start();
        }
        const sendId = await send(env);
        await until('send finished', async () => {
          await sampleWorkers();
          return (await deliveryStates(env.database, sendId)).send === 'finished';
        });
        await Promise.all(queues.map((q) => q.stop()));
        expect(await deliveryStates(env.database, sendId)).toEqual({
          deliveries: { sent: SUBSCRIBERS },
          send: 'finished',
        });
      }
      await new Promise((r) => setTimeout(r, 500));
      expectExactlyOnce(smtp.accepted);
      expect(workers.size).toBe(2);
    } finally {
      await env.close();
      await smtp.close();
    }
  }, 240_000);
});
