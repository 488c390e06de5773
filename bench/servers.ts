/**
 * What a bench pass runs against: the bare Fastify ceiling and the databases (PGlite, PostgreSQL), and the
 * clean-up registry: every resource registers how to release it; released last-first at the end of its pass
 * (`unwind(mark)`), and all of them on Ctrl-C (bench/run.ts).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../server/db/client';
import type { BenchData, Scale } from './data';
import { adminUrl, connectAdmin, dropDatabase, withDb } from './pg';
import { BARE_PAGE_BYTES } from './scenarios';
import { copySeeded, seedCacheOn } from './seed-cache';

const cleanups: { label: string; fn: () => Promise<void> | void }[] = [];
export const defer = (label: string, fn: () => Promise<void> | void) => cleanups.push({ label, fn });

export async function unwind(downTo = 0) {
  while (cleanups.length > downTo) {
    const { label, fn } = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      console.warn(`  clean-up (${label}) failed: ${(err as Error).message}`);
    }
  }
}

/** Where the registry stands: `unwind(mark)` releases what was registered after it. */
export const cleanupMark = () => cleanups.length;

export const addressOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

export async function startBare() {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ ok: true }));
  // Bytes that do not compress, sent as a compressed page would be: the page ceiling.
  const page = randomBytes(BARE_PAGE_BYTES);
  bare.get('/page', (_req, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('content-encoding', 'br').send(page),
  );
  await bare.listen({ port: 0, host: '127.0.0.1' });
  defer('bare Fastify', () => bare.close());
  return addressOf(bare);
}

export interface DatabaseSetup {
  label: string;
  /** Whether ARCHITECTURE.md's budget for public reads is stated for this database (PostgreSQL only). */
  budgeted: boolean;
  /** Opens a fresh, empty database (registering its clean-up); undefined means skip this pass. */
  /** `seeded`: the bench data are there already (a copy of the kept seed, bench/seed-cache.ts). */
  open(
    dataDir: string,
    scale: Scale,
  ): Promise<{ database: Database; env: Record<string, string>; seeded?: BenchData } | undefined>;
}

export const databases: DatabaseSetup[] = [
  {
    label: 'PGlite',
    budgeted: false,
    async open(dataDir) {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      defer('close PGlite', () => database.close());
      return { database, env: {} };
    },
  },
  {
    label: 'PostgreSQL',
    budgeted: true,
    async open(_dataDir, scale) {
      const serverUrl = adminUrl();
      const connected = await connectAdmin(serverUrl);
      if ('unreachable' in connected) {
        console.log(
          `PostgreSQL at ${redact(serverUrl)} is unreachable (${connected.unreachable}): PostgreSQL pass skipped.`,
        );
        return undefined;
      }
      const { admin } = connected;
      const name = `bench_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      const seeded = seedCacheOn() ? await copySeeded(admin, serverUrl, name, scale, console.log) : undefined;
      if (!seeded) await admin.query(`CREATE DATABASE ${name}`);
      defer(`drop database ${name}`, async () => {
        try {
          await dropDatabase(admin, name);
        } finally {
          await admin.end();
        }
      });
      const autovacuum = (await admin.query<{ autovacuum: string }>('SHOW autovacuum')).rows[0]?.autovacuum;
      if (autovacuum !== 'on')
        console.log(
          `PostgreSQL runs with autovacuum ${autovacuum}: nothing reclaims the dead rows the writes leave (the job ` +
            "queue's above all) or keeps the visibility map, so the mixed load and every later read are measured " +
            'slower than on a server with the default (on). To measure as in production: ' +
            'ALTER SYSTEM SET autovacuum = on; SELECT pg_reload_conf();',
        );
      const url = withDb(serverUrl, name);
      const database = await openDatabase({ databaseUrl: url });
      defer('close PostgreSQL pool', () => database.close());
      return { database, env: { DATABASE_URL: url }, seeded };
    },
  },
];

function redact(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

/** A bench account's access token, through POST /api/auth as the app's clients sign in. */
export async function signIn(baseUrl: string, email: string, password: string) {
  const res = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  return ((await res.json()) as { token: string }).token;
}
