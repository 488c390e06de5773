// npm run lighthouse: starts the app with the demo content (built web app, NODE_ENV=production, a fresh data
// folder, PGlite) and measures the public pages with Lighthouse 12 in Debian's Chromium: mobile, simulated
// throttling (Lighthouse's defaults), median of LIGHTHOUSE_RUNS runs (default 3) by performance score.
// Prints one table against the budgets of issue 7 and writes a JSON summary plus the median run's report of
// each page to .data-lighthouse/ (LIGHTHOUSE_OUT to change). It measures, it does not gate: missed budgets
// still exit 0; only a failure to build, start, discover or measure exits non-zero.
//
//   LIGHTHOUSE_PAGES=/,/blog,/blog/{id}   chosen pages: paths, or the templates below for discovered ids
//   LIGHTHOUSE_LOCALES=en                 English pages only (default en,fr: each page, chosen or discovered, again under /fr)
//   LIGHTHOUSE_RUNS=1                     runs per page
//   CHROME_PATH=/usr/bin/chromium         the browser
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
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
process.chdir(ROOT);

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const OUT = path.resolve(process.env.LIGHTHOUSE_OUT || '.data-lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Issue 7's budgets. */
const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 150,
  /** First-load JavaScript: every script the page loads until the network is quiet, as sent (gzip), in kB. */
  jsKB: 130,
};

const fail = (message) => {
  console.error(`lighthouse: ${message}`);
  process.exit(1);
};
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 15) fail('LIGHTHOUSE_RUNS must be a whole number from 1 to 15');
if (!existsSync(CHROME)) fail(`no browser at ${CHROME} (apt-get install chromium, or set CHROME_PATH)`);

// ---- the app, started the way `npm start` does, on a free port with a fresh data folder -------------------

// npm start's build step (the part of its script before the server starts): run as is when it builds only
// what is stale; a plain build runs only when there is no build at all, otherwise the build is reused.
const startScript = JSON.parse(readFileSync('package.json', 'utf8')).scripts?.start ?? '';
const buildStep = startScript
  .split('&&')
  .map((s) => s.trim())
  .find((s) => /build/.test(s) && !/server\/main/.test(s));
const plainBuild = !buildStep || /^(npm run build|vite build|npx vite build)$/.test(buildStep);
if (!plainBuild) {
  console.log(`Building what is stale (${buildStep})…`);
  if (spawnSync(buildStep, { stdio: 'inherit', shell: true }).status !== 0) fail('the build failed');
} else if (!existsSync('dist/web/index.html')) {
  console.log('Building the web app (dist/web/index.html is missing)…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) fail('the build failed');
} else {
  console.log('Reusing the web app built in dist/web/ (delete dist/ to rebuild).');
}

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
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

// ---- the public pages, with ids discovered from the API ---------------------------------------------------

const getJson = async (apiPath) => {
  const r = await fetch(`${baseUrl}${apiPath}`).catch(() => undefined);
  if (!r?.ok) return undefined;
  return { body: await r.json().catch(() => undefined), total: Number(r.headers.get('x-total-count') ?? NaN) };
};
const list = async (apiPath) => {
  const r = await getJson(apiPath);
  return Array.isArray(r?.body) ? r.body : [];
};
const slugify = (t) =>
  t
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
const slugOf = (a) => a.slug || slugify(a.title) || 'article';
/** A page that a later issue fills: measured only once it answers 200 with more than the placeholder. */
const isReal = async (pagePath) => {
  const r = await fetch(`${baseUrl}${pagePath}`).catch(() => undefined);
  if (r?.status !== 200) return false;
  return !/coming soon/i.test(await r.text());
};

/** A community article through the API: the admin joins the community, posts a copy of a demo article
 *  (text and image) there, and approves it. */
async function writeCommunityArticle(communityId, sourceId) {
  const call = async (method, apiPath, { token, json, form } = {}) => {
    const headers = {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(json && { 'content-type': 'application/json' }),
    };
    const r = await fetch(`${baseUrl}${apiPath}`, { method, headers, body: json ? JSON.stringify(json) : form });
    if (!r.ok) throw new Error(`${method} ${apiPath} answered ${r.status}: ${(await r.text()).slice(0, 200)}`);
    return r.json();
  };
  const { token } = await call('POST', '/api/auth', { json: ADMIN });
  await call('POST', '/api/club-member', { token, json: { clubId: communityId } });
  const source = await call('GET', `/api/article/${sourceId}`);
  const form = new FormData();
  for (const k of ['title', 'summary', 'body', 'tag']) form.set(k, source[k] || k);
  if (source.category) form.set('category', source.category);
  if (source.article_image) {
    const image = await fetch(new URL(source.article_image, baseUrl));
    if (!image.ok) throw new Error(`the image ${source.article_image} answered ${image.status}`);
    // Uploads take PNG or JPEG; the stored image may be WebP.
    const jpeg = await sharp(Buffer.from(await image.arrayBuffer()))
      .jpeg()
      .toBuffer();
    form.set('article_image', new Blob([jpeg], { type: 'image/jpeg' }), 'article.jpg');
  }
  const { article } = await call('POST', `/api/article/create-community/${communityId}`, { token, form });
  return call('PATCH', `/api/article/${article._id}`, { token, json: { status: 'approved' } });
}

/** [template, path] in the order of the table; a missing id leaves the page out with a note. */
const discovered = [];
const notes = [];
const add = (template, pagePath) => discovered.push({ template, path: pagePath });

add('/', '/');
add('/blog', '/blog');
const [general] = await list('/api/article?type=general&limit=1');
if (general) {
  add('/blog/{id}', `/blog/${general._id}`);
  add('/article/{id}/{slug}', `/article/${general._id}/${slugOf(general)}`);
} else notes.push('no general article: /blog/{id} and /article/{id}/{slug} left out');
// The public community with the most posts: the fullest /community/{id} page.
let community;
let mostPosts = -1;
for (const c of (await list('/api/club/get?limit=20')).filter((c) => !c.isPrivate && c.status === 'approved')) {
  const posts = (await getJson(`/api/post/get/all/${c._id}?limit=1`))?.total;
  const n = Number.isFinite(posts) ? posts : 0;
  if (n > mostPosts) [community, mostPosts] = [c, n];
}
let [communityArticle] = await list('/api/article?type=community&limit=1');
const wanted = (template) =>
  !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').some((p) => p.trim() === template);
if (!communityArticle && community && general && wanted('/{communityId}/{articleId}/{slug}')) {
  try {
    communityArticle = await writeCommunityArticle(community._id, general._id);
    notes.push(
      `the demo content has no community article: the admin ${ADMIN.email} wrote one in ${community.name} with the text and image of a demo article`,
    );
  } catch (e) {
    notes.push(`no community article, and writing one failed (${e.message})`);
  }
}
if (communityArticle?.clubId)
  add(
    '/{communityId}/{articleId}/{slug}',
    `/${communityArticle.clubId}/${communityArticle._id}/${slugOf(communityArticle)}`,
  );
else if (wanted('/{communityId}/{articleId}/{slug}'))
  notes.push('no community article: /{communityId}/{articleId}/{slug} left out');
add('/communities', '/communities');
if (community) add('/community/{id}', `/community/${community._id}`);
else notes.push('no public community: /community/{id} left out');
for (const p of ['/about', '/contact', '/privacy', '/terms', '/login', '/registration']) add(p, p);

// Pages of the next issues: only when their API answers and the page is more than 'Coming soon'.
if ((await getJson('/api/event')) && (await isReal('/event'))) add('/event', '/event');
const [firstEvent] = await list('/api/event?limit=1');
if (firstEvent && (await isReal(`/event/${firstEvent._id}`))) add('/event/{id}', `/event/${firstEvent._id}`);
if ((await getJson('/api/media/playlists')) && (await isReal('/videos'))) add('/videos', '/videos');
// The startup pages (issue 11): the directory, the first profile with a logo (the fullest), an opportunity.
add('/startup', '/startup');
const startups = await list('/api/startup?limit=20');
const profile = startups.find((s) => s.logo) ?? startups[0];
if (profile) add('/startup/{id}', `/startup/${profile._id}`);
else notes.push('no verified startup: /startup/{id} left out');
let opportunity;
for (const s of startups) {
  [opportunity] = await list(`/api/opportunities/startup/${s._id}?limit=1`);
  if (opportunity) break;
}
if (opportunity) add('/opportunity/{id}', `/opportunity/${opportunity._id}`);
else notes.push('no public opportunity: /opportunity/{id} left out');
// The search page (issue 18): a word of the demo content found in several kinds.
add('/search?q=founders', '/search?q=founders');
const later = ['/event', '/event/{id}', '/videos'].filter(
  (t) => wanted(t) && !discovered.some((d) => d.template === t),
);
if (later.length) notes.push(`not measured (no API or still 'Coming soon'): ${later.join(', ')}`);

// The French pages (issue 20): every page again at its /fr address (LIGHTHOUSE_LOCALES=en measures English only).
if ((process.env.LIGHTHOUSE_LOCALES ?? 'en,fr').split(',').includes('fr')) {
  for (const d of [...discovered])
    discovered.push({
      template: d.template === '/' ? '/fr' : `/fr${d.template}`,
      path: d.path === '/' ? '/fr' : `/fr${d.path}`,
    });
}

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

const auditTitle = (a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`;

/** The figures of one report; audits that fail (score < 1) in accessibility, best practices and SEO. */
function figures(lhr) {
  const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = {};
  for (const c of ['accessibility', 'best-practices', 'seo']) {
    failing[c] = (lhr.categories[c]?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ audit }) =>
          audit &&
          audit.score !== null &&
          audit.score < 1 &&
          !['manual', 'notApplicable', 'informative'].includes(audit.scoreDisplayMode),
      )
      .map(({ ref, audit }) => ({ id: audit.id, title: auditTitle(audit), weight: ref.weight }));
  }
  const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  // Performance audits worth a look, for the JSON summary.
  const perfHints = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a &&
        a.score !== null &&
        a.score < 0.9 &&
        !['manual', 'notApplicable', 'informative'].includes(a.scoreDisplayMode),
    )
    .map((a) => ({ id: a.id, title: auditTitle(a), score: a.score }));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    jsKB: requests.length ? jsBytes / 1000 : null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    speedIndexMs: metric('speed-index'),
    lcpElement: lcpNode ? { label: lcpNode.nodeLabel, selector: lcpNode.selector, snippet: lcpNode.snippet } : null,
    failingAudits: failing,
    performanceHints: perfHints,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

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

const MISS = ' ✗';
const cell = (value, text, ok) => (value == null ? '–' : `${text}${ok ? '' : MISS}`);
const misses = (r) =>
  !r.error &&
  !(
    r.performance >= BUDGET.performance &&
    r.accessibility >= BUDGET.accessibility &&
    r.bestPractices >= BUDGET.bestPractices &&
    r.seo >= BUDGET.seo &&
    r.lcpMs != null &&
    r.lcpMs <= BUDGET.lcpMs &&
    r.cls != null &&
    r.cls <= BUDGET.cls &&
    r.tbtMs != null &&
    r.tbtMs <= BUDGET.tbtMs &&
    r.jsKB != null &&
    r.jsKB <= BUDGET.jsKB
  );
const rows = results.map((r) =>
  r.error
    ? [r.page, 'error', '', '', '', '', '', '', '']
    : [
        r.page,
        cell(r.performance, String(r.performance), r.performance >= BUDGET.performance),
        cell(r.accessibility, String(r.accessibility), r.accessibility >= BUDGET.accessibility),
        cell(r.bestPractices, String(r.bestPractices), r.bestPractices >= BUDGET.bestPractices),
        cell(r.seo, String(r.seo), r.seo >= BUDGET.seo),
        cell(r.lcpMs, (r.lcpMs / 1000).toFixed(2), r.lcpMs <= BUDGET.lcpMs),
        cell(r.cls, r.cls?.toFixed(3), r.cls <= BUDGET.cls),
        cell(r.tbtMs, String(Math.round(r.tbtMs ?? 0)), r.tbtMs <= BUDGET.tbtMs),
        cell(r.jsKB, r.jsKB?.toFixed(1), r.jsKB <= BUDGET.jsKB),
      ],
);
const head = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP (s)', 'CLS', 'TBT (ms)', 'JS (kB)'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => [...r[i]].length)));
const line = (cells) => `| ${cells.map((c, i) => c + ' '.repeat(widths[i] - [...c].length)).join(' | ')} |`;
const bench = results.find((r) => r.benchmarkIndex)?.benchmarkIndex;

console.log(
  `\nLighthouse 12, mobile, simulated throttling, median of ${RUNS} run(s) by performance score${bench ? `; Chromium benchmark index ${Math.round(bench)}` : ''}.`,
);
console.log(
  `Budgets: performance >= ${BUDGET.performance}, accessibility/best practices/SEO = 100, LCP <= ${BUDGET.lcpMs / 1000} s, CLS <= ${BUDGET.cls}, TBT <= ${BUDGET.tbtMs} ms, first-load JS <= ${BUDGET.jsKB} kB gzip;${MISS} marks a miss.\n`,
);
console.log(line(head));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const r of rows) console.log(line(r));

const missing = results.filter(misses);
if (missing.length) console.log('');
for (const r of missing) {
  console.log(`${r.page} (${r.path})`);
  const snippet = r.lcpElement?.snippet ?? '';
  console.log(
    `  LCP element: ${r.lcpElement ? `${r.lcpElement.label} — ${snippet.length > 240 ? `${snippet.slice(0, 240)}…` : snippet}` : '–'}`,
  );
  for (const [c, label] of [
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
    ['seo', 'SEO'],
  ]) {
    for (const a of r.failingAudits[c]) console.log(`  ${label}: ${a.title}${a.weight === 0 ? ' [no weight]' : ''}`);
  }
}
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
