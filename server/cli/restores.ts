import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/pglite-lock';
import { BACKUP_FORMAT, BackupError, journal, type Manifest, runPgTool } from './backups';
import { readTar, type TarEntry, TarError } from './tar';

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Refuses names that would land outside the target (absolute, `..`). */
function safeRel(name: string, under: string) {
  const rel = name.slice(under.length).replace(/^\/+|\/+$/g, '');
  if (rel.split('/').some((p) => p === '..' || p === '') && rel !== '')
    throw new BackupError(`The backup holds a bad name: ${name}`);
  return rel;
}

async function readManifest(entry: TarEntry | undefined): Promise<Manifest> {
  if (entry?.name !== 'manifest.json' || !entry) throw new BackupError('This is not a backup of this app.');
  const chunks: Buffer[] = [];
  for await (const c of entry.body()) chunks.push(c);
  const m = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
  if (m.format !== BACKUP_FORMAT) throw new BackupError('This is not a backup of this app.');
  if (m.formatVersion !== 1) throw new BackupError(`This backup's format (${m.formatVersion}) is newer than this app.`);
  return m;
}

/** Tables in the target PostgreSQL database (public, and drizzle's migrations): a used database is refused. */
async function postgresTables(url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into the configured, empty, target: the PGlite data folder (DATA_DIR/db absent or empty) or
 * the PostgreSQL database (no tables), and DATA_DIR/uploads (absent or empty). A used target is refused before
 * anything is written. Everything is unpacked beside the target and moved in once the database opened and took
 * this app's newer migrations, so a failure leaves the target as it was. Returns the manifest and how many
 * migrations were applied after the restore.
 */
export async function restoreBackup(config: Config, file: string): Promise<{ manifest: Manifest; applied: number }> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const dbDir = path.join(config.dataDir, 'db');
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const input = createReadStream(file).pipe(createGunzip());
  input.on('error', () => {});
  const entries = readTar(input);
  let release = () => {};
  let tmp: string | undefined;
  try {
    const manifest = await readManifest((await entries.next()).value || undefined);
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target)
      throw new BackupError(
        manifest.database === 'postgres'
          ? 'This is a backup of a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database.'
          : 'This is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR.',
      );
    const newest = journal().at(-1)!;
    if (manifest.migration.createdAt > newest.when)
      throw new BackupError(
        `This backup was taken by a newer version of the app (${manifest.appVersion}, migration ` +
          `${manifest.migration.tag ?? manifest.migration.createdAt}): upgrade the app first.`,
      );

    // The target must be empty; nothing but DATA_DIR itself and the lock is written before this is known.
    mkdirSync(config.dataDir, { recursive: true });
    if (!config.databaseUrl) release = lockDataDir(dbDir);
    if (!config.databaseUrl && !isEmptyDir(dbDir))
      throw new BackupError(
        `${dbDir} already holds a database: restore only into an empty data folder. Set DATA_DIR to a new ` +
          'folder, or move this one away first (keep it until the restored app works).',
      );
    if (config.databaseUrl) {
      const tables = await postgresTables(config.databaseUrl);
      if (tables > 0)
        throw new BackupError(
          `The database of DATABASE_URL already has ${tables} tables: restore only into an empty database. ` +
            'Create a new one (createdb) and point DATABASE_URL at it, or drop and create this one again.',
        );
    }
    if (!isEmptyDir(uploadsDir))
      throw new BackupError(
        `${uploadsDir} already holds files: restore only into an empty data folder (move the uploads away first).`,
      );

    tmp = mkdtempSync(path.join(config.dataDir, '.restore-'));
    const dump = path.join(tmp, 'database.pgdump');
    for await (const entry of entries) {
      const under = entry.name.startsWith('db/') || entry.name === 'db' ? 'db' : 'uploads';
      if (entry.name === 'database.pgdump') {
        await pipeline(Readable.from(entry.body()), createWriteStream(dump));
        continue;
      }
      if (!(entry.name === under || entry.name.startsWith(`${under}/`)) || entry.type === 'other') continue;
      const dest = path.join(tmp, under, safeRel(entry.name, under));
      if (entry.type === 'dir') mkdirSync(dest, { recursive: true });
      else {
        mkdirSync(path.dirname(dest), { recursive: true });
        await pipeline(Readable.from(entry.body()), createWriteStream(dest));
      }
    }

    let applied: number;
    if (config.databaseUrl) {
      if (!existsSync(dump)) throw new BackupError('The backup holds no database dump.');
      // One transaction: a failed restore leaves the database empty, as it was.
      await runPgTool('pg_restore', config.databaseUrl, [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        dump,
      ]);
      applied = await migrateAfter({ databaseUrl: config.databaseUrl });
    } else {
      if (!existsSync(path.join(tmp, 'db', 'PG_VERSION'))) throw new BackupError('The backup holds no database.');
      applied = await migrateAfter({ pgliteDir: path.join(tmp, 'db') });
      renameSync(path.join(tmp, 'db'), dbDir);
    }
    if (existsSync(path.join(tmp, 'uploads'))) renameSync(path.join(tmp, 'uploads'), uploadsDir);
    return { manifest, applied };
  } catch (err) {
    if (err instanceof TarError) throw new BackupError(`${file}: ${err.message}`);
    if ((err as { code?: string }).code === 'Z_DATA_ERROR') throw new BackupError(`${file} is not a backup file.`);
    throw err;
  } finally {
    release();
    input.destroy();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}

/** Opens the restored database as main.ts does and applies this app's migrations newer than the backup's. */
async function migrateAfter(opts: { databaseUrl?: string; pgliteDir?: string }) {
  const database = await openDatabase({ ...opts, poolSize: 1 });
  try {
    const pending = await database.pendingMigrations();
    await database.migrate();
    return pending;
  } finally {
    await database.close();
  }
}
