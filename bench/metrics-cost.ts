/**
 * What keeping Prometheus metrics costs (issue 19: the ceiling shares may drop by at most 5 points with metrics on).
 * BENCH_METRICS=off measures apps without metrics (no METRICS_TOKEN: nothing is counted); on, with METRICS_TOKEN set
 * (every answered request observed, the cache's and the pool's figures kept; /metrics itself is not scraped); both
 * (the default): off, and on the PostgreSQL pass the compared reads measured again on a second app on the same
 * database with metrics on, with both shares of the ceiling printed side by side. Measured in the order off, on,
 * on, off for each read (the first off is the pass's own row): the machine's drift over the minutes of a pass
 * (another process, PostgreSQL's autovacuum, the page cache) weighs on both sides alike, and each side's figure
 * is the mean of its two measurements.
 */
import { randomBytes } from 'node:crypto';
import type { Row } from './measure';
import type { Scenario } from './scenarios';
import { printTable } from './table';

export type MetricsMode = 'on' | 'off' | 'both';

export function metricsMode(env = process.env): MetricsMode {
  const v = (env.BENCH_METRICS ?? 'both').toLowerCase();
  if (v === 'on' || v === 'off' || v === 'both') return v;
  console.warn(`BENCH_METRICS=${env.BENCH_METRICS} is not on, off or both; using both.`);
  return 'both';
}

const METRICS_TOKEN = randomBytes(24).toString('base64url');

/** The settings that turn metrics on in the bench app's configuration. */
export const metricsEnv = (on: boolean): Record<string, string> => (on ? { METRICS_TOKEN } : {});

/** The kinds compared with a ceiling (the ceilings included: each run's shares are of its own ceilings). */
export const comparedWithCeiling = (s: Scenario) =>
  ['ceiling', 'page-ceiling', 'public-read', 'page', 'signed-in', 'signed-in-poll', 'uncached'].includes(s.kind);

const MAX_DROP_POINTS = 5;

/** Two measurements of one read as one row: the mean throughput and latencies, the errors added up. */
function meanOf(a: Row, b: Row): Row {
  if (a.failure || b.failure) return a.failure ? a : b;
  const mean = (x: number, y: number) => (x + y) / 2;
  return {
    ...a,
    duration: a.duration + b.duration,
    rps: mean(a.rps, b.rps),
    p50: mean(a.p50, b.p50),
    p99: mean(a.p99, b.p99),
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
  };
}

/**
 * The compared reads off and on, interleaved per read as off, on, on, off (`first` holds the pass's own off rows;
 * `off` and `on` measure one scenario on the app without and with metrics). Answers each side's mean rows.
 */
export async function measureInterleaved(
  list: Scenario[],
  first: Row[],
  measure: { off(s: Scenario): Promise<Row>; on(s: Scenario): Promise<Row> },
  stopped: () => boolean,
): Promise<{ off: Row[]; on: Row[] }> {
  const off: Row[] = [];
  const on: Row[] = [];
  for (const s of list) {
    const before = first.find((r) => r.scenario === s);
    if (stopped() || !before) break;
    process.stdout.write(`  measuring ${s.name} (metrics on, twice, then off again)…\n`);
    const a = await measure.on(s);
    const b = await measure.on(s);
    const after = await measure.off(s);
    on.push(meanOf(a, b));
    off.push(meanOf(before, after));
  }
  return { off, on };
}

/** Each compared read's share of its ceiling with metrics off and on, the difference in points, and the largest drop. */
export function printMetricsCost(label: string, off: Row[], on: Row[]) {
  const share = (rows: Row[], r: Row | undefined) => {
    const ceiling = rows.find((c) => c.scenario.kind === (r?.scenario.kind === 'page' ? 'page-ceiling' : 'ceiling'));
    return r && !r.failure && ceiling?.rps ? (r.rps / ceiling.rps) * 100 : undefined;
  };
  const lines: string[][] = [];
  let worst: { name: string; drop: number } | undefined;
  for (const r of on) {
    if (r.scenario.kind.endsWith('ceiling')) continue;
    const before = share(
      off,
      off.find((o) => o.scenario === r.scenario),
    );
    const after = share(on, r);
    if (before === undefined || after === undefined) continue;
    const drop = before - after;
    if (!worst || drop > worst.drop) worst = { name: r.scenario.name, drop };
    lines.push([r.scenario.name, `${before.toFixed(1)} %`, `${after.toFixed(1)} %`, (after - before).toFixed(1)]);
  }
  if (!lines.length) return;
  const header = ['scenario', 'metrics off', 'metrics on', 'points'];
  const ceilings = (rows: Row[]) =>
    `${Math.round(rows.find((c) => c.scenario.kind === 'ceiling')?.rps ?? 0).toLocaleString('en')} req/s`;
  console.log(
    `\n${label}: share of the ceiling with metrics off and on (ceiling ${ceilings(off)} and ${ceilings(on)}; ` +
      `budget: a drop of at most ${MAX_DROP_POINTS} points)`,
  );
  printTable(header, lines);
  if (worst)
    console.log(
      `  largest drop: ${worst.drop.toFixed(1)} points (${worst.name})${worst.drop > MAX_DROP_POINTS ? ', OUTSIDE BUDGET' : ', within budget'}; ` +
        'both runs share the machine, so differences of a few points either way are noise.',
    );
}
