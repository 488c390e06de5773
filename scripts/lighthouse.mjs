// npm run lighthouse: starts the app with the demo content (built web app, NODE_ENV=production, a fresh data
// folder, PGlite) and measures the public pages with Lighthouse 12 in Debian's Chromium headless shell (the
// package chromium-headless-shell; the full chromium when it is missing, docs/decisions.md "Stop 32"): mobile,
// simulated throttling (Lighthouse's defaults), median of LIGHTHOUSE_RUNS runs (default 3) by performance score.
// Prints one table against the budgets of issue 7 and writes a JSON summary plus the median run's report of
// each page to .data-lighthouse/ (LIGHTHOUSE_OUT to change). It measures, it does not gate: missed budgets
// still exit 0; only a failure to build, start, discover or measure exits non-zero.
//
//   LIGHTHOUSE_PAGES=/,/blog,/blog/{id}   chosen pages: paths, or the templates below for discovered ids
//   LIGHTHOUSE_LOCALES=en                 English pages only (default en,fr: each page, chosen or discovered, again under /fr)
//   LIGHTHOUSE_RUNS=1                     runs per page
//   CHROME_PATH=/usr/bin/chromium         the browser (default: /usr/bin/chromium-headless-shell if installed)
//
// Templates: /blog/{id}, /article/{id}/{slug}, /{communityId}/{articleId}/{slug}, /community/{id},
// /startup/{id}, /opportunity/{id}.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildLikeNpmStart, freePort } from './lighthouse-app.mjs';
import { discoverPages } from './lighthouse-pages.mjs';
import { BUDGET, figures, printTable } from './lighthouse-report.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
process.chdir(ROOT);

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// The headless shell: the same Blink and V8 as the full browser, without its browser window and display
// compositor, whose threads on a two-core machine take the CPU from the page's main thread while it loads, and
// Lighthouse counts that waiting as the page's blocking time (docs/decisions.md "Stop 32").
const SHELL = '/usr/bin/chromium-headless-shell';
const CHROME = process.env.CHROME_PATH || (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
const isShell = path.basename(CHROME).includes('headless-shell');
const OUT = path.resolve(process.env.LIGHTHOUSE_OUT || '.data-lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  // The shell is headless by nature; the full browser is told to be.
  ...(isShell ? [] : ['--headless=new']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const fail = (message) => {
  console.error(`lighthouse: ${message}`);
  process.exit(1);
};
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 15) fail('LIGHTHOUSE_RUNS must be a whole number from 1 to 15');
if (!existsSync(CHROME)) fail(`no browser at ${CHROME} (apt-get install chromium-headless-shell, or set CHROME_PATH)`);

// ---- the app, started the way `npm start` does, on a free port with a fresh data folder -------------------

buildLikeNpmStart(fail);
const port = await freePort();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'afri-lighthouse-'));
const dataDir = path.join(tmp, 'data');
const serverLog = path.join(tmp, 'server.log');
// localhost, not 127.0.0.1: PUBLIC_URL makes the canonical links, which must name the page Lighthouse loads.
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
  SEED_DEMO: 'true',
};
// An admin, created with the documented command before the server starts, in case the demo content needs a
// community article (below).
const ADMIN = { email: 'admin@lighthouse.test', password: 'Lighthouse-Adm1n!' };
const admin = spawnSync(
  'npx',
  ['tsx', 'server/cli/create-admin.ts', '--email', ADMIN.email, '--password', ADMIN.password],
  { encoding: 'utf8', env: serverEnv },
);
if (admin.status !== 0) fail(`could not create the admin:\n${admin.stderr}`);
const logFd = openSync(serverLog, 'a');
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: ['ignore', logFd, logFd],
  env: serverEnv,
  detached: true,
});

let chrome;
let cleaned = false;
const cleanup = () => {
  if (cleaned) return;
  cleaned = true;
  try {
    chrome?.kill();
  } catch {}
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  try {
    rmSync(tmp, { recursive: true, force: true });
  } catch {}
};
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    cleanup();
    process.exit(130);
  });
}

const serverLogTail = () => {
  try {
    return readFileSync(serverLog, 'utf8').trim().split('\n').slice(-20).join('\n');
  } catch {
    return '';
  }
};

let up = false;
for (let i = 0; i < 240 && !up && server.exitCode === null; i++) {
  await new Promise((r) => setTimeout(r, 500));
  up = await fetch(`${baseUrl}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
}
if (!up) fail(`the app did not start; its last lines:\n${serverLogTail()}`);
console.log(`App up at ${baseUrl} (server log: ${serverLog}).`);

// ---- the public pages, with ids discovered from the API (scripts/lighthouse-pages.mjs) -----------------

const { discovered, notes } = await discoverPages({ baseUrl, admin: ADMIN });

let pages = discovered;
if (process.env.LIGHTHOUSE_PAGES) {
  pages = process.env.LIGHTHOUSE_PAGES.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(
      (p) =>
        discovered.find((d) => d.template === p) ??
        (p.includes('{')
          ? fail(`no page for ${p} (not discovered)\n${notes.join('\n')}`)
          : { template: p, path: p.startsWith('/') ? p : `/${p}` }),
    );
  // A chosen English page is measured in French too, unless LIGHTHOUSE_LOCALES says otherwise (or it was chosen).
  const withFr = (process.env.LIGHTHOUSE_LOCALES ?? 'en,fr').split(',').includes('fr');
  for (const page of withFr ? [...pages] : []) {
    if (/^\/fr(\/|$)/.test(page.template)) continue;
    const template = page.template === '/' ? '/fr' : `/fr${page.template}`;
    if (pages.some((q) => q.template === template)) continue;
    pages.push({ template, path: page.path === '/' ? '/fr' : `/fr${page.path}` });
  }
}
if (!pages.length) fail('no pages to measure');

// ---- Lighthouse ------------------------------------------------------------------------------------------

async function runOnce(url) {
  const userDataDir = mkdtempSync(path.join(tmp, 'chrome-'));
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Search results ask not to be indexed (noindex, issue 18): 'is-crawlable' would count that against SEO.
      ...(/^(\/fr)?\/search$/.test(new URL(url).pathname) && { skipAudits: ['is-crawlable'] }),
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    return { lhr: result.lhr, html: result.report };
  } finally {
    const proc = chrome.process;
    const closed = new Promise((r) => {
      if (proc.exitCode !== null || proc.signalCode !== null) r();
      else {
        proc.once('exit', r);
        setTimeout(r, 5000);
      }
    });
    chrome.kill();
    await closed;
    chrome = undefined;
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

mkdirSync(OUT, { recursive: true });
for (const f of readdirSync(OUT))
  if (f === 'summary.json' || f.endsWith('.report.html')) rmSync(path.join(OUT, f), { force: true });
const fileName = (p) =>
  `${
    p === '/'
      ? 'home'
      : p
          .replace(/^\//, '')
          .replace(/[{}]/g, '')
          .replace(/[^\w-]+/g, '_')
  }.report.html`;

console.log(
  `Measuring ${pages.length} page(s), ${RUNS} run(s) each (mobile, simulated throttling): ${pages.map((p) => p.path).join(' ')}`,
);
const results = [];
for (const p of pages) {
  const url = `${baseUrl}${p.path}`;
  const runs = [];
  const errors = [];
  // A failed run (Lighthouse sometimes loses the trace on a busy machine: 'run Lighthouse again') is retried,
  // up to two extra attempts per page.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
    try {
      const r = await runOnce(url);
      if (r.lhr.runtimeError) errors.push(`${r.lhr.runtimeError.code}: ${r.lhr.runtimeError.message}`);
      else runs.push(r);
    } catch (e) {
      errors.push(String(e?.message ?? e));
    }
  }
  if (!runs.length) {
    console.log(`  ${p.template}: could not be measured (${errors[0]})`);
    results.push({ page: p.template, path: p.path, error: errors[0], errors });
    continue;
  }
  // Median by performance score (the lower middle for an even count).
  const sorted = runs
    .map((r) => ({ ...r, fig: figures(r.lhr) }))
    .sort((a, b) => (a.fig.performance ?? -1) - (b.fig.performance ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const report = path.join(OUT, fileName(p.template));
  writeFileSync(report, median.html);
  const short = runs.length < RUNS ? ` (${runs.length} of ${RUNS} runs; ${errors[0]})` : '';
  console.log(`  ${p.template}: performance ${sorted.map((r) => r.fig.performance ?? '–').join(', ')}${short}`);
  results.push({
    page: p.template,
    path: p.path,
    runs: runs.length,
    performanceOfRuns: sorted.map((r) => r.fig.performance),
    // Each run's figures in the order they ran (the median is by score; blocking time varies on its own).
    runOrder: runs.map((r) => {
      const f = figures(r.lhr);
      return { performance: f.performance, tbtMs: f.tbtMs, jsKB: f.jsKB };
    }),
    errors,
    report,
    ...median.fig,
  });
}

// ---- the table -------------------------------------------------------------------------------------------

printTable(results, RUNS, path.basename(CHROME));
for (const r of results.filter((r) => r.error)) console.log(`${r.page}: ${r.error}`);
if (notes.length) console.log(`\n${notes.map((n) => `Note: ${n}.`).join('\n')}`);

const summary = {
  date: new Date().toISOString(),
  baseUrl,
  runs: RUNS,
  chrome: CHROME,
  chromeFlags: CHROME_FLAGS,
  budgets: BUDGET,
  notes,
  pages: results,
};
const summaryFile = path.join(OUT, 'summary.json');
writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
console.log(
  `\nSummary: ${path.relative(ROOT, summaryFile) || summaryFile}; the median run's report of each page beside it (*.report.html).`,
);

cleanup();
process.exit(results.some((r) => r.error) ? 1 : 0);
