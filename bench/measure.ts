/**
 * Measuring one scenario of `npm run bench` with autocannon, and printing the rows and their budgets
 * (ARCHITECTURE.md §Budgets).
 */
import autocannon from 'autocannon';
import { type CpuPerRequest, cpuPerRequest, cpuSnapshot, otherCpuShare } from './cpu';
import type { Method, Scenario, ScenarioContext } from './scenarios';
import { fmt, printTable } from './table';

export interface Row {
  scenario: Scenario;
  connections: number;
  duration: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statuses: string;
  /** Share of the machine's CPU used by other processes (not this one, not PostgreSQL) while measuring. */
  otherCpu?: number;
  /** CPU milliseconds a request: the app's event loop and PostgreSQL (bench/cpu.ts). */
  cpu?: CpuPerRequest;
  failure?: string;
}

export interface Targets {
  app: string;
  bare: string;
}

interface BuiltRequest {
  method: Method;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

async function buildRequests(s: Scenario, ctx: ScenarioContext) {
  const n = s.variants ?? 1;
  const requests: BuiltRequest[] = [];
  for (let i = 0; i < n; i++) {
    // Every request accepts compressed answers, as every browser's does (the ceilings are too small to compress).
    const headers: Record<string, string> = {
      'accept-encoding': 'br, gzip',
      ...(s.headers ? await s.headers(ctx, i) : {}),
    };
    const body = s.body ? JSON.stringify(s.body(ctx, i)) : undefined;
    if (body !== undefined) headers['content-type'] = 'application/json';
    requests.push({ method: s.method, path: typeof s.path === 'function' ? s.path(ctx, i) : s.path, headers, body });
  }
  return requests;
}

function fire(url: string, requests: BuiltRequest[], connections: number, duration: number) {
  return autocannon({
    url,
    requests,
    connections,
    duration,
    workers: 1, // its own thread: the servers keep the main event loop to themselves
    timeout: 10,
  });
}

/** The run-wide settings a measurement starts from (a scenario may lower them). */
export interface RunSettings {
  connections: number;
  duration: number;
  warmupSeconds: number;
}

/** One scenario: a probe request, a warm-up, then the measurement with the CPU used meanwhile. */
export async function measure(s: Scenario, ctx: ScenarioContext, targets: Targets, run: RunSettings): Promise<Row> {
  const connections = Math.max(1, Math.round(s.connections ? s.connections(run.connections) : run.connections));
  const duration = Math.max(1, s.duration ? s.duration(run.duration) : run.duration);
  const base = { scenario: s, connections, duration, rps: 0, p50: 0, p99: 0, non2xx: 0, errors: 0, statuses: '' };
  try {
    const url = s.server === 'bare' ? targets.bare : targets.app;
    const requests = await buildRequests(s, ctx);
    // One request first, to say plainly why a scenario answers non-2xx (bad token, missing route…).
    const first = requests[0]!;
    const probe = await fetch(url + first.path, { method: first.method, headers: first.headers, body: first.body });
    if (!probe.ok) {
      const text = (await probe.text()).slice(0, 200);
      console.log(`  ! ${s.name}: first answer was ${probe.status} ${text}`);
    }
    await fire(url, requests, connections, Math.min(run.warmupSeconds, duration));
    const before = cpuSnapshot();
    const r = await fire(url, requests, connections, duration);
    const after = cpuSnapshot();
    const otherCpu = otherCpuShare(before, after);
    const statuses = Object.entries(r.statusCodeStats as Record<string, { count: number }>)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ');
    return {
      ...base,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors, // connection errors, timeouts included
      statuses,
      otherCpu,
      cpu: cpuPerRequest(before, after, r.requests.total),
    };
  } catch (err) {
    return { ...base, failure: (err as Error).message };
  }
}

/** Other processes' share of the machine during a measurement above which the run says its figures are noisy. */
export const OTHER_CPU_WARN = 0.1;

export function printRows(title: string, rows: Row[]) {
  const header = [
    'scenario',
    'conns',
    'secs',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'other CPU',
    'CPU ms/req app',
    'PG',
    'load',
  ];
  const lines = rows.map((r) =>
    r.failure
      ? [r.scenario.name, String(r.connections), String(r.duration), 'failed', '', '', '', '', '', '', '', '']
      : [
          r.scenario.name,
          String(r.connections),
          String(r.duration),
          fmt(r.rps),
          fmt(r.p50, 1),
          fmt(r.p99, 1),
          r.non2xx ? `${fmt(r.non2xx)} (${r.statuses})` : '0',
          fmt(r.errors),
          r.otherCpu === undefined ? '' : `${fmt(r.otherCpu * 100)} %`,
          r.cpu ? fmt(r.cpu.server, 3) : '',
          r.cpu ? fmt(r.cpu.postgres, 3) : '',
          r.cpu ? fmt(r.cpu.generator, 3) : '',
        ],
  );
  console.log(`\n${title}`);
  printTable(header, lines);
  console.log(
    '  (p50/p99 cover 2xx answers only; other CPU: share of the machine used by other processes meanwhile; CPU ms/req: ' +
      "the app's event loop's, PostgreSQL's and the load's (the load generator's thread and V8's helpers) CPU time a request, 10 ms resolution over the run)",
  );
  for (const r of rows) {
    if (r.failure) console.log(`  ${r.scenario.name} failed: ${r.failure}`);
    else if (r.scenario.note) console.log(`  ${r.scenario.name}: ${r.scenario.note}`);
  }
}

/** Budgets of ARCHITECTURE.md: share of the ceiling's req/s and p99 (ms); undefined p99 means not budgeted. */
const BUDGETS = {
  'public-read': { share: 50, p99: { PostgreSQL: 25 } as Record<string, number> },
  page: { share: 50, p99: { PostgreSQL: 25 } as Record<string, number> },
  'signed-in': { share: 10, p99: { PostgreSQL: 50, PGlite: 150 } as Record<string, number> },
  'signed-in-poll': { share: 25, p99: { PostgreSQL: 25 } as Record<string, number> },
  uncached: { share: 0, p99: { PostgreSQL: 50 } as Record<string, number> },
};

export function comparison(label: string, rows: Row[], kind: keyof typeof BUDGETS) {
  const ceilingKind = kind === 'page' ? 'page-ceiling' : 'ceiling';
  const ceiling = rows.find((r) => r.scenario.kind === ceilingKind && !r.failure);
  const reads = rows.filter((r) => r.scenario.kind === kind && !r.failure);
  if (!ceiling?.rps) return `${label}: no ceiling measured`;
  if (!reads.length) return `${label}: no ${kind} scenario measured`;
  const parts = reads.map((r) => {
    const share = (r.rps / ceiling.rps) * 100;
    // A scenario's own budget (stated for PostgreSQL) replaces its kind's.
    const own = label === 'PostgreSQL' ? r.scenario.budget : undefined;
    const maxP99 = own ? own.maxP99 : BUDGETS[kind].p99[label];
    const minRps = own?.minRps;
    const stated = [
      minRps === undefined ? '' : `budget ≥ ${fmt(minRps)} req/s`,
      own && maxP99 !== undefined ? `budget p99 < ${maxP99} ms` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const within =
      (own !== undefined || share >= BUDGETS[kind].share) &&
      (maxP99 === undefined || r.p99 < maxP99) &&
      (minRps === undefined || r.rps >= minRps) &&
      r.non2xx === 0;
    const verdict = maxP99 === undefined && minRps === undefined ? '' : within ? ', within budget' : ', OUTSIDE BUDGET';
    const figures = own ? `${fmt(r.rps)} req/s = ${fmt(share)}%` : `${fmt(share)}%`;
    return `${r.scenario.name} ${figures} (p99 ${fmt(r.p99, 1)} ms${stated ? `; ${stated}` : ''}${verdict})`;
  });
  return `${label} (ceiling ${fmt(ceiling.rps)} req/s): ${parts.join('; ')}`;
}
