import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { LISTENER_NAME, openDatabase, type Database } from '../db/client';
import { databaseBus, SharedCache } from '../lib/cache';
import { registerCompression } from './compression';
import { signedInAdmin } from '../test/factories';
import { PG_URL, pgReachable, withDb } from '../test/global-setup';
import { createTokenSigner, registerAuth } from './auth';
import { registerCache } from './cache';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small app with two tagged routes and a write that forgets one community's tag. */
async function tinyApp(cache: SharedCache) {
  const app = Fastify({ logger: false });
  await registerCache(app, cache);
  const signer = createTokenSigner('tiny-secret-tiny-secret-tiny-secret-0123');
  registerAuth(app, signer);
  let reads = 0;
  app.get(
    '/api/c/:id',
    { config: { cache: { tags: (req) => [`community:${(req.params as { id: string }).id}`], members: true } } },
    async (req, reply) => {
      reads++;
      reply.header('x-total-count', '1');
      return { id: (req.params as { id: string }).id, reads };
    },
  );
  app.get(
    '/api/mine',
    { config: { cache: { tags: () => ['mine'], own: (req) => [`user:${req.auth.id}`], visitors: false } } },
    async (req) => {
      reads++;
      return { me: req.auth?.id ?? null, reads };
    },
  );
  app.post('/api/c/:id', async (req) => {
    await cache.invalidate([`community:${(req.params as { id: string }).id}`]);
    return { ok: true };
  });
  const member = {
    authorization: `Bearer ${await signer.sign({ id: crypto.randomUUID(), roles: ['user'], sid: 's' })}`,
  };
  const admin = {
    authorization: `Bearer ${await signer.sign({ id: crypto.randomUUID(), roles: ['admin'], sid: 's' })}`,
  };
  const member2 = {
    authorization: `Bearer ${await signer.sign({ id: crypto.randomUUID(), roles: ['user'], sid: 's' })}`,
  };
  return { app, member, member2, admin, reads: () => reads };
}

describe('cache plugin', () => {
  it("a write to one community leaves another community's cached answers in place", async () => {
    const cache = new SharedCache({ ttlMs: 60_000 });
    const { app, member, admin, reads } = await tinyApp(cache);
    const get = (id: string, headers = {}) => app.inject({ url: `/api/c/${id}`, headers });
    await get('1');
    await get('2');
    const hit1 = await get('1');
    const hit2 = await get('2', member);
    expect(hit1.headers['x-cache']).toBe('hit');
    expect(hit2.headers['x-cache']).toBe('hit');
    expect(hit1.headers['x-total-count']).toBe('1');
    expect(reads()).toBe(2);

    await app.inject({ method: 'POST', url: '/api/c/1' });
    const after1 = await get('1');
    const after2 = await get('2');
    expect(after1.headers['x-cache']).toBeUndefined();
    expect(after1.json().reads).toBe(3);
    expect(after2.headers['x-cache']).toBe('hit');
    expect(after2.json().reads).toBe(2);

    // Admins are never served from the cache.
    expect((await get('2', admin)).headers['x-cache']).toBeUndefined();
    // A forged token is refused, not served the visitors' answer.
    expect((await get('2', { authorization: 'Bearer nope' })).statusCode).toBe(401);
    await app.close();
  });

  it("keeps a member's own answer for that member alone", async () => {
    const cache = new SharedCache({ ttlMs: 60_000 });
    const { app, member, member2, reads } = await tinyApp(cache);
    const first = (await app.inject({ url: '/api/mine', headers: member })).json();
    const again = await app.inject({ url: '/api/mine', headers: member });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json()).toEqual(first);
    const other = await app.inject({ url: '/api/mine', headers: member2 });
    expect(other.headers['x-cache']).toBeUndefined();
    expect(other.json().me).not.toBe(first.me);
    await cache.invalidate([`user:${first.me}`]);
    expect((await app.inject({ url: '/api/mine', headers: member })).headers['x-cache']).toBeUndefined();
    expect((await app.inject({ url: '/api/mine', headers: member2 })).headers['x-cache']).toBe('hit');
    expect((await app.inject({ url: '/api/mine' })).json().me).toBeNull(); // visitors: not from the cache
    expect(reads()).toBe(4);
    await app.close();
  });

  it('refills once when many visitors ask at the same moment', async () => {
    const cache = new SharedCache({ ttlMs: 60_000 });
    const { app, reads } = await tinyApp(cache);
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: '/api/c/9' })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(reads()).toBe(1);
    await app.close();
  });

  it('answers the visitors waiting on a refill from it when a write lands meanwhile, and later ones afresh', async () => {
    const cache = new SharedCache({ ttlMs: 60_000 });
    const app = Fastify({ logger: false });
    await registerCache(app, cache);
    let reads = 0;
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    app.get('/api/slow', { config: { cache: { tags: () => ['slow'] } } }, async () => {
      const n = ++reads;
      if (n === 1) await gate;
      return { n };
    });
    const early = Array.from({ length: 10 }, () => app.inject({ url: '/api/slow' }));
    await sleep(20);
    await cache.invalidate(['slow']); // the write lands while the first refill runs
    const late = Array.from({ length: 5 }, () => app.inject({ url: '/api/slow' }));
    await sleep(20);
    open();
    const before = await Promise.all(early);
    const after = await Promise.all(late);
    expect(before.map((a) => a.json().n)).toEqual(Array(10).fill(1));
    expect(after.map((a) => a.json().n)).toEqual(Array(5).fill(2));
    expect(reads).toBe(2); // one refill before the write, one after: nobody loaded alone
    expect((await app.inject({ url: '/api/slow' })).json().n).toBe(2); // the stale one was not kept
    await app.close();
  });

  it('compresses a kept answer once per encoding, for everyone who asks', async () => {
    const cache = new SharedCache({ ttlMs: 60_000 });
    const app = Fastify({ logger: false });
    await registerCache(app, cache);
    await registerCompression(app);
    let reads = 0;
    const items = Array.from({ length: 200 }, (_, i) => ({ i, name: `Startup ${i}` }));
    app.get('/api/big', { config: { cache: { tags: () => ['big'] } } }, async () => {
      reads++;
      return items;
    });
    const get = (encoding?: string) =>
      app.inject({ url: '/api/big', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const first = await get('br, gzip'); // the refill: compressed as it goes out
    expect(first.headers['content-encoding']).toBe('br');
    const br1 = await get('br, gzip');
    const br2 = await get('gzip, deflate, br');
    expect(br1.headers['x-cache']).toBe('hit');
    expect(br1.headers['content-encoding']).toBe('br');
    expect(br1.headers.vary).toBe('accept-encoding');
    // Kept bytes, sent whole (a per-request compression stream goes out chunked, without a length).
    expect(br1.headers['content-length']).toBe(String(br1.rawPayload.length));
    expect(br2.rawPayload.equals(br1.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(br1.rawPayload).toString())).toEqual(items);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(items);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(items);
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(items)));
    expect(reads).toBe(1);
    await app.close();
  });

  it('carries invalidations through PGlite listen/notify', async () => {
    const database = await openDatabase({});
    const a = new SharedCache({ ttlMs: 60_000, bus: databaseBus(database) });
    const b = new SharedCache({ ttlMs: 60_000, bus: databaseBus(database) });
    await a.start();
    await b.start();
    await b.shared('k', ['articles'], async () => 'old');
    await a.invalidate(['articles']);
    await sleep(20);
    expect(await b.shared('k', ['articles'], async () => 'new')).toBe('new');
    await a.stop();
    await b.stop();
    await database.close();
  });
});

// ---------------------------------------------------------------------------------------------------
// Two processes on one PostgreSQL: two apps built with buildApp, each with its own pool and its own
// listening connection, on the same database.

const pgUp = await pgReachable(PG_URL);
if (!pgUp) console.warn(`cache.test.ts: PostgreSQL at ${PG_URL} is unreachable, so the two-process tests are skipped.`);

describe.skipIf(!pgUp)('two processes on one PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  async function freshDatabase() {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const name = `cache_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const template = inject('pgTemplate');
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = withDb(PG_URL, name);
    if (!template) {
      const db = await openDatabase({ databaseUrl: url, poolSize: 1 });
      await db.migrate();
      await db.close();
    }
    return { url, admin, name };
  }

  async function processOn(url: string) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-cache-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
      PUBLIC_CACHE_MS: '60000', // an hour-long window would look the same: only the notification can explain a fresh answer
      DATABASE_URL: url,
    });
    const database: Database = await openDatabase({ databaseUrl: url, poolSize: 3 });
    const app = await buildApp({ config, database, logger: false, webDir: path.join(dataDir, 'no-web') });
    await app.ready();
    cleanups.push(async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    return { app, ctx: app.ctx, db: app.ctx.db, database };
  }

  it('agree within 1 s after a write', async () => {
    const { url } = await freshDatabase();
    const one = await processOn(url);
    const two = await processOn(url);
    const admin = await signedInAdmin(one as never);
    const names = async () =>
      ((await two.app.inject({ url: '/api/category/active' })).json() as { name: string }[]).map((c) => c.name);

    const before = await names();
    expect((await two.app.inject({ url: '/api/category/active' })).headers['x-cache']).toBe('hit');
    const created = await one.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: admin.headers,
      payload: { name: 'Heard Elsewhere' },
    });
    expect(created.statusCode).toBe(201);
    const t0 = Date.now();
    let seen = before;
    while (!seen.includes('Heard Elsewhere') && Date.now() - t0 < 3000) {
      await sleep(25);
      seen = await names();
    }
    expect(seen).toContain('Heard Elsewhere');
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('empties the cache when the listening connection drops, and listens again', async () => {
    const { url, admin, name } = await freshDatabase();
    const one = await processOn(url);
    await one.app.inject({ url: '/api/category/active' });
    expect((await one.app.inject({ url: '/api/category/active' })).headers['x-cache']).toBe('hit');
    const killed = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
      [name, LISTENER_NAME],
    );
    expect(killed.rowCount).toBe(1);
    const t0 = Date.now();
    while (one.ctx.cache.active && Date.now() - t0 < 2000) await sleep(10);
    expect(one.ctx.cache.size).toBe(0);
    while (!one.ctx.cache.active && Date.now() - t0 < 5000) await sleep(25);
    expect(one.ctx.cache.active).toBe(true);
    await one.app.inject({ url: '/api/category/active' });
    expect((await one.app.inject({ url: '/api/category/active' })).headers['x-cache']).toBe('hit');
  });
});
