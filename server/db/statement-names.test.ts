import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { statementName } from './statement-names';

describe('statementName', () => {
  it('names a text from its third use on, always with the same name; each text its own', () => {
    const text = `SELECT $1::int AS unit_${Math.random()}`;
    expect(statementName(text)).toBeUndefined();
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^auto_\d+$/);
    expect(statementName(text)).toBe(name);
    const other = `SELECT $1::int AS other_${Math.random()}`;
    for (let i = 0; i < 3; i++) statementName(other);
    expect(statementName(other)).not.toBe(name);
  });
});

describe('the pool of other requests on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('prepares a frequent parameterised statement once per connection, and leaves others unnamed', async (ctx) => {
    const pool = (t.db as unknown as { $client: unknown }).$client;
    if (!(pool instanceof pg.Pool)) return ctx.skip();
    const client = await pool.connect();
    try {
      const text = 'SELECT count(*)::int AS n FROM users WHERE email = $1';
      for (let i = 0; i < 5; i++) {
        const res = await client.query({ text, values: [`nobody${i}@example.com`] });
        expect(res.rows[0].n).toBe(0);
      }
      await client.query('SELECT 1 AS plain; SELECT 2 AS plain'); // no parameters: several commands still work
      const { rows } = await client.query(
        `SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE '%FROM users WHERE email%'`,
      );
      // Named from its third use; the later ones were not parsed again.
      expect(rows).toHaveLength(1);
      expect(rows[0].name).toMatch(/^auto_\d+$/);
    } finally {
      client.release();
    }
  });
});
