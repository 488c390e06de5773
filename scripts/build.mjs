// Builds the app into dist/: the browser bundle (dist/web), the server-rendering bundle (dist/server/entry-server.js)
// and the server itself as JavaScript (dist/server/main.js, dist/server/cli/*.js, dist/server/migrations), so
// production runs `node dist/server/main.js` with no TypeScript, tsx or vite (docs/decisions.md, stop 11).
//   node scripts/build.mjs                      always builds both
//   node scripts/build.mjs --if-stale           builds what is missing or older than its sources (npm start)
//   node scripts/build.mjs --if-stale --server  the server only (the CLIs: create-admin, seed, backup, restore)
// vite and esbuild are imported only when something is built, so after `npm prune --omit=dev` a fresh build's
// check still runs. Several processes may start from one checkout: builds take a lock, happen in a temporary
// folder, and are copied in without deleting the files a running server still uses (old hashed chunks stay;
// index.html, the manifest and the entries are replaced by rename, so a reader never sees half a file).
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');
const lock = path.join(dist, '.build-lock');
const WEB = {
  stamp: path.join(dist, '.build-stamp'),
  sources: ['web', 'common', 'vite.config.ts', 'preact-aliases.ts', 'package-lock.json', 'scripts/build.mjs'],
  outputs: ['web/index.html', 'server/entry-server.js'],
};
const SERVER = {
  stamp: path.join(dist, '.server-stamp'),
  sources: ['server', 'common', 'package.json', 'package-lock.json', 'scripts/build.mjs'],
  outputs: [
    'server/main.js',
    'server/cli/create-admin.js',
    'server/cli/seed.js',
    'server/cli/backup.js',
    'server/cli/restore.js',
    'server/migrations/meta/_journal.json',
  ],
};

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const e of readdirSync(p))
    if (e !== 'node_modules' && !e.endsWith('.test.ts')) max = Math.max(max, newest(path.join(p, e)));
  return max;
}

const isStale = (part) =>
  !existsSync(part.stamp) ||
  part.outputs.some((f) => !existsSync(path.join(dist, f))) ||
  Math.max(...part.sources.map((s) => newest(path.join(root, s)))) > statSync(part.stamp).mtimeMs;

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
      if (i % 20 === 0) console.log('waiting for another build to finish…');
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

/** The stamp is as old as the sources the build read, so an edit made during the build triggers the next one. */
function writeStamp(file, startedAt) {
  writeFileSync(file, startedAt.toISOString());
  const t = startedAt.getTime() / 1000;
  utimesSync(file, t, t);
}

async function buildWeb(tmp) {
  const { build } = await import('vite');
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
}

/**
 * Node's ESM loader does not complete a deep import into a package without an `exports` map
 * (`nodemailer/lib/shared` is a folder), as tsx and bundlers do: such imports are written out to their file.
 */
const deepImports = {
  name: 'deep-imports',
  setup(b) {
    const require = createRequire(path.join(root, 'package.json'));
    b.onResolve({ filter: /^(@[^/]+\/[^/]+|[^./][^/]*)\/./ }, (args) => {
      if (args.path.startsWith('node:')) return undefined;
      const name = args.path
        .split('/')
        .slice(0, args.path.startsWith('@') ? 2 : 1)
        .join('/');
      const dir = path.join(root, 'node_modules', name);
      const manifest = path.join(dir, 'package.json');
      if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).exports) return undefined;
      const file = require.resolve(args.path);
      return { path: `${name}/${path.relative(dir, file).split(path.sep).join('/')}`, external: true };
    });
  },
};

/**
 * The server and its CLIs, bundled by esbuild to ESM for Node with every package left to node_modules; types are
 * checked by `npm run typecheck`, not here. A package imported at run time must be a dependency, not a
 * devDependency (production installs without them): the build fails naming it.
 */
async function buildServer(tmp) {
  const esbuild = await import('esbuild');
  console.log('building the server…');
  const out = path.join(tmp, 'app');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      'cli/create-admin': 'server/cli/create-admin.ts',
      'cli/seed': 'server/cli/seed.ts',
      'cli/backup': 'server/cli/backup.ts',
      'cli/restore': 'server/cli/restore.ts',
    },
    outdir: out,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [deepImports],
  });
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const builtins = new Set(builtinModules);
  const missing = new Set();
  for (const output of Object.values(result.metafile.outputs))
    for (const imp of output.imports) {
      if (!imp.external || imp.path.startsWith('node:') || builtins.has(imp.path)) continue;
      const name = imp.path
        .split('/')
        .slice(0, imp.path.startsWith('@') ? 2 : 1)
        .join('/');
      if (!pkg.dependencies?.[name]) missing.add(name);
    }
  if (missing.size)
    throw new Error(
      `the server imports packages that are not dependencies (production lacks them): ${[...missing].join(', ')}`,
    );
  cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(out, 'migrations'), { recursive: true });
  install(out, path.join(dist, 'server'), [
    'migrations/meta/_journal.json',
    'cli/create-admin.js',
    'cli/seed.js',
    'cli/backup.js',
    'cli/restore.js',
    'main.js',
  ]);
}

const onlyIfStale = process.argv.includes('--if-stale');
const parts = process.argv.includes('--server') ? [SERVER] : [WEB, SERVER];
if (onlyIfStale && !parts.some(isStale)) process.exit(0);

await withLock(async () => {
  for (const part of parts) {
    if (onlyIfStale && !isStale(part)) continue; // another process built it while we waited
    const started = Date.now();
    const startedAt = new Date();
    const tmp = path.join(dist, `.tmp-${process.pid}`);
    rmSync(tmp, { recursive: true, force: true });
    try {
      await (part === WEB ? buildWeb : buildServer)(tmp);
    } catch (err) {
      // After `npm prune --omit=dev` there is nothing to build with: a complete build is run as it is.
      const complete = part.outputs.every((f) => existsSync(path.join(dist, f)));
      if (!(onlyIfStale && complete && err?.code === 'ERR_MODULE_NOT_FOUND')) throw err;
      console.warn(
        `the sources look newer than the build, but ${err.message.match(/'([^']+)'/)?.[1] ?? 'the builder'} is not installed (production install): running the existing build`,
      );
      continue;
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    writeStamp(part.stamp, startedAt);
    console.log(`built the ${part === WEB ? 'web app' : 'server'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
});
