/**
 * The digest run benchmark (issue 17): BENCH_DIGEST_MEMBERS members (default 20,000), each with 1-3 unread
 * notifications kept for the digest and made after their last visit, a local SMTP receiver (smtp-server) as
 * SMTP_URL, then `scheduleDigests` and the job queue until every digest is settled. Prints the time (budget: under
 * 2 minutes) and checks exactly one digest per member: the messages the receiver accepted for each address, and
 * the period's digest_deliveries rows marked 'sent'. Once on PGlite and once on PostgreSQL.
 *
 * Part of `npm run bench` (BENCH_ONLY=digest runs it alone), or `npx tsx bench/digest.ts`. Environment:
 * BENCH_DIGEST_MEMBERS, BENCH_DB (pglite, postgres or both), DATABASE_URL (the PostgreSQL server to create the
 * bench database on), JOB_CONCURRENCY (jobs at once, 4).
 *
 * As in bench/newsletter.ts, the receiver, the app and its job workers share this process. The periodic digest
 * scheduler is held off, so the run is the one `scheduleDigests` call measured here.
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
import { DIGEST_JOBS, periodKey, scheduleDigests } from '../server/features/notifications/digest';
import { enqueue } from '../server/plugins/jobs';
import { dropDatabase } from './pg';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BUDGET_MS = 2 * 60_000;

export interface DigestBenchResult {
  label: string;
  members: number;
  /** Deliveries the scheduleDigests call made (and queued in batches of 200). */
  scheduled: number;
  scheduleMs: number;
  /** From the scheduleDigests call to the last digest settled and received. */
  totalMs: number;
  received: number;
  /** Members' addresses that received exactly one digest, more than one, none; and addresses not a member's. */
  exactlyOne: number;
  duplicated: number;
  missing: number;
  strangers: number;
  sentRows: number;
  otherRows: number;
}

/** Counts the messages accepted for each recipient address (without parsing them). */
async function receiver() {
  const perRecipient = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        total++;
        for (const r of session.envelope.rcptTo) {
          const a = r.address.toLowerCase();
          perRecipient.set(a, (perRecipient.get(a) ?? 0) + 1);
        }
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.server.address() as AddressInfo).port,
    total: () => total,
    perRecipient,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        setTimeout(r, 1000).unref();
      }),
  };
}

async function openPostgres() {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_PG_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  admin.on('error', () => {});
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL is unreachable (${(err as Error).message}): digest PostgreSQL pass skipped.`);
    return undefined;
  }
  const name = `bench_digest_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: u.toString() }),
    url: u.toString(),
    drop: async () => {
      await dropDatabase(admin, name).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

/** Members (joined a month ago), half of them seen two days ago, each with 1-3 digest items made yesterday. */
async function seed(database: Database, members: number) {
  const db = database.db;
  await db.execute(sql`
    INSERT INTO users (first_name, last_name, email, password_hash, roles, status, email_verified, created_at, updated_at)
    SELECT (ARRAY['Amina','Kwame','Wanjiru','Thabo','Chidi','Fatou'])[1 + g % 6],
           (ARRAY['Okafor','Mensah','Kamau','Nkosi','Diallo','Mwangi'])[1 + g % 6],
           'member' || g || '@digest.example.com', 'no-sign-in', ARRAY['user'], 'active', true,
           now() - interval '30 days', now() - interval '30 days'
    FROM generate_series(1, ${members}::int) g`);
  await db.execute(sql`
    INSERT INTO notification_settings (user_id, last_seen_at)
    SELECT id, now() - interval '2 days' FROM (SELECT id, row_number() OVER (ORDER BY id) rn FROM users) u
    WHERE rn % 2 = 0`);
  await db.execute(sql`
    WITH u AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users)
    INSERT INTO notifications (user_id, type, event_key, actor_ids, actor_count, data, url, email, created_at, last_event_at)
    SELECT u.id, t.type, 'digest-bench:' || k, ARRAY[a.id], 1,
           jsonb_build_object('excerpt', 'Update ' || k || ': building in public.', 'community', 'Community ' || k),
           '/community/bench?n=' || k, 'digest', now() - interval '1 day' + make_interval(mins => k),
           now() - interval '1 day' + make_interval(mins => k)
    FROM u CROSS JOIN LATERAL generate_series(1, 1 + (u.rn % 3)::int) k
    CROSS JOIN LATERAL (SELECT (ARRAY['comment_on_post','post_liked','new_post'])[k] AS type) t
    JOIN u a ON a.rn = 1 + (u.rn % ${members})`);
  // What every digest also shows: the newest articles and the next events.
  await db.execute(sql`
    INSERT INTO articles (title, summary, body, status, article_type, created_at, updated_at)
    SELECT 'Lessons from building startups, part ' || g, 'What founders learned.', '<p>Founders share.</p>',
           'approved', 'general', now() - make_interval(hours => g), now() - make_interval(hours => g)
    FROM generate_series(1, 5) g`);
  await db.execute(sql`
    INSERT INTO events (title, location, date, image)
    SELECT 'Founders meetup ' || g, 'Lagos', now() + make_interval(days => g), '/uploads/bench-event.webp'
    FROM generate_series(1, 3) g`);
  await db.execute(sql`ANALYZE`);
}

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  Number((await database.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

/** One pass: fresh database, the members, the app with its workers, one digest run. */
async function pass(label: 'PGlite' | 'PostgreSQL', members: number): Promise<DigestBenchResult | undefined> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-bench-digest-'));
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
    await seed(database, members);

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
      const period = periodKey('weekly');
      const name = DIGEST_JOBS.schedule;
      await enqueue(database.db, name, [{}], { key: `periodic:${name}`, delayMs: 24 * 3600_000, maxAttempts: 3 });
      const started = performance.now();
      const scheduled = await scheduleDigests(app.ctx);
      const scheduleMs = performance.now() - started;
      await app.ctx.jobs.start();
      const deadline = started + 15 * 60_000;
      for (;;) {
        const left = await count(
          database,
          sql`SELECT (SELECT count(*) FROM digest_deliveries WHERE status = 'sending')
                   + (SELECT count(*) FROM jobs WHERE name = ${DIGEST_JOBS.send}) AS n`,
        );
        if (left === 0 && smtp.total() >= scheduled) break;
        if (performance.now() > deadline) throw new Error(`${left} digests unsettled after 15 minutes`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const totalMs = performance.now() - started;
      await new Promise((r) => setTimeout(r, 1000)); // a late duplicate would arrive meanwhile
      await app.ctx.jobs.stop();

      const addresses = await database.db.execute<{ email: string }>(sql`SELECT lower(email) AS email FROM users`);
      let exactlyOne = 0;
      let duplicated = 0;
      let missing = 0;
      const known = new Set<string>();
      for (const { email } of addresses.rows) {
        known.add(email);
        const n = smtp.perRecipient.get(email) ?? 0;
        if (n === 1) exactlyOne++;
        else if (n > 1) duplicated++;
        else missing++;
      }
      const rows = sql`SELECT count(*)::int AS n FROM digest_deliveries WHERE period = ${period}`;
      return {
        label,
        members,
        scheduled,
        scheduleMs,
        totalMs,
        received: smtp.total(),
        exactlyOne,
        duplicated,
        missing,
        strangers: [...smtp.perRecipient.keys()].filter((a) => !known.has(a)).length,
        sentRows: await count(database, sql`${rows} AND status = 'sent'`),
        otherRows: await count(database, sql`${rows} AND status <> 'sent'`),
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

/** Runs the passes the BENCH_DB choice asks for (print them with printDigest). */
export async function runDigestBench(dbChoice = (process.env.BENCH_DB ?? 'both').toLowerCase()) {
  const members = Math.round(Number(process.env.BENCH_DIGEST_MEMBERS) || 20_000);
  const results: DigestBenchResult[] = [];
  for (const label of ['PGlite', 'PostgreSQL'] as const) {
    if (dbChoice !== 'both' && !label.toLowerCase().startsWith(dbChoice)) continue;
    console.log(`  digest: a digest run to ${members.toLocaleString('en')} members on ${label}…`);
    try {
      const r = await pass(label, members);
      if (r) results.push(r);
    } catch (err) {
      console.log(`  digest ${label} pass failed: ${(err as Error).stack ?? err}`);
    }
  }
  return results;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits });

export function printDigest(results: DigestBenchResult[]) {
  if (!results.length) return;
  console.log(
    '\nDigest run through a local SMTP receiver (smtp-server): scheduleDigests, then the job queue until done',
  );
  console.log(`  (budget: under ${BUDGET_MS / 60_000} minutes, exactly one digest per member):`);
  for (const r of results) {
    const once =
      r.exactlyOne === r.members && r.duplicated === 0 && r.strangers === 0 && r.sentRows === r.members && !r.otherRows;
    const inTime = r.totalMs < BUDGET_MS;
    console.log(
      `  ${r.label}: ${fmt(r.members)} members, ${fmt(r.scheduled)} digests scheduled in ${fmt(r.scheduleMs / 1000, 2)} s, ` +
        `all settled and received ${fmt(r.totalMs / 1000, 1)} s after the call (${fmt(r.received / (r.totalMs / 1000))} ` +
        `mails/s); ${fmt(r.received)} mails received: ${fmt(r.exactlyOne)} members got exactly one, ` +
        `${fmt(r.duplicated)} more than one, ${fmt(r.missing)} none, ${fmt(r.strangers)} other addresses; ` +
        `digest_deliveries ${fmt(r.sentRows)} 'sent', ${fmt(r.otherRows)} other. ` +
        `${inTime && once ? 'Within budget, exactly once.' : `OUTSIDE BUDGET${once ? '' : ' (not exactly once)'}.`}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runDigestBench().then(
    (results) => {
      printDigest(results);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
