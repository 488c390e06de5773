/**
 * The mixed-load scenario of `npm run bench`: reads and writes together, as a live community sees them.
 * Half the connections are visitors who only read; the other half are members who read and write (posts,
 * comments, replies, likes, joins and leaves), so that a tenth of all requests are writes. Writes land on the busiest community, the one whose posts the readers read (comments, replies and
 * likes on its ten newest posts, whose comment trees are read too), so every cached answer a write touches is
 * read again at once. Members also poll the bell's unread count, and their writes make notifications through the
 * job queue (the bench app runs its workers). Each call's latencies are reported on their own (bench/load-worker.mjs), with the
 * total throughput and every error.
 *
 * Budget (ARCHITECTURE.md): on PostgreSQL at least 3,000 req/s in all, p99 < 100 ms for every call, no error.
 * Settings: BENCH_CONNECTIONS (default 50), BENCH_MIXED_SECONDS (default 30).
 */
import { Worker } from 'node:worker_threads';
import { type CpuPerRequest, cpuPerRequest, cpuSnapshot } from './cpu';
import type { ScenarioContext } from './scenarios';

interface Req {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface MixedCall {
  name: string;
  write: boolean;
  count: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  statuses: string;
  errors: number;
}

export interface MixedResult {
  connections: number;
  seconds: number;
  rps: number;
  writeShare: number;
  p99: number;
  calls: MixedCall[];
  /** CPU ms a request of the app's event loop and PostgreSQL, over the warm-up and the measurement (bench/cpu.ts). */
  cpu?: CpuPerRequest;
}

/** The share of all requests that are writes (sent by members). */
const WRITE_SHARE = 0.1;
const SCHEDULE_LENGTH = 60;

async function api<T>(ctx: ScenarioContext, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(ctx.baseUrl + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

/** Builds each connection's request loop: the members' with their own token, the visitors' without. */
async function schedules(ctx: ScenarioContext, connections: number) {
  const { data } = ctx;
  const club = data.busiestClubId!;
  const post200 = data.post200Id!;
  const memberCount = Math.floor(connections / 2);
  const members = Array.from(
    { length: memberCount },
    (_, i) => data.signInUsers[(i * 104729 + 17) % data.signInUsers.length]!,
  );
  const tokens = await Promise.all(members.map((m) => ctx.tokenFor(m.email)));
  // Members of the busiest community, so they may post and comment there.
  await Promise.all(tokens.map((t) => api(ctx, 'POST', '/api/club-member', t, { clubId: club })));
  const posts = (await api<{ _id: string }[]>(ctx, 'GET', `/api/post/get/all/${club}?limit=20`, tokens[0])).map(
    (p) => p._id,
  );
  // Comments and replies go to the newest posts of the busiest community (one thread each to reply in), so
  // the trees that change are read too, and no single thread grows without end over the run.
  const hot = posts.slice(0, 10);
  const threads = await Promise.all(
    hot.map(async (post) => ({
      post,
      comment: (
        await api<{ _id: string }>(ctx, 'POST', `/api/post/comment/${post}`, tokens[0], { body: 'Thread to reply in.' })
      )._id,
    })),
  );
  const clubs = (await api<{ _id: string; status: string }[]>(ctx, 'GET', '/api/club/get?limit=50', tokens[0]))
    .filter((c) => c.status === 'approved' && c._id !== club)
    .map((c) => c._id);
  const articles = data.articleIds;
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;

  const reads = (k: number, j: number, auth: Record<string, string>, who: string): Req => {
    const all: [string, string][] = [
      ['GET /api/club/get', '/api/club/get'],
      ['GET /api/club/get/{id}', `/api/club/get/${club}`],
      ['GET /api/post/get/all/{busiest club}', `/api/post/get/all/${club}`],
      ['GET /api/post/comment/{200 comments}', `/api/post/comment/${post200}?limit=100`],
      ['GET /api/post/comment/{2 comments}', `/api/post/comment/${data.post2Id}`],
      ['GET /api/post/comment/{a post being commented}', `/api/post/comment/${pick(hot, k * 7 + j)}`],
      ['GET /api/article', '/api/article'],
      ['GET /api/article?search=agritech', '/api/article?search=agritech&limit=20'],
      ['GET /api/article/{id}', `/api/article/${pick(articles, k + j)}`],
      ['GET /api/article/{id}/related', `/api/article/${pick(articles, k * 3 + j)}/related?limit=4`],
      ['GET /api/article/featured', '/api/article/featured'],
    ];
    if (who === 'member') {
      all.push(
        ['GET /api/club-member/my-clubs', '/api/club-member/my-clubs'],
        ['GET /api/club-member/i-am-a-member', '/api/club-member/i-am-a-member'],
        ['GET /api/user/loggedIn', '/api/user/loggedIn'],
        // The bell: every open page of a member polls it.
        ['GET /api/notifications/unread-count', '/api/notifications/unread-count'],
      );
    }
    const [name, path] = pick(all, k + j);
    return { name: `${name} (${who})`, method: 'GET', path, headers: auth };
  };

  const write = (k: number, n: number, auth: Record<string, string>): Req => {
    const other = pick(clubs, k);
    const kinds: Req[] = [
      {
        name: 'POST /api/post/create',
        method: 'POST',
        path: '/api/post/create',
        headers: auth,
        body: JSON.stringify({ body: `Mixed load post ${k}.${n}`, club }),
      },
      {
        name: 'POST /api/post/comment/{post}',
        method: 'POST',
        path: `/api/post/comment/${pick(hot, k + n)}`,
        headers: auth,
        body: JSON.stringify({ body: `Mixed load comment ${k}.${n}` }),
      },
      {
        name: 'POST /api/comment/reply/{comment}',
        method: 'POST',
        path: `/api/comment/reply/${pick(threads, k * 5 + n).comment}`,
        headers: auth,
        body: JSON.stringify({ body: `Mixed load reply ${k}.${n}`, post: pick(threads, k * 5 + n).post }),
      },
      {
        name: 'POST /api/post/like/{post}',
        method: 'POST',
        path: `/api/post/like/${pick(hot, k * 3 + n)}`,
        headers: auth,
      },
      n % 2 === 0
        ? {
            name: 'POST /api/club-member (join)',
            method: 'POST',
            path: '/api/club-member',
            headers: auth,
            body: JSON.stringify({ clubId: other }),
          }
        : {
            name: 'DELETE /api/club-member/{club} (leave)',
            method: 'DELETE',
            path: `/api/club-member/${other}`,
            headers: auth,
          },
    ];
    return pick(kinds, n);
  };

  // Each connection cycles through its reads; a member's connection sends its next write instead whenever
  // writes are under a tenth of everything sent so far (load-worker.mjs), whatever the calls' speeds.
  const out: { reads: Req[]; writes: Req[] }[] = [];
  for (let k = 0; k < connections; k++) {
    const member = k < memberCount ? tokens[k] : undefined;
    const auth: Record<string, string> = member ? { authorization: `Bearer ${member}` } : {};
    out.push({
      reads: Array.from({ length: SCHEDULE_LENGTH }, (_, j) => reads(k, j, auth, member ? 'member' : 'visitor')),
      writes: member ? Array.from({ length: SCHEDULE_LENGTH }, (_, n) => write(k, n, auth)) : [],
    });
  }
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export async function runMixed(
  ctx: ScenarioContext,
  connections: number,
  seconds: number,
  warmupSeconds: number,
): Promise<MixedResult> {
  const built = await schedules(ctx, connections);
  const before = cpuSnapshot();
  const raw = await new Promise<{
    seconds: number;
    calls: Record<string, { latencies: number[]; statuses: Record<string, number>; errors: number }>;
  }>((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: {
        baseUrl: ctx.baseUrl,
        schedules: built,
        writeShare: WRITE_SHARE,
        warmupMs: warmupSeconds * 1000,
        durationMs: seconds * 1000,
      },
    });
    worker.once('message', (m) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
  const writes = new Set(built.flatMap((c) => c.writes).map((r) => r.name));
  const all: number[] = [];
  let total = 0;
  let written = 0;
  const calls = Object.entries(raw.calls).map(([name, c]) => {
    const sorted = c.latencies.sort((a, b) => a - b);
    for (const v of sorted) all.push(v);
    const count = Object.values(c.statuses).reduce((s, n) => s + n, 0) + c.errors;
    total += count;
    if (writes.has(name)) written += count;
    const non2xx = Object.entries(c.statuses).filter(([s]) => !s.startsWith('2'));
    return {
      name,
      write: writes.has(name),
      count,
      rps: count / raw.seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      non2xx: non2xx.reduce((s, [, n]) => s + n, 0),
      statuses: non2xx.map(([s, n]) => `${s}×${n}`).join(' '),
      errors: c.errors,
    };
  });
  calls.sort((a, b) => Number(a.write) - Number(b.write) || a.name.localeCompare(b.name));
  all.sort((a, b) => a - b);
  // The warm-up is counted at the measurement's rate (its requests are not counted one by one).
  const cpu = cpuPerRequest(before, cpuSnapshot(), (total / raw.seconds) * (raw.seconds + warmupSeconds));
  return {
    cpu,
    connections,
    seconds: raw.seconds,
    rps: total / raw.seconds,
    writeShare: total ? written / total : 0,
    p99: percentile(all, 99),
    calls,
  };
}
