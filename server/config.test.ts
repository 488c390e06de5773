import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
  });
});
