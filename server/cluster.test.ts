// WEB_CONCURRENCY (issue 19): several worker processes on one port (server/cluster.ts). The real server in a child
// process on a fresh PostgreSQL database: two workers answer, a write in one drops the other's cache, a killed
// worker is replaced, and SIGTERM to the primary stops them all. On PGlite it is refused at start.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from './cli/seed-data';
import { restartDelayMs } from './cluster';
import { openDatabase } from './db/client';
import { insertUser } from './features/users/queries';
import { hashPassword } from './lib/passwords';
import { withDb } from './test/global-setup';
import { freePort, killChildren, startServer, until } from './test/crash';

const pgUrl = process.env.DATABASE_URL;
const METRICS = 'metrics-token-for-the-cluster-test';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(killChildren);
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

it('replaces a dead worker at once after a long life, with a doubling delay when it keeps dying young', () => {
  expect(restartDelayMs(60_000, 0)).toBe(0);
  expect([1, 2, 3, 4, 5, 6, 7].map((n) => restartDelayMs(500, n))).toEqual([
    1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
  ]);
});

it.skipIf(!!pgUrl)(
  'refuses WEB_CONCURRENCY=2 on PGlite at start, naming the setting',
  async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-cluster-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_CONCURRENCY: '2' }, await freePort());
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) is held by one process',
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  },
  120_000,
); // a cold tsx start of the server while the suite runs in parallel can pass 30 s

if (!pgUrl) console.warn('cluster.test.ts: DATABASE_URL is not set (the PGlite pass), so the cluster test is skipped.');

describe.skipIf(!pgUrl)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('runs two workers sharing the port and the cache, replaces a killed one, and stops on SIGTERM', async () => {
    // An empty database: the first worker migrates and adds the demo content, the second finds both done.
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const name = `t_${process.pid}_cluster_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-cluster-'));
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const url = withDb(pgUrl!, name);
    const port = await freePort();
    const metricsPort = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'true',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        PUBLIC_CACHE_MS: '60000', // a fresh answer on the other worker can only come from its cache being told
        METRICS_TOKEN: METRICS,
        METRICS_PORT: String(metricsPort),
      },
      port,
    );
    await server.ready;
    const primary = server.child.pid!;
    const pids = childrenOf(primary);
    expect(pids).toHaveLength(2);

    // Two distinct workers answer on the one port (each new connection goes to the next worker).
    const seen = new Set<number>();
    let asked = 0;
    for (; asked < 20 && seen.size < 2; asked++) seen.add((await get(base, '/api/health/live')).json.worker);
    expect([...seen].sort()).toEqual([1, 2]);

    // /metrics counts every worker's requests, whichever worker (main port) or the primary (METRICS_PORT) answers.
    for (; asked < 22; asked++) await get(base, '/api/health/live');
    const counted = async (url: string) => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${METRICS}` } });
      expect(res.status).toBe(200);
      const line = /http_request_duration_seconds_count\{[^}]*route="\/api\/health\/live"[^}]*\} (\d+)/.exec(
        await res.text(),
      );
      return Number(line?.[1] ?? 0);
    };
    // Each worker took about half; a request's observation may follow its answer by a moment.
    const live = asked - 2;
    expect(await counted(`${base}/metrics`)).toBeGreaterThanOrEqual(live);
    expect(await counted(`${base}/metrics`)).toBeGreaterThanOrEqual(live);
    expect(await counted(`http://127.0.0.1:${metricsPort}/metrics`)).toBeGreaterThanOrEqual(live);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);

    // Migrations and demo content once.
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    cleanups.push(() => database.close());
    expect(await database.pendingMigrations()).toBe(0);
    const demo = await database.db.execute<{ users: number; clubs: number; twice: number }>(sql`
      SELECT (SELECT count(*)::int FROM users WHERE email LIKE '%@demo.afrifounders.org') AS users,
        (SELECT count(*)::int FROM clubs) AS clubs,
        (SELECT count(*)::int FROM (SELECT name FROM clubs GROUP BY name HAVING count(*) > 1) d) AS twice`);
    expect(demo.rows[0]).toMatchObject({ users: DEMO_USERS.length, twice: 0 });
    expect(demo.rows[0]!.clubs).toBeGreaterThan(0);

    // One kept-alive connection to each worker: a category created through one is listed at once by the other,
    // whose answer was cached for a minute.
    const [one, two] = await pinnedToTwoWorkers(base);
    for (const w of [one, two]) {
      await get(base, '/api/category/active', w.agent);
      expect((await get(base, '/api/category/active', w.agent)).headers['x-cache']).toBe('hit');
    }
    await insertUser(database.db, {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ops@example.com',
      phoneNumber: '',
      passwordHash: await hashPassword('Kilimanjaro!2026'),
      roles: ['admin'],
      emailVerified: true,
      status: 'active',
    });
    const { token } = (
      await send(base, 'POST', '/api/auth', one.agent, { email: 'ops@example.com', password: 'Kilimanjaro!2026' })
    ).json;
    const created = await send(base, 'POST', '/api/category', one.agent, { name: 'Heard Elsewhere' }, token);
    expect(created.status).toBe(201);
    const t0 = Date.now();
    const names = async () =>
      ((await get(base, '/api/category/active', two.agent)).json as { name: string }[]).map((c) => c.name);
    await until('the other worker to list the new category', async () => (await names()).includes('Heard Elsewhere'));
    expect(Date.now() - t0).toBeLessThan(1000);
    // Both connections stayed with their worker all along.
    expect((await get(base, '/api/health/live', one.agent)).json.worker).toBe(one.worker);
    expect((await get(base, '/api/health/live', two.agent)).json.worker).toBe(two.worker);
    one.agent.destroy();
    two.agent.destroy();

    // A worker killed outright is replaced by a new one (worker 3); the other serves meanwhile.
    process.kill(pids[0]!, 'SIGKILL');
    await until('a new worker', () => {
      const now = childrenOf(primary);
      return now.length === 2 && !now.includes(pids[0]!);
    });
    expect((await get(base, '/api/health/live')).status).toBe(200);
    await until(
      'the new worker to answer',
      async () => (await get(base, '/api/health/live')).json.worker === 3,
      30_000,
    );
    expect(server.output()).toMatch(/worker \d \(pid \d+\) died \(signal SIGKILL\)/);

    // SIGTERM to the primary: both workers stop gracefully, then the primary; within 15 s.
    const workers = childrenOf(primary);
    const signalled = Date.now();
    process.kill(primary, 'SIGTERM');
    expect(await server.exited).toBe(0);
    await until('every worker to be gone', () => workers.every((pid) => !alive(pid)), 15_000);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(server.output()).not.toContain('killing them');
    await expect(get(base, '/api/health/live')).rejects.toThrow();
  }, 180_000);
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: test answers of several shapes
  json: any;
}

function send(base: string, method: string, route: string, agent?: http.Agent, body?: unknown, token?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${route}`,
      {
        method,
        // No agent: a new connection each time, so the cluster hands it to the next worker.
        agent: agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : undefined }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const get = (base: string, route: string, agent?: http.Agent) => send(base, 'GET', route, agent);

/** Two kept-alive connections, each to a different worker. */
async function pinnedToTwoWorkers(base: string) {
  const pinned: { agent: http.Agent; worker: number }[] = [];
  for (let i = 0; i < 20 && pinned.length < 2; i++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { worker } = (await get(base, '/api/health/live', agent)).json as { worker: number };
    if (pinned.some((p) => p.worker === worker)) agent.destroy();
    else pinned.push({ agent, worker });
  }
  expect(pinned).toHaveLength(2);
  return pinned as [(typeof pinned)[0], (typeof pinned)[0]];
}

/** The process's children (Linux). */
function childrenOf(pid: number) {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0);
}

/** Whether a process is running (a zombie waiting to be reaped is not). */
function alive(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}
