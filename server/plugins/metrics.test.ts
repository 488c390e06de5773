import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { INTERNAL_HEADER, INTERNAL_TOKEN } from './logging';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined when the line is missing. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, PUBLIC_CACHE_MS: '5000' });
  });
  afterAll(() => t?.close());
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers 401 without the token or with a wrong one, and leaks nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'The metrics need the metrics token (METRICS_TOKEN) as a bearer token.',
      });
      expect(res.body).not.toMatch(/http_request|process_/);
    }
  });

  it('is not in the API description', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).not.toContain('/metrics');
  });

  it('answers the Prometheus text format with every metric of issue 19', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const names = [
      'http_request_duration_seconds',
      'cache_hits_total',
      'cache_misses_total',
      'jobs_queued',
      'jobs_due',
      'jobs_running',
      'jobs_oldest_due_age_seconds',
      'job_failures_total',
      'mails_sent_total',
      'mails_failed_total',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      ...(t.ctx.database.kind === 'postgres' ? ['db_pool_connections', 'db_pool_waiting_queries'] : []),
    ];
    for (const name of names) expect(res.body).toContain(`# TYPE ${name} `);
  });

  it('counts a request under its route pattern and status, never its address; internal calls not at all', async () => {
    const id = randomUUID();
    const before = await scrape();
    expect(before).not.toContain(id);
    const line = 'http_request_duration_seconds_count{method="GET",route="/api/article/:id",status_code="404"}';
    const was = sample(before, line) ?? 0;
    expect((await t.app.inject({ url: `/api/article/${id}` })).statusCode).toBe(404);
    await t.app.inject({ url: `/api/article/${id}`, headers: { [INTERNAL_HEADER]: INTERNAL_TOKEN } });
    const after = await scrape();
    expect(sample(after, line)).toBe(was + 1);
    expect(after).not.toContain(id);
    // Pages (the not-found handler renders them) and unknown API paths by kind, not by address.
    await t.app.inject({ url: `/blog/${id}` });
    await t.app.inject({ url: `/api/nothing/${id}` });
    const kinds = await scrape();
    expect(kinds).toMatch(/_count\{method="GET",route="\(page\)",status_code="\d+"\} 1$/m);
    expect(kinds).toMatch(/_count\{method="GET",route="\(no route\)",status_code="404"\} 1$/m);
    expect(kinds).not.toContain(id);
    expect(after).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/article\/:id",status_code="404"\} /m,
    );
  });

  it('counts cache hits and misses, mails, job failures and the waiting jobs', async () => {
    const first = await scrape();
    await t.app.inject({ url: '/api/category' });
    await t.app.inject({ url: '/api/category' });
    await t.ctx.mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' });
    t.ctx.jobs.register('metrics.test-fails', async () => {
      throw new Error('always');
    });
    await t.ctx.jobs.enqueue(t.db, 'metrics.test-fails', [{}], { maxAttempts: 1 });
    await t.ctx.jobs.drain();
    await t.ctx.jobs.enqueue(t.db, 'metrics.test-later', [{}], { delayMs: 60_000 });
    const text = await scrape();
    expect(sample(text, 'cache_misses_total')).toBeGreaterThan(sample(first, 'cache_misses_total')!);
    expect(sample(text, 'cache_hits_total')).toBeGreaterThan(sample(first, 'cache_hits_total')!);
    expect(sample(text, 'mails_sent_total')).toBe(1);
    expect(sample(text, 'job_failures_total{job="metrics.test-fails",last_attempt="true"}')).toBe(1);
    expect(sample(text, 'jobs_queued')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /metrics on METRICS_PORT', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ METRICS_PORT: String(port), HOST: '127.0.0.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('serves the metrics on the second port only', async () => {
    // The second server starts in an onListen hook, which Fastify runs after listen() resolves.
    let res: Response | undefined;
    for (let i = 0; i < 50 && !res; i++)
      res = await fetch(`http://127.0.0.1:${port}/metrics`).catch(() => new Promise((r) => setTimeout(r, 20)));
    expect(res!.status).toBe(200);
    expect(await res!.text()).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).not.toBe(200);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
