// The production path of issue 19, as an operator runs it, from a clean clone of the committed HEAD:
//   npm ci && npm run build && npm prune --omit=dev && npm run create-admin && NODE_ENV=production npm run start:prod
// then the health check and the home page answer, and SIGTERM to the npm process stops the server.
// Run by `npm test` as the step `prod` (a few minutes: npm ci downloads the packages).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'afrifounders-prod-'));
const app = path.join(tmp, 'app');
const dataDir = path.join(tmp, 'data');
const { DATABASE_URL: _db, NODE_ENV: _env, JWT_SECRET: _jwt, ...base } = process.env;

function fail(message) {
  console.error(`prod check FAILED: ${message}`);
  rmSync(tmp, { recursive: true, force: true });
  process.exit(1);
}

function step(cmd, args, env = {}) {
  console.log(`\n── ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: app, stdio: 'inherit', env: { ...base, ...env } });
  if (r.status !== 0) fail(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function get(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
  } catch {
    return undefined;
  }
}

const t0 = Date.now();
const clone = spawnSync('git', ['clone', '--quiet', root, app], { stdio: 'inherit' });
if (clone.status !== 0) fail('git clone');
step('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
step('npm', ['run', 'build']);
step('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error']);
for (const dev of ['vite', 'tsx', 'typescript', 'esbuild', 'vitest'])
  if (existsSync(path.join(app, 'node_modules', dev))) fail(`${dev} is still installed after npm prune --omit=dev`);

const env = { NODE_ENV: 'production', SEED_DEMO: 'false', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
step('npm', ['run', 'create-admin', '--', '--email', 'ops@example.com', '--password', 'Lagoon-Breeze-4'], env);

const port = await freePort();
console.log(`\n── npm run start:prod (port ${port})`);
const server = spawn('npm', ['run', 'start:prod'], {
  cwd: app,
  env: { ...base, ...env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve(code ?? signal)));
const stopAll = () => {
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {}
};

let health;
for (let i = 0; i < 120 && !health; i++) {
  const r = await get(`http://127.0.0.1:${port}/api/health`);
  if (r?.status === 200) health = r;
  else await new Promise((r) => setTimeout(r, 500));
}
if (!health) {
  stopAll();
  fail('GET /api/health did not answer 200 within 60 s');
}
const page = await get(`http://127.0.0.1:${port}/`);
if (page?.status !== 200 || !page.type.startsWith('text/html') || !/<!doctype html>/i.test(page.body)) {
  stopAll();
  fail(`GET / answered ${page?.status} ${page?.type}`);
}
console.log(`health: ${health.body}; GET /: ${page.status} ${page.type}, ${page.body.length} bytes`);

server.kill('SIGTERM'); // the npm process, as a process manager stops it; its shell exec'd the server
const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 15_000))]);
const still = await get(`http://127.0.0.1:${port}/api/health`);
if (code === 'timeout' || still) {
  stopAll();
  fail(`SIGTERM to npm: exit ${code}, server ${still ? 'still answering' : 'gone'}`);
}
rmSync(tmp, { recursive: true, force: true });
console.log(`\nprod check passed in ${((Date.now() - t0) / 1000).toFixed(0)} s (npm stopped with ${code})`);
