import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { migrationsFolder } from '../db/client';
import { lockDataDir } from '../db/pglite-lock';
import { projectRoot } from '../lib/project-root';
import { TarWriter } from './tar';

/**
 * Backups (issue 19): one gzipped tar holding `manifest.json` first, then the database (PGlite: its data folder's
 * files under `db/`, taken with the server stopped; PostgreSQL: `database.pgdump`, pg_dump's custom format), then
 * the local uploads under `uploads/`. Paths are relative to DATA_DIR, so `tar xzf` in an empty DATA_DIR restores
 * a PGlite install by hand too; `npm run restore` also applies newer migrations.
 */
export const BACKUP_FORMAT = 'afrifounders-backup';

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The last migration applied when the backup was taken (drizzle's journal tag and its `when`). */
  migration: { tag: string | null; createdAt: number; applied: number };
  /** `s3`: the images live in the bucket and are not in the file (back the bucket up on its own). */
  uploads: { storage: 'local' | 's3'; files: number; bytes: number };
}

/** A refusal the operator can act on: the CLI prints the message alone and exits with code 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface JournalEntry {
  tag: string;
  when: number;
}

export function journal(): JournalEntry[] {
  return (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
}

export function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The newest applied migration, from drizzle's own table. */
export async function migrationState(query: Query): Promise<Manifest['migration']> {
  let rows: Record<string, unknown>[] = [];
  try {
    ({ rows } = await query(
      'SELECT max(created_at)::text AS last, count(*)::int AS applied FROM drizzle.__drizzle_migrations',
    ));
  } catch {
    // never migrated
  }
  const last = Number(rows[0]?.last ?? -1);
  if (!rows[0] || last < 0) throw new BackupError('The database has no tables of this app: nothing to back up.');
  return {
    tag: journal().find((e) => e.when === last)?.tag ?? null,
    createdAt: last,
    applied: Number(rows[0].applied),
  };
}

/** Every file and folder under `dir`, as paths relative to it (folders first, then their files). */
export function walk(dir: string, base = ''): { rel: string; dir: boolean; size: number }[] {
  if (!existsSync(dir)) return [];
  const out: { rel: string; dir: boolean; size: number }[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = base ? `${base}/${e.name}` : e.name;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push({ rel, dir: true, size: 0 }, ...walk(full, rel));
    else if (e.isFile()) out.push({ rel, dir: false, size: statSync(full).size });
  }
  return out;
}

/** Runs pg_dump or pg_restore with the password in PGPASSWORD, not on the command line (`ps` shows that). */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const child = spawn(tool, [...args, '--dbname', u.toString()], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const [code] = (await Promise.race([
    once(child, 'exit'),
    once(child, 'error').then(([err]) => {
      throw new BackupError(`Could not run ${tool} (${(err as Error).message}): install the PostgreSQL client tools.`);
    }),
  ])) as [number | null];
  if (code !== 0) throw new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`);
}

/** The default file: DATA_DIR/backups/afrifounders-<UTC time>.tar.gz. */
export function defaultBackupFile(config: Config, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return path.join(config.dataDir, 'backups', `afrifounders-${stamp}.tar.gz`);
}

/**
 * Writes a backup of the configured database and uploads to `out` (written aside, renamed into place when whole).
 * PGlite: the data folder is locked for the whole copy; a running server holds it, and this stops at once with
 * the lock's message naming the process (DatabaseInUseError).
 */
export async function createBackup(config: Config, out: string): Promise<Manifest> {
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  const tmp = mkdtempSync(path.join(path.dirname(path.resolve(out)), '.backup-'));
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const partial = path.join(tmp, 'backup.tar.gz');
  const gzip = createGzip({ level: 1 });
  let release = () => {};
  try {
    let migration: Manifest['migration'];
    let dbFiles: ReturnType<typeof walk> = [];
    const dbDir = path.join(config.dataDir, 'db');
    const dump = path.join(tmp, 'database.pgdump');
    if (config.databaseUrl) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        migration = await migrationState((q) => client.query(q));
      } finally {
        await client.end();
      }
      // One consistent snapshot of the whole database; the custom format is compressed and restores selectively.
      await runPgTool('pg_dump', config.databaseUrl, ['--format=custom', '--file', dump]);
    } else {
      if (!existsSync(path.join(dbDir, 'PG_VERSION')))
        throw new BackupError(`There is no embedded database in ${dbDir} (check DATA_DIR): nothing to back up.`);
      release = lockDataDir(dbDir);
      // Opened once to check it and read its migration (and to replay its log after a crash); closed cleanly,
      // its folder is a consistent copy, and the lock keeps every other process out until it is copied.
      const pglite = new PGlite({ dataDir: dbDir });
      try {
        await pglite.waitReady;
        migration = await migrationState((q) => pglite.query(q));
      } finally {
        await pglite.close();
      }
      dbFiles = walk(dbDir);
    }
    // Images after the database: every image a backed-up row names was stored before that row was written.
    const uploads = config.s3 ? [] : walk(uploadsDir);
    const file = createWriteStream(partial);
    const written = new Promise((resolve, reject) => file.on('close', () => resolve(undefined)).on('error', reject));
    gzip.pipe(file);
    const tar = new TarWriter(gzip);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database: config.databaseUrl ? 'postgres' : 'pglite',
      migration,
      uploads: {
        storage: config.s3 ? 's3' : 'local',
        files: uploads.filter((u) => !u.dir).length,
        bytes: uploads.reduce((n, u) => n + u.size, 0),
      },
    };
    await tar.addBuffer('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    if (config.databaseUrl) await tar.addFile('database.pgdump', dump);
    else {
      await tar.addDir('db');
      for (const f of dbFiles)
        await (f.dir ? tar.addDir(`db/${f.rel}`) : tar.addFile(`db/${f.rel}`, path.join(dbDir, f.rel)));
    }
    release();
    release = () => {};
    await tar.addDir('uploads');
    for (const f of uploads)
      await (f.dir ? tar.addDir(`uploads/${f.rel}`) : tar.addFile(`uploads/${f.rel}`, path.join(uploadsDir, f.rel)));
    await tar.finish(written);
    renameSync(partial, out);
    return manifest;
  } finally {
    release();
    gzip.destroy();
    rmSync(tmp, { recursive: true, force: true });
  }
}
