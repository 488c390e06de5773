import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { readiness } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ready = () => t.app.inject({ url: '/api/health/ready' });

describe('liveness and readiness', () => {
  it('GET /api/health/live answers 200 while the process runs', async () => {
    const res = await t.app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /api/health/ready answers 200 with every check passed', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', cacheListener: 'ok', process: 'running' },
    });
  });

  it('answers 503 when the database takes longer than 1 s', async () => {
    const db = t.app.ctx.database;
    const ping = db.ping;
    db.ping = () => new Promise((resolve) => setTimeout(resolve, 1500));
    try {
      const started = Date.now();
      const res = await ready();
      expect(Date.now() - started).toBeLessThan(1400);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not ready',
        reason: 'The database did not answer within 1000 ms.',
        checks: { database: 'timeout', migrations: 'unknown' },
      });
      db.ping = () => Promise.reject(new Error('connection refused'));
      expect((await ready()).json()).toMatchObject({ reason: 'The database is not reachable.' });
    } finally {
      db.ping = ping;
    }
  });

  it('answers 503 while a migration of this build is not applied', async () => {
    const { rows } = await t.app.ctx.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at`,
    );
    try {
      expect(await t.app.ctx.database.pendingMigrations()).toBe(1);
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        reason: '1 database migration is not applied.',
        checks: { database: 'ok', migrations: 'pending' },
      });
    } finally {
      const [r] = rows;
      await t.app.ctx.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${r.id}, ${r.hash}, ${r.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it("answers 503 while the cache's listener is disconnected, and while shutting down", async () => {
    Object.defineProperty(t.app.ctx.cache, 'listenerConnected', { get: () => false, configurable: true });
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        reason: "The cache's invalidation listener is not connected.",
        checks: { cacheListener: 'disconnected' },
      });
    } finally {
      delete (t.app.ctx.cache as { listenerConnected?: boolean }).listenerConnected;
    }
    const closing = await readiness(t.app.ctx, true);
    expect(closing).toMatchObject({ ready: false, reason: 'The process is shutting down.' });
    expect(closing.checks.process).toBe('shutting down');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health/live', '/api/health/ready']));
    expect(Object.keys(doc.paths['/api/health/ready'].get.responses)).toEqual(['200', '503']);
  });
});
