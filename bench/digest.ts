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
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { DIGEST_JOBS, periodKey, scheduleDigests } from '../server/features/notifications/digest';
import { enqueue } from '../server/plugins/jobs';
import { type DbLabel, eachDatabase, fmt, runIfMain, smtpPass } from './smtp-bench';

const BENCH = { name: 'digest', key: 'digest' };
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
async function pass(label: DbLabel, members: number): Promise<DigestBenchResult | undefined> {
  return smtpPass(
    BENCH,
    label,
    (database) => seed(database, members),
    async (app, database, smtp) => {
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
    },
  );
}

/** Runs the passes the BENCH_DB choice asks for (print them with printDigest). */
export async function runDigestBench(dbChoice = (process.env.BENCH_DB ?? 'both').toLowerCase()) {
  const members = Math.round(Number(process.env.BENCH_DIGEST_MEMBERS) || 20_000);
  const doing = `a digest run to ${members.toLocaleString('en')} members`;
  return eachDatabase(BENCH, dbChoice, doing, (label) => pass(label, members));
}

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

runIfMain(import.meta.url, runDigestBench, printDigest);
