import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { withDb } from './global-setup';
import type { AcceptedMail } from './smtp';

/**
 * What the crash tests share (the newsletter's and the digest's), besides the SMTP receiver of ./smtp: a database
 * that outlives a process (PostgreSQL, or PGlite in a data folder), and the real server (server/main.ts) in a
 * child process.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const pgUrl = process.env.DATABASE_URL;
const SECRET = 'test-secret-test-secret-test-secret-0123';

export interface Env {
  dataDir: string;
  databaseUrl?: string;
  database: Database;
  app: Awaited<ReturnType<typeof buildApp>>;
  /** The settings of a child server on this database. */
  vars: Record<string, string>;
  /** Closes the app and the database, drops the database, removes the data folder. */
  close(): Promise<void>;
}

/** A database that outlives the process (PostgreSQL, or PGlite in the data folder), with an app on it. */
export async function openEnv(smtpPort: number): Promise<Env> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-crash-'));
  let database: Database;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (pgUrl) {
    const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    databaseUrl = withDb(pgUrl, name);
    database = await openDatabase({ databaseUrl, poolSize: 3 });
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    database = await openDatabase({
      pgliteDir: path.join(dataDir, 'db'),
      pgliteLoad: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
  }
  const vars = childEnv(dataDir, smtpPort, databaseUrl);
  const app = await buildApp({
    config: loadConfig(vars),
    database,
    logger: false,
    webDir: path.join(dataDir, 'no-web'),
  });
  await app.ready();
  return {
    dataDir,
    databaseUrl,
    database,
    app,
    vars,
    async close() {
      await app.close().catch(() => {});
      await database.close().catch(() => {});
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function childEnv(dataDir: string, smtpPort: number, databaseUrl?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JWT_SECRET: SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMITS: 'off',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_CACHE_MS: '0',
    JOB_LEASE_MS: '2000',
    JOB_RETRY_MS: '100',
    // Two batches at a time per process, so that two processes share a send's batches.
    JOB_CONCURRENCY: '2',
  };
}

/**
 * Runs `fn` on the env's database. On PGlite a child server holds the data folder while it runs, so this opens
 * the folder again (only while no child runs on it; after a SIGKILL it recovers as a restarted server would).
 */
export async function onDatabase<T>(env: Env, fn: (database: Database) => Promise<T>): Promise<T> {
  if (pgUrl) return fn(env.database);
  const database = await openDatabase({ pgliteDir: path.join(env.dataDir, 'db') });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

const children: ChildProcess[] = [];
/** For afterEach: a child a failed test left running is killed. */
export function killChildren() {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

/** The real server (server/main.ts) in a child process: it runs the job queue's workers. */
export function startServer(env: Record<string, string>, port = 0) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<NodeJS.Signals | number | null>((res) =>
    child.on('exit', (code, sig) => res(sig ?? code)),
  );
  const ready = until('the server to start', () => output.includes('is running at'));
  ready.catch(() => {});
  return { child, exited, ready, output: () => output };
}

export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now. */
export async function freePort() {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** Each of `addresses` received exactly one message, nobody else any, and every Message-ID is its own. */
export function expectEachOnce(accepted: AcceptedMail[], addresses: string[]) {
  const per = new Map<string, number>();
  for (const m of accepted) per.set(m.to, (per.get(m.to) ?? 0) + 1);
  expect([...per].filter(([, n]) => n > 1)).toEqual([]);
  expect(per.size).toBe(addresses.length);
  for (const a of addresses) expect(per.get(a)).toBe(1);
  expect(new Set(accepted.map((m) => m.messageId)).size).toBe(addresses.length);
}
