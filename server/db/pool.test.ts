// The PostgreSQL pool's settings (issue 19): statement timeout, the wait for a connection, idle errors logged,
// and migrations that run without the statement timeout.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PG_URL, pgReachable, withDb } from '../test/global-setup';
import { type Database, openDatabase } from './client';

/** The pool under Drizzle's database. */
const clientOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

const pgUp = await pgReachable(PG_URL);
if (!pgUp) console.warn(`pool.test.ts: PostgreSQL at ${PG_URL} is unreachable, so the pool tests are skipped.`);

describe.skipIf(!pgUp)('the PostgreSQL pool', () => {
  const admin = new pg.Client({ connectionString: PG_URL });
  const name = `pool_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  });

  it('stops a statement after DATABASE_STATEMENT_TIMEOUT_MS, yet migrates without that limit', async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: withDb(PG_URL, name), statementTimeoutMs: 300 });
    try {
      // Another process is migrating: this one waits for its lock longer than a statement may run.
      const other = new pg.Client({ connectionString: withDb(PG_URL, name) });
      await other.connect();
      await other.query('SELECT pg_advisory_lock(724311)');
      const unlock = setTimeout(() => void other.query('SELECT pg_advisory_unlock(724311)'), 800);
      try {
        await database.migrate();
      } finally {
        clearTimeout(unlock);
        await other.end();
      }
      expect(await database.pendingMigrations()).toBe(0);
      const started = Date.now();
      await expect(clientOf(database).query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
      expect(Date.now() - started).toBeLessThan(1500);
      // the migration's connection went back to the pool with the timeout in force again
      const shown = await Promise.all([1, 2, 3].map(() => clientOf(database).query('SHOW statement_timeout')));
      for (const r of shown) expect(r.rows[0].statement_timeout).toBe('300ms');
    } finally {
      await database.close();
    }
  });

  it('gives up waiting for a connection after DATABASE_CONNECT_TIMEOUT_MS', async () => {
    const database = await openDatabase({ databaseUrl: PG_URL, poolSize: 1, connectTimeoutMs: 200 });
    const pool = clientOf(database);
    const held = await pool.connect();
    try {
      const started = Date.now();
      await expect(pool.query('SELECT 1')).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      held.release();
      await database.close();
    }
  });

  it("logs an idle connection's error instead of swallowing it, and keeps working", async () => {
    const errors: Error[] = [];
    const database = await openDatabase({ databaseUrl: PG_URL, poolSize: 2, onIdleError: (e) => errors.push(e) });
    try {
      const pool = clientOf(database);
      const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      for (let i = 0; i < 50 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(errors.length).toBe(1);
      expect(errors[0].message).toMatch(/terminat/i);
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
