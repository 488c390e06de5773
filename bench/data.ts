/**
 * Benchmark data: fills a freshly migrated database with a realistic volume of rows before measuring.
 *
 * Each table (or group of tables) is one step in `seedSteps`; a later feature adds its step to the end of
 * the list (communities, posts, comments, articles…), reading what earlier steps put in `BenchData`
 * (e.g. `data.users` to pick authors) and recording what scenarios will need (ids, slugs) in a new field.
 *
 * Rows are inserted in batches of one multi-row INSERT each. Every account shares one precomputed
 * password hash (scrypt costs ~50-100 ms a hash, so hashing each would take minutes). Values come from a
 * seeded generator, so two runs fill the same data and their figures compare. Posts, articles, startups and
 * opportunities are inserted oldest first (`ORDER BY g DESC`, their dates going back with g), as a live community
 * appends them: a read of the newest rows finds them on the newest pages. Without it the joins' hash order scattered
 * them (created_at's correlation with the physical order was ~0), and a walk down a date index read one page a row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { events, playlists, programs } from '../server/db/schema';
import { notificationsStep } from './notifications-data';
import { refreshTokensStep, usersStep } from './data-accounts';
import { articlesStep, communitiesStep, likesStep } from './data-community';
import { opportunitiesStep, startupsStep } from './data-startups';
import { BENCH_PASSWORD, inBatches, Random } from './seed-kit';

export interface Scale {
  users: number;
  communities: number;
  posts: number;
  comments: number;
  articles: number;
  likes: number;
  startups: number;
  opportunities: number;
}

/** BENCH_USERS overrides the number of accounts (20,000 by default). */
export function scaleFromEnv(env: Record<string, string | undefined> = process.env): Scale {
  const n = Number(env.BENCH_USERS);
  const num = (v: string | undefined, dflt: number) =>
    Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : dflt;
  return {
    users: Number.isInteger(n) && n >= 100 ? n : 20_000,
    communities: num(env.BENCH_COMMUNITIES, 1_000),
    posts: num(env.BENCH_POSTS, 100_000),
    comments: num(env.BENCH_COMMENTS, 500_000),
    articles: num(env.BENCH_ARTICLES, 50_000),
    likes: num(env.BENCH_LIKES, 200_000),
    startups: num(env.BENCH_STARTUPS, 20_000),
    opportunities: num(env.BENCH_OPPORTUNITIES, 50_000),
  };
}

export interface SeededUser {
  id: string;
  email: string;
  status: 'active' | 'suspended' | 'pending';
  emailVerified: boolean;
  roles: string[];
}

/** What the steps put in the database, for the scenarios to build requests from. Later steps add fields. */
export interface BenchData {
  password: string;
  /** Every seeded account, in insertion order. */
  users: SeededUser[];
  /** Active, verified accounts with role user only: they can sign in. */
  signInUsers: SeededUser[];
  /** Rows written per table, for the summary line. */
  counts: Record<string, number>;
  /** The approved community with the most posts. */
  busiestClubId?: string;
  /** Two posts whose comment trees are compared: 200 comments (with replies) and 2. */
  post200Id?: string;
  post2Id?: string;
  /** Approved articles to read, and one with related articles. */
  articleIds: string[];
  /** Verified startups to read (newest first), for profiles, quick filters and search. */
  startupIds: string[];
  /** Public opportunities to read (newest first), and verified startups that have public ones. */
  opportunityIds: string[];
  opportunityStartupIds: string[];
}

export interface SeedStep {
  /** The table(s) the step fills, as printed. */
  name: string;
  run(db: Db, data: BenchData, scale: Scale, rand: Random): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------
// Steps. To add a table: write a step (data-accounts.ts, data-community.ts, data-startups.ts, or below) and append
// it to `seedSteps`.

/** What the home page shows besides articles and communities: upcoming events and programs (a third featured) and
 *  playlists (most active), as many as a busy platform keeps; the home page reads only the featured few. */
const homeStep: SeedStep = {
  name: 'events, programs, playlists',
  async run(db, data, _scale, rand) {
    const day = 24 * 3600 * 1000;
    const eventRows = Array.from({ length: 300 }, (_, i) => ({
      title: `Founders meetup ${i + 1}`,
      description: 'Talks, demos and time to meet other founders.',
      location: rand.pick(['Lagos', 'Nairobi', 'Accra', 'Kigali', 'Cape Town', 'Online']),
      // Half in the past (archived by decision 16), half ahead.
      date: new Date(Date.now() + (i - 150) * day),
      image: '/uploads/bench-event.webp',
      eventType: i % 4 === 0 ? ('paid' as const) : ('free' as const),
      paymentInstructions: i % 4 === 0 ? 'Pay at the door or by mobile money.' : null,
      isFeatured: i % 3 === 0,
    }));
    await inBatches(eventRows, 100, (batch) => db.insert(events).values(batch));
    const programRows = Array.from({ length: 60 }, (_, i) => ({
      title: `Accelerator cohort ${i + 1}`,
      description: 'Twelve weeks of mentoring, workshops and investor days.',
      image: '/uploads/bench-program.webp',
      programType: i % 5 === 0 ? ('paid' as const) : ('free' as const),
      paymentInstructions: i % 5 === 0 ? 'Tuition by bank transfer.' : null,
      isFeatured: i % 3 === 0,
    }));
    await inBatches(programRows, 100, (batch) => db.insert(programs).values(batch));
    const playlistRows = Array.from({ length: 20 }, (_, i) => ({
      title: `Founder talks ${i + 1}`,
      youtubeUrl: `https://www.youtube.com/playlist?list=PLbench${i}`,
      playlistId: `PLbench${i}`,
      isActive: i % 4 !== 0,
    }));
    await db.insert(playlists).values(playlistRows);
    data.counts.events = eventRows.length;
    data.counts.programs = programRows.length;
    data.counts.playlists = playlistRows.length;
  },
};

export const seedSteps: SeedStep[] = [
  usersStep,
  refreshTokensStep,
  communitiesStep,
  articlesStep,
  likesStep,
  startupsStep,
  opportunitiesStep,
  homeStep,
  notificationsStep,
];

// ---------------------------------------------------------------------------------------------------

/** Runs every step in order on a migrated, empty database, then vacuums and analyses it. */
export async function fillDatabase(
  db: Db,
  scale: Scale,
  log: (line: string) => void = console.log,
): Promise<BenchData> {
  const data: BenchData = {
    password: BENCH_PASSWORD,
    users: [],
    signInUsers: [],
    counts: {},
    articleIds: [],
    startupIds: [],
    opportunityIds: [],
    opportunityStartupIds: [],
  };
  const rand = new Random(20260101);
  for (const step of seedSteps) {
    const t0 = performance.now();
    // A bulk statement may outrun the pool's statement_timeout (15 s) on a busy machine: steps run without it.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      await step.run(tx as unknown as Db, data, scale, rand);
    });
    log(
      `  seeded ${step.name}: ${describeCounts(data.counts, step.name)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  // A bulk load leaves no planner statistics and an unset visibility map until autovacuum comes by, which
  // it would do mid-measurement; production tables have both. VACUUM must run outside a transaction: it does.
  await db.execute(sql`VACUUM ANALYZE`);
  // Flush the load to disk now rather than during the first scenarios (needs superuser or pg_checkpoint).
  await db.execute(sql`CHECKPOINT`).catch(() => {});
  return data;
}

function describeCounts(counts: Record<string, number>, stepName: string) {
  const n = counts[stepName];
  return n === undefined
    ? Object.entries(counts)
        .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
        .join(', ')
    : `${n.toLocaleString('en')} rows`;
}
