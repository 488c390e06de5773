import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, parseEnvFile, withEnvFile } from './config';

describe('configuration', () => {
  it('refuses bad values with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ JOB_LEASE_MS: '100' })).toThrow(/JOB_LEASE_MS must be at least 500/);
    expect(() => loadConfig({ JOB_CONCURRENCY: '0' })).toThrow(/JOB_CONCURRENCY must be at least 1/);
    expect(() => loadConfig({ JOBS: 'sometimes' })).toThrow(/JOBS/);
    for (const v of ['0', '201', '2.5', 'ten'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: v })).toThrow(
        'DATABASE_POOL_SIZE must be a whole number from 1 to 200',
      );
    for (const v of ['0', '51', 'four'])
      expect(() => loadConfig({ DATABASE_SEARCH_POOL_SIZE: v })).toThrow(
        'DATABASE_SEARCH_POOL_SIZE must be a whole number from 1 to 50',
      );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS must be a number of milliseconds from 0 \(none\) to 3600000/,
    );
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '5' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS must be/);
  });
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.rateLimits).toBe(true);
    expect(c.seedDemo).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(c.jobs).toEqual({ enabled: true, concurrency: 4, leaseMs: 60_000, retryMs: 30_000 });
    expect(loadConfig({ JOBS: 'off' }).jobs.enabled).toBe(false);
    expect(c.databasePool).toEqual({ size: 10, searchSize: 2, statementTimeoutMs: 15_000, connectTimeoutMs: 10_000 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '200', DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databasePool).toMatchObject({
      size: 200,
      statementTimeoutMs: 0,
    });
  });

  it('reads .env when present, under the real environment', () => {
    expect(
      parseEnvFile(
        '# comment\nPORT=4000\nexport HOST=127.0.0.1\nMAIL_FROM="Club <a@b.c>" # note\nX=\'a # b\'\nY=plain # note\n\nbad line',
      ),
    ).toEqual({ PORT: '4000', HOST: '127.0.0.1', MAIL_FROM: 'Club <a@b.c>', X: 'a # b', Y: 'plain' });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'env-'));
    try {
      const file = path.join(dir, '.env');
      expect(withEnvFile({ PORT: '1' }, file)).toEqual({ PORT: '1' });
      writeFileSync(file, 'PORT=4000\nLOG_LEVEL=warn\n');
      const c = loadConfig(withEnvFile({ LOG_LEVEL: 'error' }, file));
      expect([c.port, c.logLevel]).toEqual([4000, 'error']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('reads the request log and metrics settings, and refuses bad ones', () => {
    expect(loadConfig({}).logRequests).toBe('all');
    expect(loadConfig({ NODE_ENV: 'production' }).logRequests).toBe('errors');
    expect(loadConfig({ NODE_ENV: 'production', LOG_REQUESTS: 'off' }).logRequests).toBe('off');
    expect(() => loadConfig({ LOG_REQUESTS: 'maybe' })).toThrow('LOG_REQUESTS must be off, errors or all');
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(16), METRICS_PORT: '9464' }).metrics).toEqual({
      token: 'm'.repeat(16),
      port: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
    expect(() => loadConfig({ METRICS_TOKEN: 'with a space in it' })).toThrow(/METRICS_TOKEN must be printable/);
    for (const v of ['0', '70000', 'x', '1.5'])
      expect(() => loadConfig({ METRICS_PORT: v })).toThrow('METRICS_PORT must be a port number from 1 to 65535');
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow('METRICS_PORT must differ from PORT');
  });
  it('reads WEB_CONCURRENCY: one process by default, several on PostgreSQL only', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    const pg = { DATABASE_URL: 'postgres://x/y', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    for (const v of ['-1', '0', 'abc', '1.5', '65'])
      expect(() => loadConfig({ ...pg, WEB_CONCURRENCY: v })).toThrow(
        'WEB_CONCURRENCY must be a whole number of server processes from 1 to 64',
      );
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY=2 needs PostgreSQL \(DATABASE_URL\): the embedded database \(PGlite\) is held by one process/,
    );
    // Every process's two pools and listener together, against PostgreSQL's default max_connections.
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '7' }).warnings).toEqual([]);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '8' }).warnings.join()).toMatch(
      /may open 104 PostgreSQL connections.*max_connections \(100\)/,
    );
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '8', DATABASE_SEARCH_POOL_SIZE: '1' }).warnings).toEqual([]);
  });
  it('warns of DATABASE_URL without JWT_SECRET', () => {
    expect(loadConfig({}).warnings).toEqual([]);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).warnings.join()).toMatch(/JWT_SECRET is not/);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', JWT_SECRET: 'x'.repeat(32) }).warnings).toEqual([]);
  });
});
