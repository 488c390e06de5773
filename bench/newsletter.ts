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
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { insertUser } from '../server/features/users/queries';
import { hashPassword } from '../server/lib/passwords';
import { type DbLabel, eachDatabase, fmt, runIfMain, smtpPass } from './smtp-bench';

const BENCH = { name: 'newsletter', key: 'news' };
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

/** One pass: fresh database with N active subscribers, the app with its workers, one send. */
async function pass(label: DbLabel, subscribers: number): Promise<NewsletterBenchResult | undefined> {
  const email = `bench-admin-${randomBytes(4).toString('hex')}@example.com`;
  const seed = async (database: Database) => {
    await database.db.execute(sql`
      INSERT INTO newsletter_subscribers (email, status, unsubscribe_token, confirmed_at)
      SELECT 'reader' || g || '@example.com', 'active', md5(random()::text) || md5(random()::text) || g, now()
      FROM generate_series(1, ${subscribers}) g`);
    await insertUser(database.db, {
      firstName: 'Bench',
      lastName: 'Admin',
      email,
      passwordHash: await hashPassword(PASSWORD),
      roles: ['admin'],
      emailVerified: true,
      status: 'active',
    });
  };
  return smtpPass(BENCH, label, seed, async (app, _database, smtp) => {
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
      smtp.onMessage(() => {
        if (smtp.total() >= subscribers) {
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
      setTimeout(() => reject(new Error(`only ${smtp.total()} mails after 15 minutes`)), 15 * 60_000).unref(),
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
      received: smtp.total(),
    };
  });
}

/** Runs the passes the BENCH_DB choice asks for (print them with printNewsletter). */
export async function runNewsletterBench(dbChoice = (process.env.BENCH_DB ?? 'both').toLowerCase()) {
  const subscribers = Math.round(Number(process.env.BENCH_SUBSCRIBERS) || 10_000);
  const doing = `sending to ${subscribers.toLocaleString('en')} subscribers`;
  return eachDatabase(BENCH, dbChoice, doing, (label) => pass(label, subscribers));
}

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

runIfMain(import.meta.url, runNewsletterBench, printNewsletter);
