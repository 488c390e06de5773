/**
 * What the benches that mail through a local SMTP receiver share (bench/newsletter.ts, bench/digest.ts): the
 * receiver (smtp-server, in this process), one pass on a fresh database (PGlite in a temporary folder, or a
 * database created on the PostgreSQL server of DATABASE_URL) with the app on it, and the passes BENCH_DB asks for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { adminUrl, connectAdmin, dropDatabase, withDb } from './pg';

export type DbLabel = 'PGlite' | 'PostgreSQL';
export type BenchApp = Awaited<ReturnType<typeof buildApp>>;
export type SmtpSink = Awaited<ReturnType<typeof smtpSink>>;

/** Counts the messages accepted, in all and for each recipient address (without parsing them). */
export async function smtpSink() {
  const perRecipient = new Map<string, number>();
  let total = 0;
  let onMessage: (() => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        total++;
        for (const r of session.envelope.rcptTo) {
          const a = r.address.toLowerCase();
          perRecipient.set(a, (perRecipient.get(a) ?? 0) + 1);
        }
        onMessage?.();
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.server.address() as AddressInfo).port,
    total: () => total,
    perRecipient,
    /** Called on each message accepted. */
    onMessage: (fn: () => void) => {
      onMessage = fn;
    },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        setTimeout(r, 1000).unref();
      }),
  };
}

/** A bench: `name` in what it prints, `key` in its database's and temporary folder's names. */
export interface SmtpBench {
  name: string;
  key: string;
}

/** A database for the pass on the PostgreSQL server; undefined (and said) when the server is unreachable. */
async function openPostgres(bench: SmtpBench) {
  const serverUrl = adminUrl();
  const connected = await connectAdmin(serverUrl);
  if ('unreachable' in connected) {
    console.log(`PostgreSQL is unreachable (${connected.unreachable}): ${bench.name} PostgreSQL pass skipped.`);
    return undefined;
  }
  const { admin } = connected;
  const name = `bench_${bench.key}_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = withDb(serverUrl, name);
  return {
    database: await openDatabase({ databaseUrl: url }),
    url,
    drop: async () => {
      await dropDatabase(admin, name).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

/**
 * One pass: a fresh database (migrated, then `seed`), the SMTP receiver as SMTP_URL and the app on them in
 * production mode (its job workers not started), handed to `run`; all closed and removed after. Undefined when
 * PostgreSQL is unreachable.
 */
export async function smtpPass<T>(
  bench: SmtpBench,
  label: DbLabel,
  seed: (database: Database) => Promise<void>,
  run: (app: BenchApp, database: Database, smtp: SmtpSink) => Promise<T>,
): Promise<T | undefined> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `afri-bench-${bench.key}-`));
  const smtp = await smtpSink();
  let database: Database | undefined;
  let drop = async () => {};
  let databaseUrl: string | undefined;
  try {
    if (label === 'PostgreSQL') {
      const opened = await openPostgres(bench);
      if (!opened) return undefined;
      ({ database, drop } = opened);
      databaseUrl = opened.url;
    } else database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    await database.migrate();
    await seed(database);

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: randomBytes(36).toString('base64url'),
      RATE_LIMITS: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      JOB_CONCURRENCY: process.env.JOB_CONCURRENCY ?? '4',
    });
    const app = await buildApp({ config, database, logger: false, webDir: path.join(dataDir, 'no-web') });
    try {
      return await run(app, database, smtp);
    } finally {
      await app.close();
    }
  } finally {
    await database?.close().catch(() => {});
    await drop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `pass` on each database the BENCH_DB choice asks for, saying what it does (`doing`) first. */
export async function eachDatabase<T>(
  bench: SmtpBench,
  dbChoice: string,
  doing: string,
  pass: (label: DbLabel) => Promise<T | undefined>,
) {
  const results: T[] = [];
  for (const label of ['PGlite', 'PostgreSQL'] as const) {
    if (dbChoice !== 'both' && !label.toLowerCase().startsWith(dbChoice)) continue;
    console.log(`  ${bench.name}: ${doing} on ${label}…`);
    try {
      const r = await pass(label);
      if (r) results.push(r);
    } catch (err) {
      console.log(`  ${bench.name} ${label} pass failed: ${(err as Error).stack ?? err}`);
    }
  }
  return results;
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits });

/** Run as a script (`npx tsx bench/<bench>.ts`, the module `url`): runs the bench, prints it and exits. */
export function runIfMain<T>(url: string, run: () => Promise<T>, print: (results: T) => void) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(url)) return;
  run().then(
    (results) => {
      print(results);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
