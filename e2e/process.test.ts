// `npm start` as a process manager runs it (issue 19): the server holds its embedded database (create-admin and
// a second server stop with a message), SIGTERM to the npm process stops the whole tree within 15 s, a request
// in flight is answered, and what it wrote is in the database afterwards. `npm run start:prod` the same way: every
// write acknowledged before the signal is there when it starts again on the same data folder.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../server/db/client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-process-'));
let port: number;
let env: NodeJS.ProcessEnv;
const started: ChildProcess[] = [];

beforeAll(async () => {
  // npm start builds the web app when it is stale; building first keeps the timings below about stopping.
  const build = spawnSync('node', ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  expect(build.status).toBe(0);
  port = await freePort();
  const { DATABASE_URL: _db, NODE_ENV: _env, E2E_BASE_URL: _url, ...rest } = process.env;
  env = {
    ...rest,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_DEMO: 'false',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  };
}, 600_000);

afterAll(() => {
  // Whatever a failed test left running goes (each was started in a process group of its own).
  for (const p of started) {
    try {
      if (p.pid) process.kill(-p.pid, 'SIGKILL');
    } catch {}
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function npm(args: string[], extra: NodeJS.ProcessEnv = {}) {
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...env, ...extra },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

it('npm start holds its data folder; SIGTERM to npm ends the tree within 15 s, after answering the request in flight', async () => {
  const server = npm(['start']);
  await waitFor(
    () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    90_000,
    server.output,
  );
  const tree = descendants(server.child.pid!);
  expect(tree.length).toBeGreaterThan(0);

  // The embedded database is the server's (npm's child: the shell exec'd it): create-admin and a second server
  // stop at once, saying why.
  const admin = npm(['run', 'create-admin', '--', '--email', 'ops@example.com', '--password', 'Lagoon-Breeze-4']);
  expect(await admin.exited).toBe(1);
  expect(admin.output()).toContain(`${path.join(dataDir, 'db')} is in use by process ${tree[0]}`);
  expect(admin.output()).not.toContain('Created SuperAdmin');
  const second = npm(['start'], { PORT: String(await freePort()) });
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain('use PostgreSQL (DATABASE_URL) to run several processes');
  expect(second.output()).not.toMatch(/Aborted|\n\s+at /);

  // A registration whose headers are in but whose body is not: in flight when the signal arrives.
  const body = JSON.stringify({
    first_name: 'Nia',
    last_name: 'Okafor',
    email: 'nia@example.com',
    phone_number: '123',
    password: 'Lagoon-Breeze-4',
  });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  let answer = '';
  socket.on('data', (d) => (answer += d));
  const answered = new Promise((r) => socket.once('close', r));
  socket.write(
    `POST /api/auth/onboard HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
  );
  await new Promise((r) => setTimeout(r, 300));

  const signalled = Date.now();
  process.kill(server.child.pid!, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  socket.write(body.slice(20));
  await answered;
  expect(answer, server.output()).toMatch(/^HTTP\/1\.1 201/);

  await waitFor(async () => [server.child.pid!, ...tree].every((pid) => !alive(pid)), 15_000, server.output);
  expect(Date.now() - signalled).toBeLessThan(15_000);
  expect(await answers(port)).toBe(false);

  // The acknowledged write is in the database the server closed, and closing released its lock.
  expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    const rows = await database.db.execute(sql`SELECT email FROM users WHERE email = 'nia@example.com'`);
    expect(rows.rows).toHaveLength(1);
  } finally {
    await database.close();
  }
}, 150_000);

it('npm run start:prod: SIGTERM to npm as writes arrive loses no acknowledged write', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'afri-prod-'));
  const extra = { DATA_DIR: folder, LOG_REQUESTS: 'off' };
  const up = (server: ReturnType<typeof npm>) =>
    waitFor(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      60_000,
      server.output,
    );
  const register = (i: number) =>
    fetch(`http://127.0.0.1:${port}/api/auth/onboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Ama',
        last_name: `Mensah ${i}`,
        email: `ama.${i}@example.com`,
        phone_number: '123',
        password: 'Lagoon-Breeze-4',
      }),
    }).then(
      (r) => r.status,
      () => 0, // refused or cut: not acknowledged
    );
  try {
    const server = npm(['run', 'start:prod'], extra);
    await up(server);
    const tree = descendants(server.child.pid!);

    // Six registrations at once; the signal goes out as soon as the first is acknowledged.
    const sent = Array.from({ length: 6 }, (_, i) => register(i));
    await Promise.race(sent.map((p) => p.then((status) => (status === 201 ? true : new Promise(() => {})))));
    const signalled = Date.now();
    process.kill(server.child.pid!, 'SIGTERM');
    const statuses = await Promise.all(sent);
    const acknowledged = statuses.flatMap((status, i) => (status === 201 ? [i] : []));
    expect(acknowledged.length).toBeGreaterThan(0);
    await waitFor(async () => [server.child.pid!, ...tree].every((pid) => !alive(pid)), 15_000, server.output);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(await server.exited, server.output()).toBe(0);

    // Started again on the same data folder: each acknowledged address is taken.
    const again = npm(['run', 'start:prod'], extra);
    await up(again);
    for (const i of acknowledged) expect(await register(i), `ama.${i}@example.com`).toBe(409);
    process.kill(again.child.pid!, 'SIGTERM');
    expect(await again.exited).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);

function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

async function waitFor(check: () => Promise<boolean> | boolean, ms: number, output: () => string) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out after ${ms} ms; output:\n${output()}`);
}

/** Every process below `pid` (Linux /proc). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  const out = spawnSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).stdout;
  for (const line of out.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const all: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      all.push(c);
      walk(c);
    }
  };
  walk(pid);
  return all;
}

/** Whether a process is running (a zombie waiting to be reaped is not). */
function alive(pid: number) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    return readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

function answers(p: number) {
  return new Promise<boolean>((resolve) => {
    const s = net.connect(p, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}
