import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KINDS } from '../../../common/search';
import { type Db, searchPoolOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/factories';
import * as q from './queries';
import { termsOf } from './service';

// The search statement and the search's own connections on PostgreSQL (PGlite has neither: skipped there).

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const search = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/search?${query}`, headers });

describe('the search statement on PostgreSQL', () => {
  it('computes the query once per run, so PostgreSQL keeps one generic plan per shape', async (ctx) => {
    const client = (t.db as unknown as { $client: unknown }).$client;
    if (!(client instanceof pg.Pool)) return ctx.skip(); // PGlite: no prepared statements
    const pool = new pg.Pool({ connectionString: client.options.connectionString, max: 1 });
    try {
      const sent: { text: string; values: unknown[] }[] = [];
      const db = {
        $client: Object.assign(Object.create(pg.Pool.prototype), {
          query: (config: { name: string; text: string; values: unknown[] }) => {
            sent.push(config);
            return pool.query(config);
          },
        }),
      } as unknown as Db;
      for (let i = 0; i < 8; i++)
        await q.search(db, [...SEARCH_KINDS], termsOf([`zebra${i}`], {}), { admin: true }, { page: 1, limit: 20 }, {});
      const kept = (await pool.query<{ generic_plans: string }>(`SELECT generic_plans FROM pg_prepared_statements`))
        .rows;
      expect(kept).toHaveLength(1); // one shape, prepared once
      // The first five runs are planned for their values; PostgreSQL then keeps the generic plan.
      expect(Number(kept[0]!.generic_plans)).toBeGreaterThanOrEqual(3);
      // …in which the query value is a run's constant, not computed again for each row checked.
      const c = await pool.connect();
      try {
        await c.query('SET plan_cache_mode = force_generic_plan');
        await c.query(`PREPARE generic AS ${sent[0]!.text}`);
        const literals = sent[0]!.values.map((v) =>
          v === null ? 'NULL' : typeof v === 'number' ? String(v) : c.escapeLiteral(String(v)),
        );
        const plan = (await c.query(`EXPLAIN EXECUTE generic(${literals.join(', ')})`)).rows
          .map((r) => r['QUERY PLAN'] as string)
          .join('\n');
        expect(plan).toMatch(/Filter: \((s\.)?doc @@ \$\d+\)/); // the InitPlan's value
        expect(plan).not.toMatch(/(Filter|Cond): .*to_tsquery/);
      } finally {
        c.release();
      }
    } finally {
      await pool.end();
    }
  });
});

describe("the site search's own connections on PostgreSQL", () => {
  it('run every search statement with one generic plan, never compiled, without reading a kind whole, apart from other requests', async (ctx) => {
    const client = (t.db as unknown as { $client: unknown }).$client;
    if (!(client instanceof pg.Pool)) return ctx.skip();
    const searchPool = searchPoolOf(client)!;
    expect(searchPool).toBeDefined();
    const res = await search('q=zebrafin', admin.headers);
    expect(res.statusCode).toBe(200);
    const { rows } = await searchPool.query<{ mode: string; jit: string; generic: string; custom: string }>(
      `SELECT current_setting('plan_cache_mode') AS mode, current_setting('jit') AS jit,
              sum(generic_plans) AS generic, sum(custom_plans) AS custom
       FROM pg_prepared_statements WHERE name LIKE 'search\\_%'`,
    );
    expect(rows[0]!.mode).toBe('force_generic_plan');
    // Never compiled: a generic plan priced over any value may pass jit_above_cost for a statement of a few ms.
    expect(rows[0]!.jit).toBe('off');
    // A kind of a few rows is found through its GIN index, not read whole (the planner's choice for a small table).
    const plan = await searchPool.query(
      `EXPLAIN SELECT id FROM events_search WHERE doc @@ (SELECT to_tsquery('simple', 'zebrafin'))`,
    );
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('events_search_doc_idx');
    expect(Number(rows[0]!.generic)).toBeGreaterThanOrEqual(1);
    expect(Number(rows[0]!.custom)).toBe(0); // never planned for its values, not even the first five times
    // The pool of other requests holds no search statement.
    const other = await client.query(
      `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'search\\_%'`,
    );
    expect(other.rows[0].n).toBe(0);
  });
});
