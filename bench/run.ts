/**
 * `npm run bench`: load-tests the API in-process, once on PGlite and once on PostgreSQL, with a realistic
 * volume of data, and compares public reads with a bare Fastify route measured in the same run
 * (ARCHITECTURE.md §Budgets). A benchmark, not a test: it prints figures and exits 0 whatever they are.
 *
 * Environment: BENCH_DURATION (seconds per scenario, default 5), BENCH_CONNECTIONS (default 50),
 * BENCH_USERS (accounts seeded, default 20000), DATABASE_URL (PostgreSQL server to create the bench
 * database on; default postgres://postgres@127.0.0.1:5432/postgres; unreachable means that pass is skipped),
 * BENCH_DB (pglite, postgres or both, the default), BENCH_ONLY (comma-separated words: a scenario runs when
 * its name or kind contains one of them, e.g. `signed-in,mixed`; the ceiling always runs; `newsletter` alone
 * runs only the send to 10,000 subscribers of bench/newsletter.ts, also runnable as `npx tsx bench/newsletter.ts`;
 * `digest` alone only the digest run to 20,000 members of bench/digest.ts, also `npx tsx bench/digest.ts`;
 * `notifications` the bell's reads and the fan-out of bench/notifications.ts, `fan-out` the fan-out alone;
 * `workers` the mixed load on the real server with 1 and 2 worker processes, bench/workers.ts),
 * BENCH_METRICS (on, off or both, the default: the compared reads also with metrics on, bench/metrics-cost.ts),
 * BENCH_FRESH=1 (seed the PostgreSQL data again rather than copy the kept seed; BENCH_SEED_CACHE=off keeps none:
 * bench/seed-cache.ts).
 *
 * The load generator (autocannon) runs in a worker thread so it does not share the server's event loop;
 * on a 2-core machine it still takes roughly one core, as PostgreSQL's processes also need CPU. The bare
 * Fastify ceiling is measured under the same conditions in each pass, so the percentages are fair.
 *
 * To add a scenario: append one entry to `scenarios` in bench/scenarios.ts (and, if it needs rows, a step in
 * bench/data.ts); bench/measure.ts measures each one and prints the rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Scale, fillDatabase, scaleFromEnv } from './data';
import { type MixedResult, runMixed } from './mixed';
import { printMixed } from './mixed-print';
import { type NewsletterBenchResult, printNewsletter, runNewsletterBench } from './newsletter';
import { type DigestBenchResult, printDigest, runDigestBench } from './digest';
import * as notifications from './notifications';
import { comparedWithCeiling, measureInterleaved, metricsEnv, metricsMode, printMetricsCost } from './metrics-cost';
import { runWorkersBench, type WorkersResult, workersNote } from './workers';
import { fmt } from './table';
import { comparison, measure, OTHER_CPU_WARN, printRows, type Row, type RunSettings } from './measure';
import { type ScenarioContext, scenarios, type Scenario } from './scenarios';
import { addressOf, cleanupMark, type DatabaseSetup, databases, defer, signIn, startBare, unwind } from './servers';

// ---------------------------------------------------------------------------------------------------
// Settings

function positive(name: string, fallback: number) {
  const raw = process.env[name];
  const n = Number(raw);
  if (raw === undefined || raw === '') return fallback;
  if (!Number.isFinite(n) || n <= 0) {
    console.warn(`${name}=${raw} is not a positive number; using ${fallback}.`);
    return fallback;
  }
  return n;
}

const DURATION = positive('BENCH_DURATION', 5);
const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 50));
const WARMUP_SECONDS = 1;
const RUN: RunSettings = { connections: CONNECTIONS, duration: DURATION, warmupSeconds: WARMUP_SECONDS };
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const selected = (s: Scenario) =>
  s.kind.endsWith('ceiling') ||
  !ONLY.length ||
  ONLY.some((w) => s.name.toLowerCase().includes(w) || s.kind.includes(w));
const DB_CHOICE = (process.env.BENCH_DB ?? 'both').toLowerCase();
const MIXED = !ONLY.length || ONLY.includes('mixed');
/** The newsletter send to 10,000 subscribers through a local SMTP receiver (bench/newsletter.ts). */
const NEWSLETTER = !ONLY.length || ONLY.includes('newsletter');
/** The digest run to 20,000 members through a local SMTP receiver (bench/digest.ts). */
const DIGEST = !ONLY.length || ONLY.includes('digest');
/** BENCH_ONLY=newsletter and/or digest: only those (no seeded passes). */
const NEWSLETTER_ONLY = ONLY.length > 0 && ONLY.every((w) => w === 'newsletter' || w === 'digest');
const MIXED_SECONDS = positive('BENCH_MIXED_SECONDS', 30);
/** The mixed load on the real server with 1 and 2 workers, on the PostgreSQL pass (bench/workers.ts). */
const WORKERS = !ONLY.length || ONLY.includes('workers');
/** BENCH_METRICS: on, off or both (bench/metrics-cost.ts). */
const METRICS = metricsMode();
const JWT_SECRET = randomBytes(36).toString('base64url');
const TOKEN_REUSE_MS = 10 * 60 * 1000;

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.log(`\n${signal}: cleaning up…`);
    void unwind().finally(() => process.exit(130));
  });
}

/** What a pass may add: the compared reads with metrics on, the mixed load on the real server's workers. */
interface PassExtras {
  /** The compared reads' mean rows with metrics off and on (bench/metrics-cost.ts). */
  metricsCost?: { off: Row[]; on: Row[] };
  workers?: WorkersResult[];
}

/** One pass: fresh database, data, app on a random port, every scenario. Undefined when skipped. */
async function runPass(
  setup: DatabaseSetup,
  scale: Scale,
  bareUrl: string,
): Promise<({ rows: Row[]; mixed?: MixedResult } & notifications.PassExtras & PassExtras) | undefined> {
  const mark = cleanupMark();
  try {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-bench-'));
    defer('remove temp folder', () => rmSync(dataDir, { recursive: true, force: true }));
    const opened = await setup.open(dataDir, scale);
    if (!opened) return undefined;
    console.log(`\n== ${setup.label} ==`);
    const { database } = opened;
    await database.migrate();
    const data = opened.seeded ?? (await fillDatabase(database.db, scale, console.log));

    const settings = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET,
      RATE_LIMITS: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ...opened.env,
    };
    const config = loadConfig({ ...settings, ...metricsEnv(METRICS === 'on') });
    // The built web app (npm start's build step), so public pages are rendered on the server as in production.
    const app = await buildApp({ config, database, logger: false });
    defer(`close ${setup.label} app`, () => app.close()); // registered after the database: closes first
    await app.listen({ port: 0, host: '127.0.0.1' });
    await notifications.startJobs(app); // the job workers, as npm start runs them: writes make notifications
    const baseUrl = addressOf(app);

    // Access tokens last 15 minutes and a pass lasts longer: a token is signed in again after 10.
    const tokens = new Map<string, { at: number; token: Promise<string> }>();
    const ctx: ScenarioContext = {
      data,
      baseUrl,
      tokenFor(email) {
        const kept = tokens.get(email);
        if (kept && Date.now() - kept.at < TOKEN_REUSE_MS) return kept.token;
        const token = signIn(baseUrl, email, data.password);
        tokens.set(email, { at: Date.now(), token });
        return token;
      },
    };

    const rows: Row[] = [];
    for (const s of scenarios.filter(selected)) {
      if (interrupted) break;
      process.stdout.write(`  measuring ${s.name}…\n`);
      rows.push(await measure(s, ctx, { app: baseUrl, bare: bareUrl }, RUN));
    }
    // BENCH_METRICS=both: the compared reads again, interleaved with a second app on this database that keeps metrics.
    let metricsCost: { off: Row[]; on: Row[] } | undefined;
    if (METRICS === 'both' && setup.budgeted && !interrupted) {
      const metered = await buildApp({
        config: loadConfig({ ...settings, ...metricsEnv(true) }),
        database,
        logger: false,
      });
      defer('close the app with metrics', () => metered.close());
      await metered.listen({ port: 0, host: '127.0.0.1' });
      metricsCost = await measureInterleaved(
        scenarios.filter((s) => selected(s) && comparedWithCeiling(s)),
        rows,
        {
          off: (s) => measure(s, ctx, { app: baseUrl, bare: bareUrl }, RUN),
          on: (s) => measure(s, ctx, { app: addressOf(metered), bare: bareUrl }, RUN),
        },
        () => interrupted,
      );
    }
    let fanOut: notifications.FanOutResult | undefined;
    if (notifications.fanOutSelected(ONLY) && !interrupted) {
      process.stdout.write('  measuring the fan-out of a new post to the big community…\n');
      fanOut = await notifications.runFanOut(ctx, app).catch((err) => {
        console.log(`  fan-out failed: ${(err as Error).stack ?? err}`);
        return undefined;
      });
    }
    let mixed: MixedResult | undefined;
    let notes: notifications.MixedNotifications | undefined;
    if (MIXED && !interrupted) {
      process.stdout.write(`  measuring the mixed load (${MIXED_SECONDS} s)…\n`);
      try {
        const since = await notifications.mixedMark(database.db);
        mixed = await runMixed(ctx, CONNECTIONS, MIXED_SECONDS, WARMUP_SECONDS * 2);
        notes = await notifications.mixedNotifications(database.db, since);
      } catch (err) {
        console.log(`  mixed load failed: ${(err as Error).stack ?? err}`);
      }
    }
    let workers: WorkersResult[] | undefined;
    if (WORKERS && opened.env.DATABASE_URL && !interrupted) {
      await app.ctx.jobs.stop(); // the server under test does its own jobs
      const common = { ctx, dataDir, jwtSecret: JWT_SECRET, connections: CONNECTIONS, seconds: MIXED_SECONDS };
      workers = await runWorkersBench({ ...common, databaseUrl: opened.env.DATABASE_URL, warmupSeconds: 2 });
    }
    return { rows, mixed, fanOut, notes, metricsCost, workers };
  } finally {
    await unwind(mark);
  }
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const scale = scaleFromEnv();
  console.log(
    `Benchmark: ${CONNECTIONS} connections, ${DURATION} s per scenario (after ${WARMUP_SECONDS} s warm-up), ` +
      `${scale.users.toLocaleString('en')} users, ${os.cpus().length} CPU cores, Node ${process.version}.`,
  );

  // The HTML scenarios need the web build, made the way npm start makes it (only when missing or stale).
  if (!NEWSLETTER_ONLY && spawnSync('node', ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' }).status !== 0)
    throw new Error('the web build failed');
  const results: ({ label: string; budgeted: boolean; rows: Row[]; mixed?: MixedResult } & notifications.PassExtras &
    PassExtras)[] = [];
  const bareUrl = await startBare();
  for (const setup of databases) {
    if (interrupted || NEWSLETTER_ONLY) break;
    if (DB_CHOICE !== 'both' && !setup.label.toLowerCase().startsWith(DB_CHOICE)) continue;
    try {
      const pass = await runPass(setup, scale, bareUrl);
      if (pass) results.push({ label: setup.label, budgeted: setup.budgeted, ...pass });
      if (pass?.metricsCost)
        results.push({ label: `${setup.label} (metrics on)`, budgeted: false, rows: pass.metricsCost.on });
    } catch (err) {
      console.log(`${setup.label} pass could not run: ${(err as Error).stack ?? err}`);
    }
  }
  await unwind();
  let newsletter: NewsletterBenchResult[] = [];
  if (NEWSLETTER && !interrupted) newsletter = await runNewsletterBench(DB_CHOICE);
  let digest: DigestBenchResult[] = [];
  if (DIGEST && !interrupted) digest = await runDigestBench(DB_CHOICE);

  for (const { label, rows } of results) printRows(`${label} (${scale.users.toLocaleString('en')} users)`, rows);
  if (results.length) {
    console.log('\nPublic reads vs bare Fastify req/s (budget: ≥ 50 %, p99 < 25 ms at 50 connections on PostgreSQL):');
    for (const { label, rows } of results) console.log(`  ${comparison(label, rows, 'public-read')}`);
    console.log(
      '\nServer-rendered pages vs bare Fastify sending a compressed page of the same size (budget: ≥ 50 %, p99 < 25 ms on PostgreSQL):',
    );
    for (const { label, rows } of results) console.log(`  ${comparison(label, rows, 'page')}`);
    console.log(
      '\nSigned-in reads vs bare Fastify req/s (budget: ≥ 10 %, p99 < 50 ms on PostgreSQL, < 150 ms on PGlite):',
    );
    for (const { label, rows } of results) console.log(`  ${comparison(label, rows, 'signed-in')}`);
    console.log(
      "\nPolled and shared-cache reads (the bell's unread count, a visitor's repeated search) vs bare Fastify req/s (budget: ≥ 25 %, p99 < 25 ms on PostgreSQL):",
    );
    for (const { label, rows } of results) console.log(`  ${comparison(label, rows, 'signed-in-poll')}`);
    console.log('\nAnswered fresh every time vs bare Fastify req/s (budget: p99 < 50 ms on PostgreSQL):');
    for (const { label, rows } of results) console.log(`  ${comparison(label, rows, 'uncached')}`);
  }
  for (const { label, metricsCost } of results)
    if (metricsCost) printMetricsCost(label, metricsCost.off, metricsCost.on);
  for (const { label, budgeted, mixed } of results) if (mixed) printMixed(label, mixed, budgeted);
  for (const { label, workers } of results.filter((r) => r.workers)) {
    for (const w of workers!) if (w.mixed) printMixed(`${label}, real server, ${w.workers} worker(s)`, w.mixed, false);
    console.log(workersNote(workers!));
  }
  for (const { label, fanOut, notes } of results) notifications.printNotificationPass(label, fanOut, notes);
  printNewsletter(newsletter);
  printDigest(digest);
  const busiest = Math.max(0, ...results.flatMap(({ rows }) => rows.map((r) => r.otherCpu ?? 0)));
  if (busiest > OTHER_CPU_WARN) {
    console.log(
      `\n! Other processes used up to ${fmt(busiest * 100)} % of the machine's CPU during a measurement (column "other CPU"): ` +
        'those figures are low and noisy. Run again on a quiet machine to compare.',
    );
  }
  console.log(`\nDone in ${fmt((performance.now() - started) / 1000)} s.`);
  return results.length > 0;
}

main().then(
  (measured) => {
    process.exitCode = measured ? 0 : 1;
    // Everything is closed by now; if a handle still keeps the process alive, say so rather than hang.
    setTimeout(() => {
      console.warn('bench: something still holds the event loop after clean-up; exiting.');
      process.exit(process.exitCode);
    }, 5000).unref();
  },
  async (err) => {
    console.error(err);
    await unwind();
    process.exit(1);
  },
);
