/**
 * The scenarios of `npm run bench` (bench/run.ts runs them): each call measured on its own, with how it is
 * compared (its kind) and the requests it sends. To add one: append an entry to `scenarios` (and, if it needs
 * rows, a step in bench/data.ts).
 */
import type { BenchData } from './data';
import * as notifications from './notifications';
import { searchScenarios } from './search';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The size of the home page as a browser receives it (brotli), for the page ceiling. */
export const BARE_PAGE_BYTES = 12_500;

/** What a scenario's builders can use: the seeded data and the running app. */
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
  /**
   * The scenario's own budget on PostgreSQL, in place of its kind's (`bench/measure.ts` BUDGETS): an absolute
   * req/s to reach and a p99 to stay under, each only when given (issue 18's searches).
   */
  budget?: { minRps?: number; maxP99?: number };
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
