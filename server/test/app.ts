import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { withDb } from './global-setup';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ databaseUrl: withDb(url, name), poolSize: 5 });
    return {
      database,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({ pgliteLoad: new Blob([dump]) });
  return { database, drop: async () => {} };
}

/** A real app on a fresh copy of the migrated database, with its own data folder (outbox, uploads). */
export async function createTestApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMITS: 'off',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_CACHE_MS: '0',
    // Every answer is also written by zod and compared (server/lib/serializer.ts).
    NODE_ENV: 'test',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false, webDir: path.join(dataDir, 'no-web') });
  await app.ready();

  async function outbox() {
    const dir = path.join(dataDir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort();
    } catch {
      return [];
    }
    return Promise.all(
      files.map(async (f) => {
        const raw = readFileSync(path.join(dir, f));
        const m = await simpleParser(raw);
        const head = raw
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0]!
          .replace(/\r?\n[ \t]+/g, ' ');
        const to = Array.isArray(m.to) ? m.to[0]?.text : m.to?.text;
        return {
          to: to ?? '',
          subject: m.subject ?? '',
          text: m.text ?? '',
          html: typeof m.html === 'string' ? m.html : '',
          /** A header's raw value (folding undone). */
          header: (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim(),
          messageId: m.messageId ?? '',
        };
      }),
    );
  }

  /**
   * The last link of the given kind mailed to an address, e.g. linkFor(email, 'verify-email'). Account mail is sent
   * by the job queue (issue 17): due jobs run first.
   */
  async function linkFor(email: string, kind: 'verify-email' | 'reset-password') {
    await app.ctx.jobs.drain();
    const mails = (await outbox()).filter((m) => m.to.includes(email));
    const re = new RegExp(`/${kind}/([A-Za-z0-9_-]+)`);
    for (const m of mails.reverse()) {
      const match = re.exec(m.text);
      if (match) return match[1]!;
    }
    throw new Error(`no ${kind} mail for ${email}`);
  }

  /** Runs the queued work now, delayed jobs included (a like's grouping window, a mail's retry). */
  async function settle() {
    await app.ctx.db.execute(sql`UPDATE jobs SET run_at = now() WHERE status = 'queued'`);
    await app.ctx.jobs.drain();
  }

  /** A request to the app as a client would make it. */
  const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers, payload });

  return {
    app,
    ctx: app.ctx,
    db: app.ctx.db,
    dataDir,
    outbox,
    linkFor,
    settle,
    call,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
