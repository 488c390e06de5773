// Builds the web app (browser bundle in dist/web, server-rendering bundle in dist/server).
//   node scripts/build.mjs             always builds
//   node scripts/build.mjs --if-stale  builds only when a build is missing or older than its sources (npm start)
// Several processes may start from one checkout: builds take a lock, happen in a temporary folder, and are
// copied in without deleting the files a running server still uses (old hashed chunks stay; index.html,
// the manifest and the server entry are replaced by rename, so a reader never sees half a file).
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');
const stamp = path.join(dist, '.build-stamp');
const lock = path.join(dist, '.build-lock');
const SOURCES = ['web', 'common', 'vite.config.ts', 'package-lock.json', 'scripts/build.mjs'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const e of readdirSync(p)) if (e !== 'node_modules') max = Math.max(max, newest(path.join(p, e)));
  return max;
}

const isStale = () =>
  !existsSync(stamp) ||
  !existsSync(path.join(dist, 'web', 'index.html')) ||
  !existsSync(path.join(dist, 'server', 'entry-server.js')) ||
  Math.max(...SOURCES.map((s) => newest(path.join(root, s)))) > statSync(stamp).mtimeMs;

async function withLock(fn) {
  mkdirSync(dist, { recursive: true });
  for (let i = 0; ; i++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than 10 minutes was left by a killed build.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000)
        rmSync(lock, { recursive: true, force: true });
      if (i % 20 === 0) console.log('waiting for another build of the web app to finish…');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Copies a fresh build into place; the named files go last, each by rename. */
function install(from, to, lastFiles) {
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true, filter: (src) => !lastFiles.includes(path.relative(from, src)) });
  for (const f of lastFiles) {
    const src = path.join(from, f);
    if (!existsSync(src)) continue;
    mkdirSync(path.dirname(path.join(to, f)), { recursive: true });
    const tmp = `${path.join(to, f)}.${process.pid}.tmp`;
    cpSync(src, tmp);
    renameSync(tmp, path.join(to, f));
  }
}

const onlyIfStale = process.argv.includes('--if-stale');
if (onlyIfStale && !isStale()) process.exit(0);

await withLock(async () => {
  if (onlyIfStale && !isStale()) return; // another process built it while we waited
  const started = Date.now();
  const startedAt = new Date();
  const tmp = path.join(dist, `.tmp-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  const configFile = path.join(root, 'vite.config.ts');
  console.log('building the web app…');
  await build({ configFile, logLevel: 'warn', build: { outDir: path.join(tmp, 'web'), emptyOutDir: true } });
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: path.join(tmp, 'server'), emptyOutDir: true, copyPublicDir: false },
  });
  install(path.join(tmp, 'web'), path.join(dist, 'web'), ['.vite/manifest.json', 'index.html']);
  install(path.join(tmp, 'server'), path.join(dist, 'server'), ['entry-server.js']);
  rmSync(tmp, { recursive: true, force: true });
  writeFileSync(stamp, startedAt.toISOString());
  // The stamp is as old as the sources the build read, so an edit made during the build triggers the next one.
  const t = startedAt.getTime() / 1000;
  (await import('node:fs')).utimesSync(stamp, t, t);
  console.log(`built the web app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
