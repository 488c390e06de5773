/**
 * Notifications in `npm run bench` (issue 17): the bell's reads, the job workers, the fan-out of a new post to a
 * community of BENCH_BIG_COMMUNITY members (bench/notifications-data.ts), and what the mixed load's writes made.
 *
 * - Reads (BENCH_ONLY=notifications): GET /api/notifications/unread-count, polled by every open page (budget:
 *   ≥ 25 % of the ceiling, p99 < 25 ms on PostgreSQL), and GET /api/notifications?limit=20 (the signed-in budget).
 * - Job workers: the bench app runs them as `npm start` does, so writes make notifications through the queue
 *   while measured. The digest scheduler alone is held off for a day: a digest run is a burst once a period,
 *   measured on its own by bench/digest.ts, not something to land in the middle of a 5 s scenario.
 * - Fan-out (BENCH_ONLY=fan-out): first with the workers paused, to check that the request made the post and one job
 *   row and no notification; then BENCH_FANOUT_POSTS posts (default 3) with the workers running: each request's
 *   latency and the time until every member has the notification.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { DIGEST_JOBS } from '../server/features/notifications/digest';
import { JOBS } from '../server/features/notifications/events';
import { enqueue } from '../server/plugins/jobs';
import type { Scenario, ScenarioContext } from './scenarios';
import { fmt } from './table';

const DAY_MS = 24 * 3600 * 1000;

/** The i-th member, as run.ts's signed-in scenarios pick them (so their tokens are reused). */
const member = (ctx: ScenarioContext, i: number) => {
  const pool = ctx.data.signInUsers;
  if (!pool.length) throw new Error('no seeded account can sign in');
  return pool[(i * 7919) % pool.length]!;
};
const asMember = async (ctx: ScenarioContext, i: number) => ({
  authorization: `Bearer ${await ctx.tokenFor(member(ctx, i).email)}`,
});

export const notificationScenarios: Scenario[] = [
  {
    name: 'GET /api/notifications/unread-count (signed in)',
    kind: 'signed-in-poll',
    method: 'GET',
    path: '/api/notifications/unread-count',
    variants: 32,
    headers: asMember,
  },
  {
    name: 'GET /api/notifications?limit=20 (signed in)',
    kind: 'signed-in',
    method: 'GET',
    path: '/api/notifications?limit=20',
    variants: 32,
    headers: asMember,
  },
];

/**
 * Starts the app's job workers, the digest scheduler held off (see above). BENCH_JOBS=off leaves them stopped, to
 * compare the mixed load without the notifications' work (its jobs are still enqueued by the writes).
 */
export async function startJobs(app: FastifyInstance) {
  if (process.env.BENCH_JOBS === 'off') return;
  const name = DIGEST_JOBS.schedule;
  await enqueue(app.ctx.db, name, [{}], { key: `periodic:${name}`, delayMs: DAY_MS, maxAttempts: 3 });
  await app.ctx.jobs.start();
}

export const fanOutSelected = (only: string[]) =>
  !only.length || only.some((w) => w === 'fan-out' || w === 'fanout' || w === 'notifications');

export interface FanOutPost {
  answerMs: number;
  /** From the POST to the last of the post's notifications (paused: from the workers' start). */
  allMadeMs: number;
  made: number;
}

export interface FanOutResult {
  members: number;
  expected: number;
  /** With the workers paused: what the request alone wrote. */
  paused: FanOutPost & { posts: number; jobs: number; notificationsAtAnswer: number };
  running: FanOutPost[];
  failure?: string;
}

const count = async (db: Db, query: ReturnType<typeof sql>) =>
  Number((await db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);
const madeFor = (db: Db, postId: string) =>
  count(db, sql`SELECT count(*)::int AS n FROM notifications WHERE post_id = ${postId}`);

async function waitForAll(db: Db, postId: string, expected: number, since: number) {
  const deadline = since + 10 * 60_000;
  for (;;) {
    const made = await madeFor(db, postId);
    if (made >= expected) return { made, allMadeMs: performance.now() - since };
    if (performance.now() > deadline) throw new Error(`only ${made} of ${expected} notifications after 10 minutes`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function post(ctx: ScenarioContext, token: string, clubId: string, body: string) {
  const started = performance.now();
  const res = await fetch(`${ctx.baseUrl}/api/post/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body, club: clubId }),
  });
  const answerMs = performance.now() - started;
  if (!res.ok) throw new Error(`POST /api/post/create answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  return { id: ((await res.json()) as { _id: string })._id, answerMs, started };
}

/** Times new posts in the big community: the request, and the job's batches until every member has the row. */
export async function runFanOut(ctx: ScenarioContext, app: FastifyInstance): Promise<FanOutResult | undefined> {
  const { bigClubId, bigClubPosters = [], bigClubMembers = 0 } = ctx.data;
  if (!bigClubId || !bigClubPosters.length) return undefined;
  const db = app.ctx.db;
  const posts = Math.max(1, Math.round(Number(process.env.BENCH_FANOUT_POSTS) || 3));
  const recipients = (authorId: string) =>
    count(
      db,
      sql`SELECT count(*)::int AS n FROM club_members m JOIN notification_settings s ON s.user_id = m.user_id
          WHERE m.club_id = ${bigClubId} AND (s.types -> 'new_post' ->> 'inApp')::boolean AND m.user_id <> ${authorId}`,
    );
  const author = (i: number) => bigClubPosters[i % bigClubPosters.length]!;
  const tokens = await Promise.all(bigClubPosters.map((u) => ctx.tokenFor(u.email)));

  // Paused workers: the request alone writes the post and one job row, nothing else.
  await app.ctx.jobs.stop();
  let paused: FanOutResult['paused'];
  const expected = await recipients(author(0).id);
  try {
    const p = await post(ctx, tokens[0]!, bigClubId, 'Fan-out bench: a post with the workers paused.');
    const checks = {
      posts: await count(db, sql`SELECT count(*)::int AS n FROM posts WHERE id = ${p.id}`),
      jobs: await count(
        db,
        sql`SELECT count(*)::int AS n FROM jobs WHERE name = ${JOBS.event} AND payload ->> 'postId' = ${p.id}`,
      ),
      notificationsAtAnswer: await madeFor(db, p.id),
    };
    const restarted = performance.now();
    await app.ctx.jobs.start();
    paused = { answerMs: p.answerMs, ...checks, ...(await waitForAll(db, p.id, expected, restarted)) };
  } finally {
    await app.ctx.jobs.start(); // a no-op when already running
  }

  const running: FanOutPost[] = [];
  for (let i = 1; i <= posts; i++) {
    const want = await recipients(author(i).id);
    const p = await post(ctx, tokens[i % tokens.length]!, bigClubId, `Fan-out bench: post ${i} to every member.`);
    running.push({ answerMs: p.answerMs, ...(await waitForAll(db, p.id, want, p.started)) });
  }
  return { members: bigClubMembers, expected, paused, running };
}

/** Before the mixed load: where its notifications start. */
export async function mixedMark(db: Db) {
  const r = await db.execute<{ at: string }>(sql`SELECT now()::text AS at`);
  return r.rows[0]!.at;
}

export interface MixedNotifications {
  byType: Record<string, number>;
  /** Notification jobs still queued once the due ones ran: likes wait for their grouping window (5 min). */
  waiting: number;
  failed: number;
  drainMs: number;
}

/** After the mixed load: waits (up to 60 s) for the due notification jobs, then counts what the writes made. */
export async function mixedNotifications(db: Db, since: string): Promise<MixedNotifications> {
  const started = performance.now();
  const workers = process.env.BENCH_JOBS !== 'off';
  const due = sql`SELECT count(*)::int AS n FROM jobs WHERE name LIKE 'notifications.%' AND status IN ('queued', 'running')`;
  while (
    workers &&
    performance.now() - started < 60_000 &&
    (await count(db, sql`${due} AND run_at <= now() + interval '1 second'`)) > 0
  )
    await new Promise((r) => setTimeout(r, 50));
  const drainMs = performance.now() - started;
  const types = await db.execute<{ type: string; n: number }>(sql`
    SELECT type, count(*)::int AS n FROM notifications WHERE created_at >= ${since}::timestamptz GROUP BY type ORDER BY type`);
  return {
    byType: Object.fromEntries(types.rows.map((r) => [r.type, Number(r.n)])),
    waiting: await count(db, due),
    failed: await count(db, sql`SELECT count(*)::int AS n FROM jobs WHERE status = 'failed'`),
    drainMs,
  };
}

/** What a pass of run.ts adds for notifications. */
export interface PassExtras {
  fanOut?: FanOutResult;
  notes?: MixedNotifications;
}

export function printNotificationPass(label: string, fanOut?: FanOutResult, mixed?: MixedNotifications) {
  if (mixed) {
    const made = Object.values(mixed.byType).reduce((s, n) => s + n, 0);
    const parts = Object.entries(mixed.byType).map(([t, n]) => `${t} ${fmt(n)}`);
    console.log(
      `\n${label}: the mixed load's writes made ${fmt(made)} notifications through the job queue (${parts.join(', ') || 'none'}), ` +
        `the due jobs done ${fmt(mixed.drainMs / 1000, 1)} s after the load; ${fmt(mixed.waiting)} notification jobs waiting ` +
        `(likes are grouped per 5-minute window), ${fmt(mixed.failed)} failed jobs.`,
    );
  }
  if (!fanOut) return;
  console.log(
    `\n${label}: fan-out of a new post to a community of ${fmt(fanOut.members)} members (new posts on for all; ` +
      `${fmt(fanOut.expected)} recipients, the author left out), job batches of 1,000:`,
  );
  const p = fanOut.paused;
  const ok = p.posts === 1 && p.jobs === 1 && p.notificationsAtAnswer === 0;
  console.log(
    `  workers paused: POST answered in ${fmt(p.answerMs, 1)} ms having written ${p.posts} post, ${p.jobs} job row and ` +
      `${p.notificationsAtAnswer} notifications (${ok ? 'a single insert and a job row, as required' : 'NOT a single insert and a job row'}); ` +
      `workers started: all ${fmt(p.made)} notifications in ${fmt(p.allMadeMs / 1000, 2)} s.`,
  );
  for (const [i, r] of fanOut.running.entries())
    console.log(
      `  post ${i + 1}, workers running: POST answered in ${fmt(r.answerMs, 1)} ms; all ${fmt(r.made)} notifications ` +
        `${fmt(r.allMadeMs / 1000, 2)} s after the POST.`,
    );
}
