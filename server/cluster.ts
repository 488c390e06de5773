import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import { type Config, resolveJwtSecret } from './config';
import { metricsServer } from './plugins/metrics';
import { primaryMetrics } from './plugins/metrics-cluster';

/**
 * WEB_CONCURRENCY=N (N > 1, PostgreSQL only: config.ts refuses it on PGlite): this process becomes the cluster's
 * primary. It serves nothing itself; it forks N workers (each runs server/main.ts as a single process would, with
 * its own pool, cache listener and job workers) and node:cluster hands them the port's connections in turn.
 *
 * - Start-up: the first worker starts alone and applies the migrations and the demo content; the others start
 *   once it listens (their migrate finds nothing to do, under the advisory lock anyway). A worker that dies before
 *   the first one listens stops the whole start with exit code 1, as a single process's failed start does.
 * - A worker that dies later is replaced: at once when it had run for a while, after a growing delay (1 s, 2 s,
 *   4 s … 30 s) when it keeps dying within RESTART_WINDOW_MS of its start, so a crash loop does not spin.
 * - SIGTERM or SIGINT: each worker gets SIGTERM and stops gracefully (main.ts: in-flight requests, jobs, the
 *   database, within 10 s); the primary exits once they all have, or kills what is left after STOP_MS.
 */
const RESTART_WINDOW_MS = 10_000;
const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;
const STOP_MS = 15_000;

/** The delay before replacing a worker that ran `livedMs`, after `quickDeaths` deaths in a row within the window. */
export function restartDelayMs(livedMs: number, quickDeaths: number) {
  if (livedMs >= RESTART_WINDOW_MS) return 0;
  return Math.min(RESTART_MAX_MS, RESTART_MIN_MS * 2 ** Math.max(0, quickDeaths - 1));
}

/** The worker's number (1 for the first), or undefined when this process is not a cluster worker. */
export const workerId = () => (cluster.isWorker ? cluster.worker?.id : undefined);

/**
 * A single process, or a cluster's first worker (not a replacement): it adds the demo content and logs the
 * settings' warnings, once for the whole cluster.
 */
export const isFirstProcess = () => !cluster.isWorker || cluster.worker?.id === 1;

export async function runPrimary(config: Config) {
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } });
  const count = config.webConcurrency;
  // Generated once here when unset, so every worker signs with the same secret (each would otherwise race to write it).
  resolveJwtSecret(config);
  serveMetrics(config, log);

  let stopping = false;
  let started = false;
  let exitCode = 0;
  /** Per worker: when it started, and its slot's deaths in a row within the window. */
  const slots = new Map<Worker, { startedAt: number; quickDeaths: number }>();
  const fork = (quickDeaths = 0) => {
    const worker = cluster.fork();
    slots.set(worker, { startedAt: Date.now(), quickDeaths });
    return worker;
  };
  const stopAll = () => {
    for (const worker of slots.keys()) worker.process.kill('SIGTERM');
    if (slots.size === 0) process.exit(exitCode);
  };

  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: slots.size }, 'shutting down the workers');
    const force = setTimeout(() => {
      log.error(`workers still running after ${STOP_MS / 1000} s; killing them`);
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_MS);
    force.unref();
    stopAll();
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker);
    slots.delete(worker);
    if (stopping) {
      if (slots.size === 0) {
        if (!exitCode) log.info('every worker has stopped');
        process.exit(exitCode);
      }
      return;
    }
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!started) {
      log.fatal(`worker ${worker.id} (pid ${worker.process.pid}) stopped during start-up (${how}); stopping`);
      stopping = true;
      exitCode = 1;
      stopAll();
      return;
    }
    const lived = Date.now() - (slot?.startedAt ?? 0);
    const quickDeaths = lived < RESTART_WINDOW_MS ? (slot?.quickDeaths ?? 0) + 1 : 0;
    const delay = restartDelayMs(lived, quickDeaths);
    log.error(
      `worker ${worker.id} (pid ${worker.process.pid}) died (${how}) after ${(lived / 1000).toFixed(1)} s; ` +
        `starting another${delay ? ` in ${delay / 1000} s` : ''}`,
    );
    setTimeout(() => {
      if (!stopping) fork(quickDeaths);
    }, delay);
  });

  // The first worker migrates and seeds alone; the rest start once it is ready.
  const ready = (workers: Worker[]) =>
    new Promise<void>((resolve) => {
      const waiting = new Set(workers);
      const onMessage = (worker: Worker, message: unknown) => {
        if (message !== READY || !waiting.delete(worker) || waiting.size) return;
        cluster.off('message', onMessage);
        resolve();
      };
      cluster.on('message', onMessage);
    });
  await ready([fork()]);
  if (stopping) return;
  await ready(Array.from({ length: count - 1 }, () => fork()));
  if (stopping) return;
  started = true;
  log.info(`AfriFounders is running at ${config.publicUrl} with ${count} worker processes (PostgreSQL)`);
  console.log(`\n  AfriFounders is running at ${config.publicUrl} (${count} workers)\n`);
}

/**
 * Metrics (METRICS_TOKEN or METRICS_PORT): the primary sums the workers' registries, for a worker's /metrics on the
 * main port and on METRICS_PORT, which the primary serves itself (plugins/metrics-cluster.ts).
 */
function serveMetrics(config: Config, log: pino.Logger) {
  const { token, port } = config.metrics;
  if (!token && port === undefined) return;
  const metrics = primaryMetrics();
  if (port === undefined) return;
  const onError = (err: unknown) => log.error({ err }, 'metrics: collecting failed');
  const server = metricsServer(metrics.collect, metrics.contentType, token, onError);
  server.once('error', (err) => log.error({ err }, `metrics: could not listen on ${config.host}:${port}`));
  server.listen(port, config.host, () => log.info(`metrics at http://${config.host}:${port}/metrics`));
  server.unref();
}

/** What a worker tells the primary once it listens and runs its job workers. */
const READY = 'afrifounders:ready';

/** In a cluster worker: tells the primary this worker is ready (a single process does nothing). */
export function reportReady() {
  if (cluster.isWorker) process.send?.(READY);
}
