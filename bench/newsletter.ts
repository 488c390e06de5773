/**
 * The newsletter send benchmark (issue 10): 10,000 confirmed subscribers, one POST /api/newsletter/send, and a
 * local SMTP receiver (smtp-server) counting the mails. Prints the time to answer the POST, the time from the
 * POST to the last mail received, and mails per second; once on PGlite and once on PostgreSQL.
 *
 * Part of `npm run bench` (BENCH_ONLY=newsletter runs it with only the ceiling), or alone:
 * `npx tsx bench/newsletter.ts`. Environment: BENCH_SUBSCRIBERS (default 10000), BENCH_DB (pglite, postgres or
 * both), DATABASE_URL (the PostgreSQL server to create the bench database on), JOB_CONCURRENCY (jobs at once, 4).
 *
 * The receiver runs in this process (it only counts messages, without parsing them), as does the app and its
 * job queue's workers: on a 2-core machine the three share the CPU with PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { insertUser } from '../server/features/users/queries';
import { hashPassword } from '../server/lib/passwords';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench-Newsletter-2026';

export interface NewsletterBenchResult {
  label: string;
  subscribers: number;
  /** POST /send answered (the send and its deliveries written, jobs enqueued). */
  answerMs: number;
  /** From the POST to the last mail received by the SMTP receiver. */
  lastMailMs: number;
  mailsPerSecond: number;
  /** From the POST to the send marked finished. */
  finishedMs: number;
  received: number;
}

async function receiver() {
  let count = 0;
  let onCount: (() => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, _session, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        count++;
        onCount?.();
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.server.address() as AddressInfo).port,
    count: () => count,
    onCount: (fn: () => void) => {
      onCount = fn;
    },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        setTimeout(r, 1000).unref();
      }),
  };
}

async function openPostgres(): Promise<{ database: Database; url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_PG_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  admin.on('error', () => {});
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL is unreachable (${(err as Error).message}): newsletter PostgreSQL pass skipped.`);
    return undefined;
  }
  const name = `bench_news_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString() });
  return {
    database,
    url: u.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

/** One pass: fresh database with N active subscribers, the app with its workers, one send. */
async function pass(label: 'PGlite' | 'PostgreSQL', subscribers: number): Promise<NewsletterBenchResult | undefined> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-bench-news-'));
  const smtp = await receiver();
  let database: Database | undefined;
  let drop = async () => {};
  let databaseUrl: string | undefined;
  try {
    if (label === 'PostgreSQL') {
      const opened = await openPostgres();
      if (!opened) return undefined;
      ({ database, drop } = opened);
      databaseUrl = opened.url;
    } else database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    await database.migrate();
    await database.db.execute(sql`
      INSERT INTO newsletter_subscribers (email, status, unsubscribe_token, confirmed_at)
      SELECT 'reader' || g || '@example.com', 'active', md5(random()::text) || md5(random()::text) || g, now()
      FROM generate_series(1, ${subscribers}) g`);
    const email = `bench-admin-${randomBytes(4).toString('hex')}@example.com`;
    await insertUser(database.db, {
      firstName: 'Bench',
      lastName: 'Admin',
      email,
      passwordHash: await hashPassword(PASSWORD),
      roles: ['admin'],
      emailVerified: true,
      status: 'active',
    });

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: randomBytes(36).toString('base64url'),
      RATE_LIMITS: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      JOB_CONCURRENCY: process.env.JOB_CONCURRENCY ?? '4',
    });
    const app = await buildApp({ config, database, logger: false, webDir: path.join(dataDir, 'no-web') });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      await app.ctx.jobs.start();
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const auth = await fetch(`${base}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const { token } = (await auth.json()) as { token: string };

      let lastMailAt = 0;
      const allReceived = new Promise<void>((resolve) =>
        smtp.onCount(() => {
          if (smtp.count() >= subscribers) {
            lastMailAt = performance.now();
            resolve();
          }
        }),
      );
      const started = performance.now();
      const res = await fetch(`${base}/api/newsletter/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ subject: 'Benchmark news', content: 'Hello founders,\n\nThis is the benchmark.' }),
      });
      const answered = performance.now();
      if (res.status !== 202) throw new Error(`send answered ${res.status}: ${await res.text()}`);
      const { _id } = (await res.json()) as { _id: string };
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`only ${smtp.count()} mails after 15 minutes`)), 15 * 60_000).unref(),
      );
      await Promise.race([allReceived, timeout]);
      let finishedAt = 0;
      for (;;) {
        const p = (await (
          await fetch(`${base}/api/newsletter/sends/${_id}`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { status: string; sent: number };
        if (p.status === 'finished') {
          finishedAt = performance.now();
          break;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      const lastMailMs = lastMailAt - started;
      return {
        label,
        subscribers,
        answerMs: answered - started,
        lastMailMs,
        mailsPerSecond: subscribers / (lastMailMs / 1000),
        finishedMs: finishedAt - started,
        received: smtp.count(),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database?.close().catch(() => {});
    await drop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the passes the BENCH_DB choice asks for (print them with printNewsletter). */
export async function runNewsletterBench(dbChoice = (process.env.BENCH_DB ?? 'both').toLowerCase()) {
  const subscribers = Math.round(Number(process.env.BENCH_SUBSCRIBERS) || 10_000);
  const results: NewsletterBenchResult[] = [];
  for (const label of ['PGlite', 'PostgreSQL'] as const) {
    if (dbChoice !== 'both' && !label.toLowerCase().startsWith(dbChoice)) continue;
    console.log(`  newsletter: sending to ${subscribers.toLocaleString('en')} subscribers on ${label}…`);
    try {
      const r = await pass(label, subscribers);
      if (r) results.push(r);
    } catch (err) {
      console.log(`  newsletter ${label} pass failed: ${(err as Error).stack ?? err}`);
    }
  }
  return results;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits });

export function printNewsletter(results: NewsletterBenchResult[]) {
  if (!results.length) return;
  console.log('\nNewsletter send through a local SMTP receiver (smtp-server), one POST /api/newsletter/send:');
  for (const r of results) {
    console.log(
      `  ${r.label}: ${fmt(r.subscribers)} subscribers, POST answered in ${fmt(r.answerMs)} ms, last mail ` +
        `${fmt(r.lastMailMs / 1000, 2)} s after the POST (${fmt(r.mailsPerSecond)} mails/s), send finished at ` +
        `${fmt(r.finishedMs / 1000, 2)} s; ${fmt(r.received)} mails received.`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runNewsletterBench().then(
    (results) => {
      printNewsletter(results);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
