/** The mixed load's table and summary line (bench/mixed.ts measures it). */
import type { MixedResult } from './mixed';
import { fmt, printTable } from './table';

const MIXED_BUDGET = { rps: 3000, p99: 100 };

/** One mixed load's table and its summary line (the budget's verdict when `budgeted`). */
export function printMixed(label: string, m: MixedResult, budgeted: boolean) {
  const header = ['call', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const lines = m.calls.map((c) => [
    c.name,
    fmt(c.count),
    fmt(c.rps),
    fmt(c.p50, 1),
    fmt(c.p99, 1),
    c.non2xx ? `${fmt(c.non2xx)} (${c.statuses})` : '0',
    fmt(c.errors),
  ]);
  console.log(
    `\n${label}: mixed load, ${m.connections} connections (half members, half visitors) for ${fmt(m.seconds)} s`,
  );
  printTable(header, lines);
  const failures = m.calls.reduce((s, c) => s + c.non2xx + c.errors, 0);
  const worst = m.calls.reduce((w, c) => (c.p99 > w.p99 ? c : w), m.calls[0]!);
  let verdict = '';
  if (budgeted) {
    const ok = m.rps >= MIXED_BUDGET.rps && worst.p99 < MIXED_BUDGET.p99 && failures === 0;
    verdict = ok
      ? ' Within budget.'
      : ` OUTSIDE BUDGET (≥ ${fmt(MIXED_BUDGET.rps)} req/s, p99 < ${MIXED_BUDGET.p99} ms for every call, no error).`;
  }
  console.log(
    `  in all: ${fmt(m.rps)} req/s, ${fmt(m.writeShare * 100, 1)} % writes, p99 ${fmt(m.p99, 1)} ms; slowest call p99 ${fmt(worst?.p99 ?? 0, 1)} ms (${worst?.name}); ` +
      `${fmt(failures)} errors and non-2xx.${verdict}`,
  );
  if (m.cpu)
    console.log(
      `  CPU a request: the app's event loop ${fmt(m.cpu.server, 3)} ms, PostgreSQL ${fmt(m.cpu.postgres, 3)} ms, ` +
        `the load generator and V8's helper threads ${fmt(m.cpu.generator, 3)} ms ` +
        '(machine-independent where req/s is not: a shared 2-core machine is saturated either way)',
    );
}
