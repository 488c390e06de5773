// The site search's own connections (db/search-connections.ts): at most `size`, several statements at once on each
// (pg's pipeline mode) up to DEPTH, the rest waiting in turn; a failing statement fails alone; a broken connection
// is replaced. PostgreSQL only: skipped when it is unreachable.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PG_URL, pgReachable } from '../test/global-setup';
import { DEPTH, SearchConnections } from './search-connections';

const pgUp = await pgReachable(PG_URL);
if (!pgUp)
  console.warn(`search-connections.test.ts: PostgreSQL at ${PG_URL} is unreachable, so its tests are skipped.`);

describe.skipIf(!pgUp)("the site search's connections", () => {
  const opened: SearchConnections[] = [];
  const open = (size: number, extra: pg.ClientConfig = {}, onIdleError = (_e: Error) => {}) => {
    const c = new SearchConnections({ connectionString: PG_URL, ...extra }, size, onIdleError);
    opened.push(c);
    return c;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((c) => c.end()));
  });

  it('open at most `size` connections, each answering several statements in order, the rest waiting in turn', async () => {
    const search = open(2);
    const sent = Array.from({ length: 9 }, (_, i) =>
      search.query<{ n: number; pid: number }>({
        name: 'search_test_n',
        text: 'SELECT $1::int AS n, pg_backend_pid() AS pid, pg_sleep(0.02)',
        values: [i],
      }),
    );
    // Two connections with DEPTH statements each sent; the others wait in the app.
    expect(search.stats()).toEqual({ total: 2, inFlight: 2 * DEPTH });
    const answers = await Promise.all(sent);
    expect(answers.map((a) => a.rows[0]!.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(answers.map((a) => a.rows[0]!.pid)).size).toBe(2);
    expect(search.stats()).toEqual({ total: 2, inFlight: 0 });
  });

  it('open no second connection while the first is idle', async () => {
    const search = open(4);
    for (let i = 0; i < 3; i++) await search.query('SELECT 1');
    expect(search.stats().total).toBe(1);
  });

  it('fail a statement alone: those sent behind it on its connection are answered', async () => {
    const search = open(1, { statement_timeout: 100 });
    const slow = search.query('SELECT pg_sleep(1)');
    const next = search.query<{ n: number }>('SELECT 2 AS n');
    const after = search.query<{ n: number }>('SELECT 3 AS n');
    await expect(slow).rejects.toThrow(/statement timeout/);
    expect((await next).rows[0]!.n).toBe(2);
    expect((await after).rows[0]!.n).toBe(3);
  });

  it('replace a broken connection with the next statement, telling of it when it broke idle', async () => {
    const errors: Error[] = [];
    const search = open(1, {}, (e) => errors.push(e));
    const first = (await search.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [first]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => search.stats().total).toBe(0);
    expect(errors.length).toBe(1);
    const second = (await search.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    expect(second).not.toBe(first);
  });

  it('give up waiting for a place after connectionTimeoutMillis, as a pool does', async () => {
    const search = open(1, { connectionTimeoutMillis: 200 });
    const busy = Array.from({ length: DEPTH }, () => search.query('SELECT pg_sleep(0.6)'));
    await expect(search.query('SELECT 1')).rejects.toThrow('timeout exceeded when waiting for a search connection');
    await Promise.all(busy);
    expect((await search.query<{ n: number }>('SELECT 4 AS n')).rows[0]!.n).toBe(4);
  });

  it('refuse statements once ended', async () => {
    const search = open(1);
    await search.query('SELECT 1');
    await search.end();
    await expect(search.query('SELECT 1')).rejects.toThrow('The database connections are closed');
  });
});
