import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, DatabaseInUseError, migrationsFolder, openDatabase } from '../db/client';
import type { TestApp } from '../test/app';
import { PASSWORD, signedInAdmin } from '../test/factories';
import { withDb } from '../test/global-setup';
import { multipart, pngBytes } from '../test/images';
import { BackupError, createBackup, journal } from './backups';
import { restoreBackup } from './restores';

/**
 * Backup → wipe → restore (issue 19), on PGlite and, with DATABASE_URL, on PostgreSQL: content, an account and an
 * image come back the same; a used target is refused and left alone; a backup taken before the newest migration
 * gets it applied after the restore.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pgUrl = process.env.DATABASE_URL;
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A new data folder and, on PostgreSQL, a new database: from the migrated template, or empty. */
async function target(kind: 'pglite' | 'postgres', fromTemplate: boolean): Promise<Config> {
  const dataDir = tempDir('afri-backup-');
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    RATE_LIMITS: 'off',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_CACHE_MS: '0',
  };
  if (kind === 'postgres') {
    const name = `bk_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}${fromTemplate ? ` TEMPLATE ${inject('pgTemplate')}` : ''}`);
    await admin.end();
    cleanups.push(async () => {
      const a = new pg.Client({ connectionString: pgUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    });
    env.DATABASE_URL = withDb(pgUrl!, name);
  } else if (fromTemplate) {
    // The run's migrated template (the PostgreSQL run has none for PGlite: then migrated here).
    const template = inject('pgliteTemplate');
    const database = await openDatabase({
      pgliteDir: path.join(dataDir, 'db'),
      pgliteLoad: template ? new Blob([readFileSync(template)]) : undefined,
    });
    if (!template) await database.migrate();
    await database.close();
  }
  return loadConfig(env);
}

/** The app on a target's database, as main.ts opens it; closed by the returned function. */
async function open(config: Config) {
  const database: Database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/db` });
  const app = await buildApp({ config, database, logger: false, webDir: path.join(config.dataDir, 'no-web') });
  await app.ready();
  const t = { app, db: app.ctx.db, ctx: app.ctx } as unknown as TestApp;
  return {
    t,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const kinds = (pgUrl ? ['pglite', 'postgres'] : ['pglite']) as Array<'pglite' | 'postgres'>;

describe.each(kinds)('backup and restore on %s', (kind) => {
  it('brings back the content, the account and the image; refuses a used target', async () => {
    const source = await target(kind, true);
    const s = await open(source);
    const admin = await signedInAdmin(s.t);
    const mp = multipart(
      { title: 'Demo Day', content: 'Ten startups pitch.', tag: 'Events' },
      { image: { filename: 'p.png', type: 'image/png', data: await pngBytes(300, 200) } },
    );
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/featured-post',
      payload: mp.payload,
      headers: { ...admin.headers, ...mp.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json() as { _id: string; image: string };
    const name = post.image.replace('/uploads/', '');
    const image = readFileSync(path.join(source.dataDir, 'uploads', name));
    const before = (await s.t.app.inject({ url: '/api/featured-post' })).json();

    if (kind === 'pglite') {
      // The server holds the embedded database: the backup stops at once, naming the holder.
      await expect(createBackup(source, path.join(source.dataDir, 'x.tar.gz'))).rejects.toThrow(DatabaseInUseError);
    }
    await s.close();

    const file = path.join(tempDir('afri-backup-file-'), 'backup.tar.gz');
    const manifest = await createBackup(source, file);
    expect(manifest).toMatchObject({
      database: kind,
      migration: { tag: journal().at(-1)!.tag },
      uploads: { files: 1 },
    });

    const restored = await target(kind, false);
    const { applied } = await restoreBackup(restored, file);
    expect(applied).toBe(0);
    const r = await open(restored);
    try {
      expect((await r.t.app.inject({ url: '/api/featured-post' })).json()).toEqual(before);
      const signIn = await r.t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: admin.email, password: PASSWORD },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      expect(readFileSync(path.join(restored.dataDir, 'uploads', name)).equals(image)).toBe(true);
    } finally {
      await r.close();
    }

    // A used target: refused with the reason, nothing changed (in-process and through the CLI, exit code 1).
    const listing = () => readdirSync(restored.dataDir, { recursive: true }).sort();
    const was = listing();
    await expect(restoreBackup(restored, file)).rejects.toThrow(BackupError);
    await expect(restoreBackup(restored, file)).rejects.toThrow(/already (holds a database|has \d+ tables)/);
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/restore.ts', file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: restored.dataDir, DATABASE_URL: restored.databaseUrl ?? '' },
      encoding: 'utf8',
    });
    expect(cli.status, cli.stderr).toBe(1);
    expect(cli.stderr).toMatch(/restore only into an empty/);
    expect(cli.stderr).not.toMatch(/\n\s+at /);
    expect(listing()).toEqual(was);
  });

  it('applies the migrations newer than the backup after restoring it', async () => {
    // The database as the previous version left it: migrated with this build's journal less its newest entry.
    const older = tempDir('afri-migrations-');
    cpSync(migrationsFolder, older, { recursive: true });
    const journalFile = path.join(older, 'meta', '_journal.json');
    const j = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    j.entries.pop();
    writeFileSync(journalFile, JSON.stringify(j));
    const source = await target(kind, false);
    const d = await openDatabase({ databaseUrl: source.databaseUrl, pgliteDir: `${source.dataDir}/db` });
    if (kind === 'postgres') await migratePg(d.db, { migrationsFolder: older });
    else await migratePglite(d.db as unknown as PgliteDatabase, { migrationsFolder: older });
    expect(await d.pendingMigrations()).toBe(1);
    await d.close();

    const file = path.join(tempDir('afri-backup-file-'), 'old.tar.gz');
    expect((await createBackup(source, file)).migration.tag).toBe(j.entries.at(-1)!.tag);
    const restored = await target(kind, false);
    expect((await restoreBackup(restored, file)).applied).toBe(1);
    const r = await openDatabase({ databaseUrl: restored.databaseUrl, pgliteDir: `${restored.dataDir}/db` });
    try {
      expect(await r.pendingMigrations()).toBe(0);
      const applied = await r.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]!.n).toBe(journal().length);
    } finally {
      await r.close();
    }
  }, 120_000); // two databases migrated from nothing: slow on PGlite while the suite runs in parallel
});
