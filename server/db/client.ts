import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/project-root';
import { type ListenHandlers, PgListener } from './pg-listener';
import { SearchConnections } from './search-connections';
import { nameStatements } from './statement-names';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';

export { LISTENER_NAME, type ListenHandlers } from './pg-listener';
export { DatabaseInUseError } from './pglite-lock';

export type Db = NodePgDatabase<typeof schema>;
export { migrationsFolder };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** How many of the build's migrations the database has not applied (a database never migrated: all). */
  pendingMigrations(): Promise<number>;
  /** Sends a notification on a channel (PostgreSQL NOTIFY: delivered to every listener once committed). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Listens on a channel. On PostgreSQL this holds one dedicated connection outside the pool; when it drops,
   * `onState(false)` is called and it reconnects (then `onState(true)` again: messages sent meanwhile are
   * lost, so the listener must assume anything changed). Resolves once listening, or after `readyWithinMs`
   * while it keeps trying. The returned function stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections (open, idle) and the queries waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; omitted means in memory. */
  pgliteDir?: string;
  /** A dumped PGlite data folder to start from (tests clone a migrated template this way). */
  pgliteLoad?: Blob;
  poolSize?: number;
  /** PostgreSQL: the site search's own connections (`searchPoolOf`; default 2). */
  searchPoolSize?: number;
  /** PostgreSQL's statement_timeout for the pool's connections (0: none; migrations run without it). */
  statementTimeoutMs?: number;
  /** How long a query waits for a connection (a new one, or a free one of a busy pool). */
  connectTimeoutMs?: number;
  /** An idle pooled connection's error (the server restarted, a network cut): the pool replaces it. */
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  return openPglite(opts);
}

async function openPostgres(url: string, opts: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    statement_timeout: opts.statementTimeoutMs ?? 15_000,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 10_000,
  });
  // The site search's statements run on connections of their own that plan each statement once
  // (search/statements.ts): opened when searches come, at most searchPoolSize, each taking several at once.
  const searchConfig = {
    connectionString: url,
    statement_timeout: opts.statementTimeoutMs ?? 15_000,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 10_000,
    options: SEARCH_SETTINGS,
  };
  const onIdleError = opts.onIdleError ?? ((e: Error) => console.error('database: idle connection error:', e));
  const searchPool = new SearchConnections(searchConfig, opts.searchPoolSize ?? 2, onIdleError);
  searchPools.set(pool, searchPool);
  pool.on('connect', nameStatements);
  const listeners = new Set<PgListener>();
  // An idle client's error must not crash the process (the pool drops that client), but it is worth a line.
  pool.on('error', onIdleError);
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        // A migration (or the wait for another process's) may take longer than a request's statement.
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock(724311)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(724311)').catch(() => {});
        await client.query('RESET statement_timeout').catch(() => {});
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    pendingMigrations: () => countPending(db),
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, handlers) {
      const listener = new PgListener(url, channel, handlers);
      listeners.add(listener);
      await listener.start(handlers.readyWithinMs ?? 3000);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      await Promise.all([pool.end(), searchPool.end()]);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

const searchPools = new WeakMap<pg.Pool, SearchConnections>();

/** The search connections' settings (`searchPoolOf`). */
export const SEARCH_SETTINGS = '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off -c jit=off';

/**
 * The site search's connections beside a database's pool (PostgreSQL; db/search-connections.ts: a few, each taking
 * several statements at once). They plan every prepared statement once
 * (`plan_cache_mode = force_generic_plan`): a search statement's plan does not depend on its values (the shape
 * fixes how each kind is read), and PostgreSQL would otherwise plan each one anew five times per connection before
 * keeping it, ~1.5 ms a time. They also plan without sequential scans (`enable_seqscan = off`): the planner reads a
 * small kind whole (the 300 events, the 60 programs) as if checking a search document cost what comparing two
 * numbers does, where its GIN index finds the few matches in a fraction of that (6 % of an average search's
 * instructions in PostgreSQL, docs/decisions.md stop 28). And never compiled (`jit = off`): a generic plan is priced
 * over any value, and a shape priced past `jit_above_cost` compiles its ~100 nodes' expressions on every run, 30-240
 * ms for a statement that runs in 1-4 ms (a term-index shape tried in stop 29 was; today's are priced under 8,000).
 * Being apart, searches also cannot take every connection from other requests.
 */
export const searchPoolOf = (pool: pg.Pool) => searchPools.get(pool);

/** Drizzle's migrator applies every migration newer than the last one recorded; the same comparison here. */
async function countPending(db: Db): Promise<number> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  let last = -1;
  try {
    const res = await db.execute<{ last: string | number | null }>(
      sql`SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations`,
    );
    last = Number(res.rows[0]?.last ?? -1);
  } catch {
    // no migrations table: nothing applied
  }
  return journal.entries.filter((e) => e.when > last).length;
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  let release = () => {};
  if (opts.pgliteDir) {
    mkdirSync(path.dirname(path.resolve(opts.pgliteDir)), { recursive: true });
    // One process per data folder (DATA_DIR/db.lock); a second one stops here with a message naming the holder.
    release = lockDataDir(opts.pgliteDir);
  }
  const client = new PGlite({ dataDir: opts.pgliteDir, loadDataDir: opts.pgliteLoad });
  try {
    await client.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    pendingMigrations: () => countPending(db),
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // One process only (PGlite), so listening is PGlite's own in-process delivery: it never drops.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
      handlers.onState(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
    // exposed for the test template
    ...({ pglite: client } as object),
  };
}
