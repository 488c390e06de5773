// npm test: every test of the project, in order of cost. Fails when any step fails.
//   1. types (tsc), lint and format (Biome, with the import boundaries)   2. unit + component tests   3. API tests on PGlite
//   4. API tests on PostgreSQL (DATABASE_URL, or the local server at 127.0.0.1:5432; skipped with a line if unreachable)
//   5. build the web app and the server   6. prod: a clean clone built, pruned of devDependencies and run as in
//   production (scripts/prod-check.mjs)   7. browser journeys in Chromium against the app as `npm start` runs it
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const started = Date.now();
const only = process.argv.slice(2);
const results = [];

function run(name, cmd, args, env = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - t) / 1000).toFixed(1) });
  if (!ok) finish();
}

function finish() {
  console.log('\n━━ summary');
  for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

async function postgresUrl() {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch (err) {
    console.log(
      `\n━━ api-postgres: SKIPPED, PostgreSQL is not reachable at ${url.replace(/\/\/[^@]*@/, '//')} (${err.message})`,
    );
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

const { DATABASE_URL: _ignored, ...pgliteEnv } = process.env;
run('types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
run('unit-web', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web', '--passWithNoTests']);
if (!only.length || only.includes('api-pglite')) {
  console.log('\n━━ api-pglite');
  const t = Date.now();
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: pgliteEnv });
  results.push({ name: 'api-pglite', ok: r.status === 0, seconds: ((Date.now() - t) / 1000).toFixed(1) });
  if (r.status !== 0) finish();
}
if (!only.length || only.includes('api-postgres')) {
  const url = await postgresUrl();
  if (url) run('api-postgres', 'npx', ['vitest', 'run', '--project', 'api'], { DATABASE_URL: url });
}
run('build', 'node', ['scripts/build.mjs']);
run('prod', 'node', ['scripts/prod-check.mjs']);
run('e2e', 'node', ['e2e/run.mjs']);
finish();
