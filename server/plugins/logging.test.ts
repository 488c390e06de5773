import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { REDACTED, redactUrl } from './logging';

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

describe('the log of an app', () => {
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
    await app.inject({ url: '/api/health?token=querySecret7&code=codeSecret8&page=2' });
    // A caller logging headers itself gets them censored too.
    app.log.info({ headers: { authorization: 'Bearer headerSecret9', accept: 'text/html' } }, 'headers');
    secrets.push('bearerSecret5', 'cookieSecret6', 'querySecret7', 'codeSecret8', 'headerSecret9');

    const log = lines.join('\n');
    expect(lines.filter((l) => l.includes('incoming request')).length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain(`/reset-password/${REDACTED}`);
    expect(log).toContain(`/api/newsletter/unsubscribe/${REDACTED}`);
    expect(log).toContain(`/api/health?token=${REDACTED}&code=${REDACTED}&page=2`);
    expect(log).toContain(`"authorization":"${REDACTED}"`);
    expect(log).toContain('"accept":"text/html"');
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
