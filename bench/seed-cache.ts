/**
 * The PostgreSQL pass's seeded data, kept between runs (BENCH_SEED_CACHE, on by default; BENCH_FRESH=1 seeds again).
 * Seeding the full bench data takes 6-8 minutes on a 2-core machine and is the same every time (a fixed random
 * seed), so the first run seeds a template database, `bench_seed_<key>`, and writes the seed's answer (the ids and
 * accounts the scenarios use) next to it; every pass then copies the template (`CREATE DATABASE … TEMPLATE`, a
 * file copy of a few seconds) and measures on the copy, which it drops at the end as before. The key hashes what
 * decides the data: the seed code (bench/data.ts and its steps' files), every migration, and the scale,
 * so a change to any of them seeds a new template (older ones are dropped). The copy carries the template's
 * planner statistics and visibility maps (seeded, then VACUUM ANALYZE), as a fresh seed had.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { openDatabase } from '../server/db/client';
import { migrationsFolder, projectRoot } from '../server/lib/project-root';
import { type BenchData, fillDatabase, type Scale } from './data';
import { dropDatabase, withDb } from './pg';

const PREFIX = 'bench_seed_';

export const seedCacheOn = (env = process.env) => env.BENCH_SEED_CACHE !== 'off' && env.BENCH_FRESH !== '1';

/** The seed code: bench/data.ts and its steps. */
const SEED_SOURCES = [
  'bench/data.ts',
  'bench/data-accounts.ts',
  'bench/data-community.ts',
  'bench/data-startups.ts',
  'bench/seed-kit.ts',
  'bench/notifications-data.ts',
];

/** What decides the seeded data: the seed code, the migrations and the scale. */
export function seedKey(scale: Scale): string {
  const h = createHash('sha256');
  for (const f of SEED_SOURCES) h.update(readFileSync(path.join(projectRoot, f)));
  for (const f of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (f.endsWith('.sql') || f.endsWith('.json')) h.update(f).update(readFileSync(path.join(migrationsFolder, f)));
  }
  h.update(JSON.stringify(scale));
  return h.digest('hex').slice(0, 12);
}

const answerFile = (template: string) => path.join(os.tmpdir(), `${template}.json`);

/**
 * Creates database `name` holding the bench data: a copy of the kept template, seeded first when there is none.
 * Answers the seed's data. `admin` is a connection to the server's maintenance database.
 */
export async function copySeeded(
  admin: pg.Client,
  adminUrl: string,
  name: string,
  scale: Scale,
  log: (line: string) => void,
): Promise<BenchData> {
  const template = `${PREFIX}${seedKey(scale)}`;
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount;
  if (!exists || !existsSync(answerFile(template))) {
    await seedTemplate(admin, adminUrl, template, scale, log);
  } else {
    log(`  the bench data: a copy of ${template}, seeded by an earlier run (BENCH_FRESH=1 seeds it again)`);
  }
  const t0 = performance.now();
  // FILE_COPY copies the files after a checkpoint instead of writing the whole database to the WAL.
  const version = Number((await admin.query<{ v: string }>('SHOW server_version_num')).rows[0]?.v ?? 0);
  const strategy = version >= 150000 ? ' STRATEGY = FILE_COPY' : '';
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}${strategy}`);
  log(`  copied in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return JSON.parse(readFileSync(answerFile(template), 'utf8')) as BenchData;
}

/** Seeds the template under a partial name, then gives it its name: a seed cut short is never taken as done. */
async function seedTemplate(
  admin: pg.Client,
  adminUrl: string,
  template: string,
  scale: Scale,
  log: (l: string) => void,
) {
  const partial = `${template}_partial`;
  const old = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`);
  for (const r of old.rows) await dropDatabase(admin, r.datname);
  await admin.query(`CREATE DATABASE ${partial}`);
  const database = await openDatabase({ databaseUrl: withDb(adminUrl, partial) });
  let data: BenchData;
  try {
    await database.migrate();
    data = await fillDatabase(database.db, scale, log);
  } finally {
    await database.close();
  }
  const file = answerFile(template);
  writeFileSync(`${file}.tmp`, JSON.stringify(data));
  renameSync(`${file}.tmp`, file);
  for (let i = 0; ; i++) {
    try {
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
      break;
    } catch (err) {
      // The pool's connections may take a moment to leave.
      if (i >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
