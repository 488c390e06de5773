import { createHash, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { errorAnswer } from './errors';
import { isInternalRequest } from './logging';
import type { Mailer } from './mail';
import { workerMetrics } from './metrics-cluster';

/** Request durations in seconds: from a cache hit (under a millisecond) to the statement timeout's range. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = NonNullable<ReturnType<typeof createMetrics>>;

/**
 * The Prometheus registry of this app (one per app, so tests may build several), or undefined when neither
 * METRICS_TOKEN nor METRICS_PORT is set: then nothing is counted at all. Built before the context, since the
 * mailer and the job queue report to it.
 */
export function createMetrics(config: Config) {
  if (!config.metrics.token && config.metrics.port === undefined) return undefined;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Answered requests by route pattern and status, and how long they took (_count is the request count)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers,
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Failed job runs by job name; last_attempt="true" when the job is given up (status failed)',
    labelNames: ['job', 'last_attempt'] as const,
    registers,
  });
  const mailsSent = new Counter({ name: 'mails_sent_total', help: 'Mails handed to SMTP or the outbox', registers });
  const mailsFailed = new Counter({ name: 'mails_failed_total', help: 'Mails refused or not sent', registers });
  return {
    registry,
    requests,
    onJobFailure: (name: string, last: boolean) => jobFailures.inc({ job: name, last_attempt: String(last) }),
    /** The mailer with sent and failed mails counted (everything else as it was). */
    countMails(mailer: Mailer): Mailer {
      const counted = Object.create(mailer) as Mailer;
      counted.send = async (message) => {
        try {
          await mailer.send(message);
        } catch (err) {
          mailsFailed.inc();
          throw err;
        }
        mailsSent.inc();
      };
      return counted;
    },
  };
}

/**
 * GET /metrics in Prometheus' text format: on the app's port when METRICS_TOKEN is set (a bearer token, else 401),
 * and on METRICS_PORT (a second small HTTP server bound to HOST, started when the app listens; it asks for the
 * token too when one is set). Each answered request costs one histogram observation; the cache, pool and queue
 * figures are read when scraped (the queue with one query on jobs_due_idx). Not in /api/docs. With several
 * workers (WEB_CONCURRENCY) every answer is the whole cluster's, summed by the primary (metrics-cluster.ts).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics | undefined) {
  if (!metrics) return;
  const { registry, requests } = metrics;
  const ctx = app.ctx;
  const { token, port } = ctx.config.metrics;
  addCollectors(app, registry, ctx);
  // A cluster worker answers with the whole cluster's metrics, which the primary collects (metrics-cluster.ts).
  const collect = workerMetrics(registry) ?? (() => registry.metrics());

  // About 1 µs a request (prom-client finds the labels' series and its bucket).
  app.addHook('onResponse', (request, reply, done) => {
    if (!isInternalRequest(request))
      requests.observe(
        { method: request.method, route: routeOf(request), status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    done();
  });

  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!tokenMatches(request.headers.authorization, token))
        return reply.status(401).header('www-authenticate', 'Bearer').send(DENIED);
      return reply.type(registry.contentType).send(await collect());
    });
  }

  // In a cluster the primary serves METRICS_PORT (server/cluster.ts).
  if (port !== undefined && !cluster.isWorker) {
    const server = metricsServer(collect, registry.contentType, token, (err) =>
      app.log.error({ err }, 'metrics: collecting failed'),
    );
    // Started with the app's own port: a CLI that builds the app without listening holds no port. A port in use
    // is logged, and the app serves on (Prometheus then shows the target down).
    app.addHook('onListen', async () => {
      await new Promise<void>((resolve) => {
        server.once('error', (err) => {
          app.log.error({ err }, `metrics: could not listen on ${ctx.config.host}:${port}`);
          resolve();
        });
        server.listen(port, ctx.config.host, () => {
          app.log.info(`metrics at http://${ctx.config.host}:${port}/metrics`);
          resolve();
        });
      });
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
  }
}

/** The METRICS_PORT server: GET /metrics only, with the token when one is set. */
export function metricsServer(
  collect: () => Promise<string>,
  contentType: string,
  token: string | undefined,
  onError: (err: unknown) => void,
) {
  return http.createServer((req, res) => {
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    };
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics')
      return send(404, 'application/json', JSON.stringify(errorAnswer(404, 'Only GET /metrics is served here.')));
    if (token && !tokenMatches(req.headers.authorization, token))
      return send(401, 'application/json', JSON.stringify(DENIED));
    collect().then(
      (body) => send(200, contentType, body),
      (err) => {
        onError(err);
        send(500, 'application/json', JSON.stringify(errorAnswer(500, 'Collecting the metrics failed.')));
      },
    );
  });
}

const DENIED = errorAnswer(401, 'The metrics need the metrics token (METRICS_TOKEN) as a bearer token.');

/** The route pattern (never the address, which holds ids and tokens); pages and unknown paths by kind. */
function routeOf(request: FastifyRequest) {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  return request.method === 'GET' && !request.url.startsWith('/api') ? '(page)' : '(no route)';
}

/** Compares digests in constant time, so the answer's timing tells nothing of the token. */
function tokenMatches(authorization: string | undefined, token: string) {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** Figures read when scraped: shared-cache hits and misses, the database pool, the job queue. */
function addCollectors(app: FastifyInstance, registry: Registry, ctx: AppContext) {
  const registers = [registry];
  const { cache, database } = ctx;
  new Counter({
    name: 'cache_hits_total',
    help: 'Shared-cache lookups answered from the cache (whole HTTP answers and services’ reads)',
    registers,
    collect() {
      this.reset();
      this.inc(cache.stats.hits);
    },
  });
  new Counter({
    name: 'cache_misses_total',
    help: 'Shared-cache lookups that had to load (while the cache is on)',
    registers,
    collect() {
      this.reset();
      this.inc(cache.stats.misses);
    },
  });

  if (database.poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections of this process, in use or idle',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const s = database.poolStats!();
        this.set({ state: 'in_use' }, s.total - s.idle);
        this.set({ state: 'idle' }, s.idle);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_queries',
      help: 'Queries waiting for a free PostgreSQL pool connection',
      registers,
      collect() {
        this.set(database.poolStats!().waiting);
      },
    });
  }

  // The gauges of one scrape share one query.
  let reading: Promise<QueueFigures | undefined> | undefined;
  const queue = () =>
    (reading ??= readQueue(database)
      .catch((err) => {
        app.log.warn({ err }, 'metrics: could not read the job queue');
        return undefined;
      })
      .finally(() => {
        reading = undefined;
      }));
  const queueGauge = (name: string, help: string, pick: (q: QueueFigures) => number) =>
    new Gauge({
      name,
      help,
      registers,
      aggregator: 'max', // read from the database: the same in every worker of a cluster
      async collect() {
        const q = await queue();
        if (q) this.set(pick(q));
      },
    });
  queueGauge('jobs_queued', 'Jobs in the queue not running: due now or scheduled later', (q) => q.queued);
  queueGauge('jobs_due', 'Jobs due to run and not yet claimed (the backlog)', (q) => q.due);
  queueGauge('jobs_running', 'Jobs running under a live lease, in every process', (q) => q.running);
  queueGauge('jobs_oldest_due_age_seconds', 'How long the oldest due job has waited (0: none waits)', (q) => q.oldest);
}

type QueueFigures = { queued: number; due: number; running: number; oldest: number };

/** One statement over the rows of jobs_due_idx (queued and running jobs; failed ones are not read). */
async function readQueue(database: Database): Promise<QueueFigures> {
  const res = await database.db.execute<Record<keyof QueueFigures, string | number | null>>(sql`
    SELECT count(*) FILTER (WHERE status = 'queued') AS queued,
      count(*) FILTER (WHERE run_at <= now()) AS due,
      count(*) FILTER (WHERE status = 'running' AND run_at > now()) AS running,
      coalesce(extract(epoch FROM now() - min(run_at) FILTER (WHERE run_at <= now())), 0) AS oldest
    FROM jobs WHERE status IN ('queued', 'running')`);
  const row = res.rows[0];
  return {
    queued: Number(row?.queued ?? 0),
    due: Number(row?.due ?? 0),
    running: Number(row?.running ?? 0),
    oldest: Number(row?.oldest ?? 0),
  };
}
