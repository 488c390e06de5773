import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the CPU went during a measurement (Linux, /proc), in clock ticks:
 * - `server`: this process's main thread, the app's event loop (the load generator is a worker thread);
 * - `generator`: this process's other threads (autocannon's worker, V8's helpers);
 * - `postgres`: every PostgreSQL process (its backends do the queries);
 * - `others`: every other process (a test run, a build: other work on a shared machine skews the figures).
 * A machine of two cores is saturated by the server and PostgreSQL together long before either is, so the
 * requests a second move with whatever else runs; CPU milliseconds a request do not, and tell what a change saved.
 */
export interface CpuSnapshot {
  machine: number;
  server: number;
  generator: number;
  /** Per PostgreSQL process: a backend that ends between two snapshots takes its ticks with it. */
  postgres: Map<number, number>;
  others: number;
}

/** Clock ticks a second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime (+ cutime + cstime with `children`) of a /proc stat line. */
function ticksOf(stat: string, children = false) {
  const close = stat.lastIndexOf(')');
  // After "pid (comm) ": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
  const f = stat.slice(close + 2).split(' ');
  return Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
}
const commOf = (stat: string) => stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));

export function cpuSnapshot(): CpuSnapshot | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const machine = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .reduce((sum, v) => sum + Number(v), 0);
    const self = ticksOf(readFileSync('/proc/self/stat', 'utf8'));
    const server = ticksOf(readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8'));
    const postgres = new Map<number, number>();
    let others = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // exited meanwhile
      }
      // cutime/cstime count children that ended meanwhile (test workers come and go).
      if (commOf(stat) === 'postgres') postgres.set(Number(entry), ticksOf(stat));
      else others += ticksOf(stat, true);
    }
    return { machine, server, generator: self - server, postgres, others };
  } catch {
    return undefined;
  }
}

/** The share of the machine other processes used between two snapshots. */
export function otherCpuShare(a: CpuSnapshot | undefined, b: CpuSnapshot | undefined) {
  if (!a || !b || b.machine <= a.machine) return undefined;
  return Math.min(1, Math.max(0, (b.others - a.others) / (b.machine - a.machine)));
}

/** CPU milliseconds a request of the app's event loop and of PostgreSQL between two snapshots. */
export interface CpuPerRequest {
  server: number;
  postgres: number;
  /** The load generator's thread and V8's helpers (garbage collection, compilation) of this process. */
  generator: number;
}

export function cpuPerRequest(a: CpuSnapshot | undefined, b: CpuSnapshot | undefined, requests: number) {
  if (!a || !b || requests <= 0) return undefined;
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND / requests;
  // Backends that ended meanwhile are left out (their last ticks are gone); new ones count from zero.
  let postgres = 0;
  for (const [pid, ticks] of b.postgres) postgres += ticks - (a.postgres.get(pid) ?? 0);
  return {
    server: ms(b.server - a.server),
    postgres: ms(postgres),
    generator: ms(b.generator - a.generator),
  } satisfies CpuPerRequest;
}
