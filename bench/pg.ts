import type pg from 'pg';

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
