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
 * To add a scenario: append one entry to `scenarios` below (and, if it needs rows, a step in bench/data.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { type BenchData, type Scale, fillDatabase, scaleFromEnv } from './data';
import { type MixedResult, runMixed } from './mixed';
import { printMixed } from './mixed-print';
import { type NewsletterBenchResult, printNewsletter, runNewsletterBench } from './newsletter';
import { type DigestBenchResult, printDigest, runDigestBench } from './digest';
import * as notifications from './notifications';
import { searchScenarios } from './search';
import { dropDatabase, withDb } from './pg';
import { copySeeded, seedCacheOn } from './seed-cache';
import { type CpuPerRequest, cpuPerRequest, cpuSnapshot, otherCpuShare } from './cpu';
import { comparedWithCeiling, measureInterleaved, metricsEnv, metricsMode, printMetricsCost } from './metrics-cost';
import { runWorkersBench, type WorkersResult, workersNote } from './workers';
import { fmt, printTable } from './table';

// ---------------------------------------------------------------------------------------------------
// Scenarios

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a scenario's builders can use: the seeded data and the running app. */
/** The size of the home page as a browser receives it (brotli), for the page ceiling. */
const BARE_PAGE_BYTES = 12_500;

export interface ScenarioContext {
  data: BenchData;
  baseUrl: string;
  /** An access token for the account, obtained once per pass through POST /api/auth. */
  tokenFor(email: string): Promise<string>;
}

export interface Scenario {
  name: string;
  /**
   * 'ceiling': the bare Fastify route; 'public-read': compared with the ceiling in the summary (budget:
   * ≥ 50 % of its req/s, p99 < 25 ms on PostgreSQL); 'signed-in': compared too (budget: ≥ 10 % of its req/s,
   * p99 < 50 ms on PostgreSQL, < 150 ms on PGlite); 'write': measured only; 'page': a server-rendered page,
   * compared with 'page-ceiling', the bare route sending a compressed page of the home page's size (what the
   * server adds on top of sending those bytes; budget as public reads); 'uncached': a query answered fresh on
   * every request (issue 11's Search Similar uncached: p99 < 50 ms on PostgreSQL; its req/s is shown against the
   * ceiling but has no share to meet); 'signed-in-poll': a signed-in read every open page polls (the bell's unread
   * count, issue 17: ≥ 25 % of the ceiling, p99 < 25 ms on PostgreSQL).
   */
  kind: 'ceiling' | 'page-ceiling' | 'public-read' | 'page' | 'signed-in' | 'signed-in-poll' | 'uncached' | 'write';
  /** Which server answers: the app (default) or the bare Fastify instance. */
  server?: 'app' | 'bare';
  method: Method;
  path: string | ((ctx: ScenarioContext, i: number) => string);
  headers?: (ctx: ScenarioContext, i: number) => Record<string, string> | Promise<Record<string, string>>;
  /** Sent as JSON. */
  body?: (ctx: ScenarioContext, i: number) => unknown;
  /** Distinct requests built (i = 0 … variants-1) and cycled through by each connection; default 1. */
  variants?: number;
  /** Overrides of the run-wide connections and duration, e.g. for an expensive endpoint. */
  connections?: (base: number) => number;
  duration?: (base: number) => number;
  /** Printed under the table. */
  note?: string;
}

const SIGN_IN_CONNECTIONS = 4;
const SIGN_IN_SECONDS = 3;

export const scenarios: Scenario[] = [
  { name: 'bare Fastify {ok:true} (ceiling)', kind: 'ceiling', server: 'bare', method: 'GET', path: '/' },
  {
    name: `bare Fastify, a ${BARE_PAGE_BYTES / 1000} KB compressed page (page ceiling)`,
    kind: 'page-ceiling',
    server: 'bare',
    method: 'GET',
    path: '/page',
  },
  { name: 'GET /api/health', kind: 'public-read', method: 'GET', path: '/api/health' },
  signedIn('GET /api/user/loggedIn (own profile)', '/api/user/loggedIn'),
  {
    name: 'POST /api/auth (sign-in)',
    kind: 'write',
    method: 'POST',
    path: '/api/auth',
    variants: 32,
    body: (ctx, i) => ({ email: pickUser(ctx, i).email, password: ctx.data.password }),
    connections: (c) => Math.min(c, SIGN_IN_CONNECTIONS),
    duration: (d) => Math.min(d, SIGN_IN_SECONDS),
    note: `sign-in runs with at most ${SIGN_IN_CONNECTIONS} connections for at most ${SIGN_IN_SECONDS} s: each one verifies a scrypt hash (N=2^15, 32 MiB, ~50-100 ms of CPU), so it is CPU-bound by design and more connections only queue.`,
  },
  // Communities, posts, comments and articles: each read as a visitor (served from the shared cache) and
  // signed in as one of 8 members (the shared part cached once for everyone, the caller's own part added).
  { name: 'GET /api/club/get', kind: 'public-read', method: 'GET', path: '/api/club/get' },
  signedIn('GET /api/club/get (signed in)', '/api/club/get'),
  signedIn('GET /api/club/get/{id} (signed in)', (ctx) => `/api/club/get/${ctx.data.busiestClubId}`),
  signedIn('GET /api/club-member/my-clubs', '/api/club-member/my-clubs'),
  signedIn('GET /api/club-member/i-am-a-member', '/api/club-member/i-am-a-member'),
  {
    name: 'GET /api/post/get/all/{busiest club}',
    kind: 'public-read',
    method: 'GET',
    path: (ctx) => `/api/post/get/all/${ctx.data.busiestClubId}`,
  },
  signedIn('GET /api/post/get/all/{busiest club} (signed in)', (ctx) => `/api/post/get/all/${ctx.data.busiestClubId}`),
  {
    name: 'GET /api/post/comment/{post with 200 comments}',
    kind: 'public-read',
    method: 'GET',
    path: (ctx) => `/api/post/comment/${ctx.data.post200Id}?limit=100`,
  },
  signedIn(
    'GET /api/post/comment/{200 comments} (signed in)',
    (ctx) => `/api/post/comment/${ctx.data.post200Id}?limit=100`,
  ),
  signedIn('GET /api/post/comment/{2 comments} (signed in)', (ctx) => `/api/post/comment/${ctx.data.post2Id}`),
  { name: 'GET /api/article', kind: 'public-read', method: 'GET', path: '/api/article' },
  signedIn('GET /api/article (signed in)', '/api/article'),
  signedIn('GET /api/article?search=agritech (signed in)', '/api/article?search=agritech&limit=20'),
  { name: 'GET /api/article/featured', kind: 'public-read', method: 'GET', path: '/api/article/featured' },
  // The home page's other calls (issue 10): featured posts, events and programs, and the playlists.
  { name: 'GET /api/featured-post', kind: 'public-read', method: 'GET', path: '/api/featured-post' },
  { name: 'GET /api/event/featured', kind: 'public-read', method: 'GET', path: '/api/event/featured' },
  { name: 'GET /api/program/featured', kind: 'public-read', method: 'GET', path: '/api/program/featured' },
  { name: 'GET /api/media/playlists', kind: 'public-read', method: 'GET', path: '/api/media/playlists' },
  { name: 'GET /api/event (upcoming)', kind: 'public-read', method: 'GET', path: '/api/event' },
  signedIn('GET /api/article/featured (signed in)', '/api/article/featured'),
  {
    name: 'GET /api/article/{id}',
    kind: 'public-read',
    method: 'GET',
    path: (ctx, i) => `/api/article/${ctx.data.articleIds[i % ctx.data.articleIds.length]}`,
    variants: 32,
  },
  signedIn(
    'GET /api/article/{id} (signed in)',
    (ctx, i) => `/api/article/${ctx.data.articleIds[i % ctx.data.articleIds.length]}`,
    32,
  ),
  {
    name: 'GET /api/article/{id}/related',
    kind: 'public-read',
    method: 'GET',
    path: (ctx, i) => `/api/article/${ctx.data.articleIds[i % ctx.data.articleIds.length]}/related?limit=4`,
    variants: 32,
  },
  // Public pages as HTML for a visitor (rendered on the server, kept for the cache window), compressed as a
  // browser asks for them.
  {
    name: 'GET / (HTML)',
    kind: 'page',
    method: 'GET',
    path: '/',
  },
  {
    name: 'GET /blog/{id} (HTML)',
    kind: 'page',
    method: 'GET',
    path: (ctx, i) => `/blog/${ctx.data.articleIds[i % ctx.data.articleIds.length]}`,
    variants: 32,
  },
  signedIn(
    'GET /api/article/{id}/related (signed in)',
    (ctx, i) => `/api/article/${ctx.data.articleIds[i % ctx.data.articleIds.length]}/related?limit=4`,
    32,
  ),
  // Startups (issue 11): the directory, an industry page, a profile, the four quick filters and search-similar,
  // as a visitor and signed in.
  ...startupReads(),
  ...notifications.notificationScenarios,
  ...searchScenarios,
];

/** The startup reads, each as a visitor and as one of 8 members. */
function startupReads(): Scenario[] {
  const id = (ctx: ScenarioContext, i: number) => ctx.data.startupIds[i % ctx.data.startupIds.length];
  const words = ['sol', 'payments', 'farm', 'clinic', 'logist', 'insur', 'learn', 'hous'];
  const reads: Array<[string, Scenario['path'], number]> = [
    ['GET /api/startup (directory)', '/api/startup?limit=24', 1],
    ['GET /api/startup?page=40 (deep page)', '/api/startup?limit=24&page=40', 1],
    ['GET /api/startup/stats', '/api/startup/stats', 1],
    ['GET /api/startup/industry/{industry}', '/api/startup/industry/Agriculture?limit=24', 1],
    ['GET /api/startup/{id}', (ctx, i) => `/api/startup/${id(ctx, i)}`, 32],
    ['GET /api/startup/{id}/similar-industry', (ctx, i) => `/api/startup/${id(ctx, i)}/similar-industry?limit=8`, 32],
    [
      'GET /api/startup/{id}/same-funding-stage',
      (ctx, i) => `/api/startup/${id(ctx, i)}/same-funding-stage?limit=8`,
      32,
    ],
    ['GET /api/startup/{id}/same-location', (ctx, i) => `/api/startup/${id(ctx, i)}/same-location?limit=8`, 32],
    ['GET /api/startup/recently-founded', '/api/startup/recently-founded?limit=8', 1],
    [
      'GET /api/startup/{id}/search-similar',
      (ctx, i) => `/api/startup/${id(ctx, i)}/search-similar?q=${words[i % words.length]}`,
      64,
    ],
  ];
  const out: Scenario[] = [];
  for (const [name, path, variants] of reads) {
    out.push({ name, kind: 'public-read', method: 'GET', path, variants });
    out.push(signedIn(`${name} (signed in)`, path, variants));
  }
  // Admins always get a fresh answer: this is search-similar without the cache (budget p99 < 50 ms), at the
  // run's connections (throughput) and at 8 (the latency of one search when the machine is not saturated).
  const uncached: Omit<Scenario, 'name'> = {
    kind: 'uncached',
    method: 'GET',
    path: (ctx, i) => `/api/startup/${id(ctx, i)}/search-similar?q=${words[i % words.length]}`,
    variants: 64,
    headers: async (ctx, i) => {
      const admins = ctx.data.users.filter(
        (u) => u.roles.includes('admin') && u.status === 'active' && u.emailVerified,
      );
      const admin = admins[i % admins.length];
      if (!admin) throw new Error('no seeded admin can sign in');
      return { authorization: `Bearer ${await ctx.tokenFor(admin.email)}` };
    },
    note: 'an admin is never served from the cache, so this measures the full-text query itself',
  };
  out.push({ name: 'GET /api/startup/{id}/search-similar (uncached, admin)', ...uncached });
  out.push({
    name: 'GET /api/startup/{id}/search-similar (uncached, admin, 8 connections)',
    ...uncached,
    connections: (c) => Math.min(c, 8),
  });
  // Opportunities: one opportunity page's answer and a startup's list, as a visitor and signed in.
  const opportunity = (ctx: ScenarioContext, i: number) => ctx.data.opportunityIds[i % ctx.data.opportunityIds.length];
  const withOpportunities = (ctx: ScenarioContext, i: number) =>
    ctx.data.opportunityStartupIds[i % ctx.data.opportunityStartupIds.length];
  const opportunityReads: Array<[string, Scenario['path'], number]> = [
    ['GET /api/opportunities/{id}', (ctx, i) => `/api/opportunities/${opportunity(ctx, i)}`, 32],
    [
      'GET /api/opportunities/startup/{id}',
      (ctx, i) => `/api/opportunities/startup/${withOpportunities(ctx, i)}?limit=24`,
      32,
    ],
  ];
  for (const [name, path, variants] of opportunityReads) {
    out.push({ name, kind: 'public-read', method: 'GET', path, variants });
    out.push(signedIn(`${name} (signed in)`, path, variants));
  }
  return out;
}

/** A read by one of `variants` members (each request of a connection cycles through them). */
function signedIn(name: string, path: Scenario['path'], variants = 8): Scenario {
  return {
    name,
    kind: 'signed-in',
    method: 'GET',
    path,
    variants: Math.max(variants, 8),
    headers: async (ctx, i) => ({ authorization: `Bearer ${await ctx.tokenFor(pickUser(ctx, i).email)}` }),
  };
}

/** The i-th variant's account, spread over all the accounts that can sign in. */
function pickUser(ctx: ScenarioContext, i: number) {
  const pool = ctx.data.signInUsers;
  if (!pool.length) throw new Error('no seeded account can sign in');
  return pool[(i * 7919) % pool.length]!;
}

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
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const JWT_SECRET = randomBytes(36).toString('base64url');
const TOKEN_REUSE_MS = 10 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------
// Clean-up: every resource registers how to release it; released last-first at the end of its pass,
// and all of them on Ctrl-C.

const cleanups: { label: string; fn: () => Promise<void> | void }[] = [];
const defer = (label: string, fn: () => Promise<void> | void) => cleanups.push({ label, fn });

async function unwind(downTo = 0) {
  while (cleanups.length > downTo) {
    const { label, fn } = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      console.warn(`  clean-up (${label}) failed: ${(err as Error).message}`);
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.log(`\n${signal}: cleaning up…`);
    void unwind().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------
// Measuring

export interface Row {
  scenario: Scenario;
  connections: number;
  duration: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statuses: string;
  /** Share of the machine's CPU used by other processes (not this one, not PostgreSQL) while measuring. */
  otherCpu?: number;
  /** CPU milliseconds a request: the app's event loop and PostgreSQL (bench/cpu.ts). */
  cpu?: CpuPerRequest;
  failure?: string;
}

interface Targets {
  app: string;
  bare: string;
}

interface BuiltRequest {
  method: Method;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

async function buildRequests(s: Scenario, ctx: ScenarioContext) {
  const n = s.variants ?? 1;
  const requests: BuiltRequest[] = [];
  for (let i = 0; i < n; i++) {
    // Every request accepts compressed answers, as every browser's does (the ceilings are too small to compress).
    const headers: Record<string, string> = {
      'accept-encoding': 'br, gzip',
      ...(s.headers ? await s.headers(ctx, i) : {}),
    };
    const body = s.body ? JSON.stringify(s.body(ctx, i)) : undefined;
    if (body !== undefined) headers['content-type'] = 'application/json';
    requests.push({ method: s.method, path: typeof s.path === 'function' ? s.path(ctx, i) : s.path, headers, body });
  }
  return requests;
}

function fire(url: string, requests: BuiltRequest[], connections: number, duration: number) {
  return autocannon({
    url,
    requests,
    connections,
    duration,
    workers: 1, // its own thread: the servers keep the main event loop to themselves
    timeout: 10,
  });
}

async function measure(s: Scenario, ctx: ScenarioContext, targets: Targets): Promise<Row> {
  const connections = Math.max(1, Math.round(s.connections ? s.connections(CONNECTIONS) : CONNECTIONS));
  const duration = Math.max(1, s.duration ? s.duration(DURATION) : DURATION);
  const base = { scenario: s, connections, duration, rps: 0, p50: 0, p99: 0, non2xx: 0, errors: 0, statuses: '' };
  try {
    const url = s.server === 'bare' ? targets.bare : targets.app;
    const requests = await buildRequests(s, ctx);
    // One request first, to say plainly why a scenario answers non-2xx (bad token, missing route…).
    const first = requests[0]!;
    const probe = await fetch(url + first.path, { method: first.method, headers: first.headers, body: first.body });
    if (!probe.ok) {
      const text = (await probe.text()).slice(0, 200);
      console.log(`  ! ${s.name}: first answer was ${probe.status} ${text}`);
    }
    await fire(url, requests, connections, Math.min(WARMUP_SECONDS, duration));
    const before = cpuSnapshot();
    const r = await fire(url, requests, connections, duration);
    const after = cpuSnapshot();
    const otherCpu = otherCpuShare(before, after);
    const statuses = Object.entries(r.statusCodeStats as Record<string, { count: number }>)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ');
    return {
      ...base,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors, // connection errors, timeouts included
      statuses,
      otherCpu,
      cpu: cpuPerRequest(before, after, r.requests.total),
    };
  } catch (err) {
    return { ...base, failure: (err as Error).message };
  }
}

/** Other processes' share of the machine during a measurement above which the run says its figures are noisy. */
const OTHER_CPU_WARN = 0.1;

// ---------------------------------------------------------------------------------------------------
// Printing

function printRows(title: string, rows: Row[]) {
  const header = [
    'scenario',
    'conns',
    'secs',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'other CPU',
    'CPU ms/req app',
    'PG',
  ];
  const lines = rows.map((r) =>
    r.failure
      ? [r.scenario.name, String(r.connections), String(r.duration), 'failed', '', '', '', '', '', '', '']
      : [
          r.scenario.name,
          String(r.connections),
          String(r.duration),
          fmt(r.rps),
          fmt(r.p50, 1),
          fmt(r.p99, 1),
          r.non2xx ? `${fmt(r.non2xx)} (${r.statuses})` : '0',
          fmt(r.errors),
          r.otherCpu === undefined ? '' : `${fmt(r.otherCpu * 100)} %`,
          r.cpu ? fmt(r.cpu.server, 3) : '',
          r.cpu ? fmt(r.cpu.postgres, 3) : '',
        ],
  );
  console.log(`\n${title}`);
  printTable(header, lines);
  console.log(
    '  (p50/p99 cover 2xx answers only; other CPU: share of the machine used by other processes meanwhile; CPU ms/req: ' +
      "the app's event loop's and PostgreSQL's CPU time a request, 10 ms resolution over the run)",
  );
  for (const r of rows) {
    if (r.failure) console.log(`  ${r.scenario.name} failed: ${r.failure}`);
    else if (r.scenario.note) console.log(`  ${r.scenario.name}: ${r.scenario.note}`);
  }
}

/** Budgets of ARCHITECTURE.md: share of the ceiling's req/s and p99 (ms); undefined p99 means not budgeted. */
const BUDGETS = {
  'public-read': { share: 50, p99: { PostgreSQL: 25 } as Record<string, number> },
  page: { share: 50, p99: { PostgreSQL: 25 } as Record<string, number> },
  'signed-in': { share: 10, p99: { PostgreSQL: 50, PGlite: 150 } as Record<string, number> },
  'signed-in-poll': { share: 25, p99: { PostgreSQL: 25 } as Record<string, number> },
  uncached: { share: 0, p99: { PostgreSQL: 50 } as Record<string, number> },
};

function comparison(label: string, rows: Row[], kind: keyof typeof BUDGETS) {
  const ceilingKind = kind === 'page' ? 'page-ceiling' : 'ceiling';
  const ceiling = rows.find((r) => r.scenario.kind === ceilingKind && !r.failure);
  const reads = rows.filter((r) => r.scenario.kind === kind && !r.failure);
  if (!ceiling?.rps) return `${label}: no ceiling measured`;
  if (!reads.length) return `${label}: no ${kind} scenario measured`;
  const maxP99 = BUDGETS[kind].p99[label];
  const parts = reads.map((r) => {
    const share = (r.rps / ceiling.rps) * 100;
    const verdict =
      maxP99 === undefined
        ? ''
        : share >= BUDGETS[kind].share && r.p99 < maxP99 && r.non2xx === 0
          ? ', within budget'
          : ', OUTSIDE BUDGET';
    return `${r.scenario.name} ${fmt(share)}% (p99 ${fmt(r.p99, 1)} ms${verdict})`;
  });
  return `${label} (ceiling ${fmt(ceiling.rps)} req/s): ${parts.join('; ')}`;
}

// ---------------------------------------------------------------------------------------------------
// Servers and databases

const addressOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function startBare() {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ ok: true }));
  // Bytes that do not compress, sent as a compressed page would be: the page ceiling.
  const page = randomBytes(BARE_PAGE_BYTES);
  bare.get('/page', (_req, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('content-encoding', 'br').send(page),
  );
  await bare.listen({ port: 0, host: '127.0.0.1' });
  defer('bare Fastify', () => bare.close());
  return addressOf(bare);
}

/** What a pass may add: the compared reads with metrics on, the mixed load on the real server's workers. */
interface PassExtras {
  /** The compared reads' mean rows with metrics off and on (bench/metrics-cost.ts). */
  metricsCost?: { off: Row[]; on: Row[] };
  workers?: WorkersResult[];
}

interface DatabaseSetup {
  label: string;
  /** Whether ARCHITECTURE.md's budget for public reads is stated for this database (PostgreSQL only). */
  budgeted: boolean;
  /** Opens a fresh, empty database (registering its clean-up); undefined means skip this pass. */
  /** `seeded`: the bench data are there already (a copy of the kept seed, bench/seed-cache.ts). */
  open(
    dataDir: string,
    scale: Scale,
  ): Promise<{ database: Database; env: Record<string, string>; seeded?: BenchData } | undefined>;
}

const databases: DatabaseSetup[] = [
  {
    label: 'PGlite',
    budgeted: false,
    async open(dataDir) {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      defer('close PGlite', () => database.close());
      return { database, env: {} };
    },
  },
  {
    label: 'PostgreSQL',
    budgeted: true,
    async open(_dataDir, scale) {
      const adminUrl = process.env.DATABASE_URL || DEFAULT_PG_URL;
      const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
      admin.on('error', () => {});
      try {
        await admin.connect();
      } catch (err) {
        console.log(
          `PostgreSQL at ${redact(adminUrl)} is unreachable (${(err as Error).message || (err as Error).name}): PostgreSQL pass skipped.`,
        );
        await admin.end().catch(() => {});
        return undefined;
      }
      const name = `bench_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      const seeded = seedCacheOn() ? await copySeeded(admin, adminUrl, name, scale, console.log) : undefined;
      if (!seeded) await admin.query(`CREATE DATABASE ${name}`);
      defer(`drop database ${name}`, async () => {
        try {
          await dropDatabase(admin, name);
        } finally {
          await admin.end();
        }
      });
      const autovacuum = (await admin.query<{ autovacuum: string }>('SHOW autovacuum')).rows[0]?.autovacuum;
      if (autovacuum !== 'on')
        console.log(
          `PostgreSQL runs with autovacuum ${autovacuum}: nothing reclaims the dead rows the writes leave (the job ` +
            "queue's above all) or keeps the visibility map, so the mixed load and every later read are measured " +
            'slower than on a server with the default (on). To measure as in production: ' +
            'ALTER SYSTEM SET autovacuum = on; SELECT pg_reload_conf();',
        );
      const url = withDb(adminUrl, name);
      const database = await openDatabase({ databaseUrl: url });
      defer('close PostgreSQL pool', () => database.close());
      return { database, env: { DATABASE_URL: url }, seeded };
    },
  },
];

function redact(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

async function signIn(baseUrl: string, email: string, password: string) {
  const res = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  return ((await res.json()) as { token: string }).token;
}

/** One pass: fresh database, data, app on a random port, every scenario. Undefined when skipped. */
async function runPass(
  setup: DatabaseSetup,
  scale: Scale,
  bareUrl: string,
): Promise<({ rows: Row[]; mixed?: MixedResult } & notifications.PassExtras & PassExtras) | undefined> {
  const mark = cleanups.length;
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
      rows.push(await measure(s, ctx, { app: baseUrl, bare: bareUrl }));
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
          off: (s) => measure(s, ctx, { app: baseUrl, bare: bareUrl }),
          on: (s) => measure(s, ctx, { app: addressOf(metered), bare: bareUrl }),
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
