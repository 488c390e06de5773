// The figures of one Lighthouse report and the table of every page against the budgets, for `npm run lighthouse`
// (scripts/lighthouse.mjs).

/** Issue 7's budgets. */
export const BUDGET = {
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

const auditTitle = (a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`;

/** The figures of one report; audits that fail (score < 1) in accessibility, best practices and SEO. */
export function figures(lhr) {
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

/** Prints one row a page (a miss marked), then what each missing page misses. */
export function printTable(results, runs, browser) {
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
  const head = [
    'page',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'LCP (s)',
    'CLS',
    'TBT (ms)',
    'JS (kB)',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => [...r[i]].length)));
  const line = (cells) => `| ${cells.map((c, i) => c + ' '.repeat(widths[i] - [...c].length)).join(' | ')} |`;
  const bench = results.find((r) => r.benchmarkIndex)?.benchmarkIndex;

  console.log(
    `\nLighthouse 12, mobile, simulated throttling, median of ${runs} run(s) by performance score${browser ? `, in ${browser}` : ''}${bench ? `; Chromium benchmark index ${Math.round(bench)}` : ''}.`,
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
}
