import pg from 'pg';

/** The PostgreSQL server the bench makes its databases on: DATABASE_URL, else the local one. */
export const adminUrl = (env: NodeJS.ProcessEnv = process.env) =>
  env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A connection to that server for creating and dropping databases, or why it cannot be reached (3 s at most). */
export async function connectAdmin(url: string): Promise<{ admin: pg.Client } | { unreachable: string }> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  admin.on('error', () => {});
  try {
    await admin.connect();
    return { admin };
  } catch (err) {
    await admin.end().catch(() => {});
    return { unreachable: (err as Error).message || (err as Error).name };
  }
}

/** The address of database `name` on the server of `url`. */
export function withDb(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Drops a bench database once its pool has closed. pg's `pool.end()` resolves as soon as it has asked each
 * connection to close, so a forced drop right after it can cut one off mid-goodbye (logged as an idle connection
 * error): wait up to 2 s for them to leave, then force.
 */
export async function dropDatabase(admin: pg.Client, name: string) {
  for (let i = 0; i < 20; i++) {
    const dropped = await admin.query(`DROP DATABASE IF EXISTS ${name}`).then(
      () => true,
      () => false,
    );
    if (dropped) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
