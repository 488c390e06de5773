import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import Fastify from 'fastify';
import {
  INTERNAL_HEADER,
  INTERNAL_TOKEN,
  type LogRequests,
  REDACTED,
  RequestLogController,
  redactUrl,
  withRedaction,
} from './logging';

type LogEntry = {
  level: number;
  msg: string;
  req: { url: string };
  res: { statusCode: number };
  responseTime?: number;
};

/** A log captured line by line, parsed. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  return { lines, stream, entries: () => lines.map((l) => JSON.parse(l) as LogEntry) };
}

describe('redactUrl', () => {
  it('replaces the tokens of mailed links and secret query parameters, and keeps the rest', () => {
    expect(redactUrl('/reset-password/abc?x=1')).toBe(`/reset-password/${REDACTED}?x=1`);
    expect(redactUrl('/verify-email/abc')).toBe(`/verify-email/${REDACTED}`);
    expect(redactUrl('/api/newsletter/unsubscribe/a.b-c')).toBe(`/api/newsletter/unsubscribe/${REDACTED}`);
    expect(redactUrl('/newsletter/confirm/abc#top')).toBe(`/newsletter/confirm/${REDACTED}#top`);
    expect(redactUrl('/x?page=2&token=t1&Code=c2&api_key=k')).toBe(
      `/x?page=2&token=${REDACTED}&Code=${REDACTED}&api_key=${REDACTED}`,
    );
    expect(redactUrl('/blog/42?page=3&tokens=1')).toBe('/blog/42?page=3&tokens=1');
    expect(redactUrl('/api/newsletter/unsubscribe')).toBe('/api/newsletter/unsubscribe');
  });
});

// On the PGlite template only (the PostgreSQL run provides no PGlite template): the log does not depend on the database.
describe.skipIf(!inject('pgliteTemplate'))('the log of an app', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-log-'));
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      RATE_LIMITS: 'off',
      PUBLIC_CACHE_MS: '0',
    });
    database = await openDatabase({ pgliteLoad: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    app = await buildApp({ config, database, logger: { level: 'info', stream }, webDir: path.join(dataDir, 'none') });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds no token of a path or query string and no credential header, only [redacted]', async () => {
    const secrets = ['abc123token', 'verifySecret1', 'unsubSecret2', 'confirmSecret3', 'oneClickSecret4'];
    await app.inject({ url: '/reset-password/abc123token' });
    await app.inject({ url: '/verify-email/verifySecret1?next=/' });
    await app.inject({ url: '/newsletter/unsubscribe/unsubSecret2' });
    await app.inject({ url: '/newsletter/confirm/confirmSecret3' });
    await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe/oneClickSecret4' });
    await app.inject({
      url: '/api/auth/logout',
      headers: { authorization: 'Bearer bearerSecret5', cookie: 'refresh=cookieSecret6' },
    });
    await app.inject({ url: '/api/category?token=querySecret7&code=codeSecret8&page=2' });
    // A caller logging headers itself gets them censored too.
    app.log.info({ headers: { authorization: 'Bearer headerSecret9', accept: 'text/html' } }, 'headers');
    secrets.push('bearerSecret5', 'cookieSecret6', 'querySecret7', 'codeSecret8', 'headerSecret9');

    const log = lines.join('\n');
    expect(lines.filter((l) => /"msg":"request (completed|failed)"/.test(l)).length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain(`/reset-password/${REDACTED}`);
    expect(log).toContain(`/api/newsletter/unsubscribe/${REDACTED}`);
    expect(log).toContain(`/api/category?token=${REDACTED}&code=${REDACTED}&page=2`);
    expect(log).toContain(`"authorization":"${REDACTED}"`);
    expect(log).toContain('"accept":"text/html"');
  });

  it("logs one line per answer, none for health probes or the renderer's internal calls", async () => {
    const from = lines.length;
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) await app.inject({ url });
    await app.inject({ url: '/api/category', headers: { [INTERNAL_HEADER]: INTERNAL_TOKEN } });
    await app.inject({ url: '/api/category?forged=1', headers: { [INTERNAL_HEADER]: 'guess' } });
    const added = lines.slice(from).map((l) => JSON.parse(l));
    expect(added.filter((e) => e.msg === 'incoming request')).toEqual([]);
    expect(added.map((e) => e.req?.url)).toEqual(['/api/category?forged=1']);
    expect(added[0]).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 200 } });
  });

  it('names a mail recipient by domain only', async () => {
    await app.ctx.mailer.send({
      to: 'Ada Obi <ada.private@Example.com>',
      subject: 'Hello',
      text: 'hi',
      html: '<p>hi</p>',
    });
    const line = lines.find((l) => l.includes('mail written to outbox'));
    expect(line).toContain('"toDomain":"example.com"');
    expect(lines.join('\n')).not.toContain('ada.private');
  });
});

describe('LOG_REQUESTS', () => {
  async function logOf(mode: LogRequests) {
    const log = capture();
    const app = Fastify({
      logger: withRedaction({ level: 'info', stream: log.stream }),
      logController: new RequestLogController(mode),
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/missing', async (_req, reply) => reply.status(404).send({ message: 'no' }));
    app.get('/broken/:token', async () => {
      throw new Error('boom');
    });
    app.get('/api/health/live', async () => ({ status: 'ok' }));
    await app.inject({ url: '/ok' });
    await app.inject({ url: '/missing' });
    await app.inject({ url: '/broken/secret123' });
    await app.inject({ url: '/api/health/live' });
    await app.close();
    return log.entries().filter((e) => e.msg === 'request completed' || e.msg === 'request failed');
  }

  it('all: every answer, >= 500 at error', async () => {
    const entries = await logOf('all');
    expect(entries.map((e) => [e.level, e.req.url, e.res.statusCode])).toEqual([
      [30, '/ok', 200],
      [30, '/missing', 404],
      [50, '/broken/secret123', 500],
    ]);
    expect(typeof entries[0].responseTime).toBe('number');
  });

  it('errors: only answers >= 500, at error; off: none', async () => {
    const entries = await logOf('errors');
    expect(entries.map((e) => [e.level, e.msg, e.req.url, e.res.statusCode])).toEqual([
      [50, 'request failed', '/broken/secret123', 500],
    ]);
    expect(await logOf('off')).toEqual([]);
  });
});
