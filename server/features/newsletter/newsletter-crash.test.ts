import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { createJobQueue } from '../../plugins/jobs';
import type { TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/factories';
import { withDb } from '../../test/global-setup';
import { registerJobs } from './service';

/**
 * The guarantee under real failures: the app process that sends a newsletter is killed (SIGKILL) in the middle
 * of sending and started again; then two processes send at once. Every subscriber receives the newsletter
 * exactly once at a real SMTP receiver. On PostgreSQL the senders are separate processes sharing the database;
 * on PGlite (one process per data folder) the killed process is restarted on its data folder, and the two
 * senders are two job queues of one process.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pgUrl = process.env.DATABASE_URL;
const SECRET = 'test-secret-test-secret-test-secret-0123';
const SUBSCRIBERS = 160;

interface Receiver {
  port: number;
  accepted: Array<{ to: string; messageId: string }>;
  /** Stop accepting: messages being transmitted now and later are never acknowledged. */
  hold(on: boolean): void;
  onAccept?: (n: number) => void;
  close(): Promise<void>;
}

async function receiver(): Promise<Receiver> {
  let holding = false;
  const r: Partial<Receiver> & { accepted: Receiver['accepted'] } = { accepted: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, cb) {
      simpleParser(stream).then((m) => {
        if (holding) return; // never answered: the sender is killed while waiting for it
        r.accepted.push({
          to: ((Array.isArray(m.to) ? m.to[0] : m.to)?.text ?? '').toLowerCase(),
          messageId: m.messageId ?? '',
        });
        cb();
        r.onAccept?.(r.accepted.length);
      }, cb);
    },
  });
  // A killed sender resets its connections: expected here, not an error of the test.
  server.on('error', () => {});
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
  return Object.assign(r, {
    port: (server.server.address() as { port: number }).port,
    hold: (on: boolean) => {
      holding = on;
    },
    close: () =>
      new Promise<void>((res) => {
        server.close(() => res());
        // Connections of a killed process may linger; do not wait for them.
        setTimeout(res, 500).unref();
      }),
  }) as Receiver;
}

interface Env {
  dataDir: string;
  databaseUrl?: string;
  database: Database;
  app: Awaited<ReturnType<typeof buildApp>>;
  drop(): Promise<void>;
}

/** A database that outlives the process (PostgreSQL, or PGlite in the data folder), with an app on it. */
async function openEnv(smtpPort: number): Promise<Env> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-crash-'));
  let database: Database;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (pgUrl) {
    const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    databaseUrl = withDb(pgUrl, name);
    database = await openDatabase({ databaseUrl, poolSize: 3 });
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    database = await openDatabase({
      pgliteDir: path.join(dataDir, 'db'),
      pgliteLoad: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
  }
  const config = loadConfig(childEnv(dataDir, smtpPort, databaseUrl));
  const app = await buildApp({ config, database, logger: false, webDir: path.join(dataDir, 'no-web') });
  await app.ready();
  return { dataDir, databaseUrl, database, app, drop };
}

function childEnv(dataDir: string, smtpPort: number, databaseUrl?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JWT_SECRET: SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMITS: 'off',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_CACHE_MS: '0',
    JOB_LEASE_MS: '2000',
    JOB_RETRY_MS: '100',
    // Two batches at a time per process, so that two processes share a send's batches.
    JOB_CONCURRENCY: '2',
  };
}

/** The real server (server/main.ts) in a child process: it runs the job queue's workers. */
function startServer(env: Record<string, string>, port = 0) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<NodeJS.Signals | number | null>((res) =>
    child.on('exit', (code, sig) => res(sig ?? code)),
  );
  const ready = until('the server to start', () => output.includes('is running at'));
  ready.catch(() => {});
  return { child, exited, ready, output: () => output };
}
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

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

/** A port nothing listens on now. */
async function freePort() {
  const { createServer } = await import('node:net');
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

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

function expectExactlyOnce(accepted: Receiver['accepted']) {
  const per = new Map<string, number>();
  for (const m of accepted) per.set(m.to, (per.get(m.to) ?? 0) + 1);
  const twice = [...per].filter(([, n]) => n > 1);
  expect(twice).toEqual([]);
  expect(per.size).toBe(SUBSCRIBERS);
  for (let i = 1; i <= SUBSCRIBERS; i++) expect(per.get(`crash${i}@example.com`)).toBe(1);
  expect(new Set(accepted.map((m) => m.messageId)).size).toBe(SUBSCRIBERS);
}

describe(`a send survives its process being killed (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('SIGKILL mid-send, restart: every subscriber is mailed exactly once', async () => {
    const smtp = await receiver();
    const env = await openEnv(smtp.port);
    try {
      const sendId = await seedAndSend(env);
      if (!pgUrl) await env.database.close(); // PGlite: one process per data folder
      const vars = childEnv(env.dataDir, smtp.port, env.databaseUrl);

      // First process: killed once a third of the mails are accepted, while others are being transmitted.
      const port = await freePort();
      const first = startServer(vars, port);
      children.push(first.child);
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
      children.push(second.child);
      await until('every mail accepted', () => smtp.accepted.length >= SUBSCRIBERS);
      if (pgUrl)
        await until('send finished', async () => (await deliveryStates(env.database, sendId)).send === 'finished');
      else await new Promise((r) => setTimeout(r, 2000));
      second.child.kill('SIGTERM');
      expect(await second.exited, second.output()).toBe(0);

      expectExactlyOnce(smtp.accepted);
      const database = pgUrl ? env.database : await openDatabase({ pgliteDir: path.join(env.dataDir, 'db') });
      try {
        expect(await deliveryStates(database, sendId)).toEqual({ deliveries: { sent: SUBSCRIBERS }, send: 'finished' });
      } finally {
        if (!pgUrl) await database.close();
      }
    } finally {
      await env.app.close().catch(() => {});
      await env.database.close().catch(() => {});
      await env.drop();
      await smtp.close();
      rmSync(env.dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('two senders at once: every subscriber is mailed exactly once, and both sent some', async () => {
    const smtp = await receiver();
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
        const vars = childEnv(env.dataDir, smtp.port, env.databaseUrl);
        const a = startServer(vars);
        const b = startServer(vars);
        children.push(a.child, b.child);
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
      await env.app.close().catch(() => {});
      await env.database.close().catch(() => {});
      await env.drop();
      await smtp.close();
      rmSync(env.dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
