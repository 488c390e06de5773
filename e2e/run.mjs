// Browser journeys: starts the app the way `npm start` does (built web app, fresh data folder, PGlite,
// demo content, rate limits on), then runs the e2e tests in Debian's Chromium against it.
// `node e2e/run.mjs events` runs only the test files whose path matches (arguments go to vitest).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

// The same build step as `npm start`: builds only when the build is missing or older than the sources.
const b = spawnSync('node', ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
if (b.status !== 0) process.exit(1);

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-e2e-'));
const baseUrl = `http://localhost:${port}`;
const { DATABASE_URL: _drop, ...env } = process.env;
const serverEnv = {
  ...env,
  PORT: String(port),
  DATA_DIR: dataDir,
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMITS: 'off',
};

// An admin for the admin journeys, created with the documented command while the server is stopped.
const admin = spawnSync(
  'npx',
  ['tsx', 'server/cli/create-admin.ts', '--email', 'admin@e2e.test', '--password', 'Admin-Passw0rd!'],
  {
    stdio: 'inherit',
    env: serverEnv,
  },
);
if (admin.status !== 0) process.exit(1);

const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: serverEnv,
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);

let up = false;
for (let i = 0; i < 120 && !up; i++) {
  await new Promise((r) => setTimeout(r, 500));
  up = await fetch(`${baseUrl}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
}
if (!up) {
  console.error('the app did not start');
  process.exit(1);
}

const r = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir },
});
stop();
await new Promise((res) => setTimeout(res, 1000));
rmSync(dataDir, { recursive: true, force: true });
process.exit(r.status ?? 1);
