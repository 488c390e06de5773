/**
 * The mixed load against the real server with 1 and with 2 worker processes (WEB_CONCURRENCY, server/cluster.ts), on
 * the PostgreSQL pass's database once its in-process measurements are done (`BENCH_ONLY=workers`, or everything).
 * The server runs as production runs it: `node dist/server/main.js` (the bench's build step makes it; without it,
 * `node --import tsx server/main.ts`), with the job workers as the bench has them (BENCH_JOBS), no rate limits and
 * no demo content. The in-process app stops its job workers first, so the server under test does its own jobs.
 * On a 2-core machine PostgreSQL, the load generator and the workers share the two cores: two workers gain what
 * the cores have left, not twice.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MixedResult, runMixed } from './mixed';
import type { ScenarioContext } from './scenarios';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface WorkersResult {
  workers: number;
  command: string;
  mixed?: MixedResult;
  failure?: string;
}

export interface WorkersOptions {
  ctx: ScenarioContext;
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  counts?: number[];
}

export async function runWorkersBench(opts: WorkersOptions): Promise<WorkersResult[]> {
  const built = existsSync(path.join(root, 'dist', 'server', 'main.js'));
  const args = built ? ['--enable-source-maps', 'dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const command = `node ${args.join(' ')}`;
  const results: WorkersResult[] = [];
  for (const workers of opts.counts ?? [1, 2]) {
    process.stdout.write(`  measuring the mixed load on the real server, ${workers} worker(s) (${opts.seconds} s)…\n`);
    const port = await freePort();
    const server = start(args, {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: path.join(opts.dataDir, `workers-${workers}`),
      JWT_SECRET: opts.jwtSecret,
      WEB_CONCURRENCY: String(workers),
      JOBS: process.env.BENCH_JOBS === 'off' ? 'off' : 'on',
      RATE_LIMITS: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOG_REQUESTS: 'off',
    });
    try {
      await server.ready;
      const ctx = { ...opts.ctx, baseUrl: `http://127.0.0.1:${port}` };
      results.push({
        workers,
        command,
        mixed: await runMixed(ctx, opts.connections, opts.seconds, opts.warmupSeconds),
      });
    } catch (err) {
      results.push({ workers, command, failure: `${(err as Error).message}\n${server.output().slice(-2000)}` });
    } finally {
      await server.stop();
    }
  }
  return results;
}

/** The server in a child process: ready once it says it is running (the primary says so when every worker is). */
function start(args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // A failure to start (the binary or folder missing) is this step's failure, not the whole bench's crash.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (err) => {
      output += `\n${err.message} (spawn ${process.execPath} in ${root})\n`;
      resolve();
    });
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
    const check = () => {
      if (!output.includes('is running at')) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve();
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${child.exitCode}, signal ${child.signalCode})`));
    });
  });
  ready.catch(() => {});
  return {
    ready,
    output: () => output,
    /** SIGTERM (the graceful stop), SIGKILL after 20 s. */
    async stop() {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(late);
    },
  };
}

async function freePort() {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** Printed under the two results. */
export function workersNote(results: WorkersResult[]) {
  const lines = results
    .filter((r) => r.mixed)
    .map(
      (r) => `${r.workers} worker${r.workers > 1 ? 's' : ''} ${Math.round(r.mixed!.rps).toLocaleString('en')} req/s`,
    );
  const failed = results.filter((r) => r.failure).map((r) => `  ${r.workers} worker(s) failed: ${r.failure}`);
  return [
    `  real server (${results[0]?.command ?? ''}): ${lines.join(', ')}. PostgreSQL, the load generator and the ` +
      'workers share the machine’s cores, so a second worker adds only what the cores have left.',
    ...failed,
  ].join('\n');
}
