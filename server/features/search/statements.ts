import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Db, searchPoolOf } from '../../db/client';

/**
 * The search statement has one shape per combination of kinds, plans and kind of caller, and dozens of parts: built
 * with Drizzle on every request it cost more of the server's time (~1.8 ms) than the query of a common word did.
 * Each shape is built and rendered once, with placeholders for what varies (the query, the caller, the page), and
 * on PostgreSQL sent as a named prepared statement on the search's own connections (db/client.ts `searchPoolOf`):
 * parsed and planned once per connection (the shapes fence what the plan may choose).
 */
export interface Statement {
  name: string;
  text: string;
  params: unknown[];
}

const dialect = new PgDialect();
const rendered = new Map<string, Statement>();
/** Shapes kept; past that the oldest is dropped (a connection keeps its prepared copy, which is harmless). */
const KEPT = 500;

/** The statement of a shape, built by `build` the first time. */
export function statementOf(shape: string, build: () => SQL): Statement {
  let s = rendered.get(shape);
  if (!s) {
    const q = dialect.sqlToQuery(build());
    s = {
      name: `search_${createHash('sha1').update(q.sql).digest('hex').slice(0, 16)}`,
      text: q.sql,
      params: q.params,
    };
    if (rendered.size >= KEPT) rendered.delete(rendered.keys().next().value!);
    rendered.set(shape, s);
  }
  return s;
}

interface PgliteClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** Runs a statement with the placeholders' values: a named prepared statement on PostgreSQL. */
export async function run<T>(db: Db, s: Statement, values: Record<string, unknown>): Promise<T[]> {
  const params = fillPlaceholders(s.params, values);
  const client = (db as unknown as { $client: pg.Pool | PgliteClient }).$client;
  if (client instanceof pg.Pool) {
    const statement = { name: s.name, text: s.text, values: params };
    const search = searchPoolOf(client);
    return (await (search ? search.query<T & pg.QueryResultRow>(statement) : client.query(statement))).rows;
  }
  return (await client.query<T>(s.text, params)).rows;
}
