import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /api/health answers 200 with the database reachable', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });
});

describe('public cache', () => {
  it('serves anonymous public reads from the cache and clears it on a write', async () => {
    const { signedInAdmin } = await import('../../test/factories');
    const cached = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
    try {
      const admin = await signedInAdmin(cached);
      const first = await cached.app.inject({ url: '/api/category/active' });
      const second = await cached.app.inject({ url: '/api/category/active' });
      expect(first.headers['x-cache']).toBeUndefined();
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.body).toBe(first.body);
      const signedIn = await cached.app.inject({ url: '/api/category/active', headers: admin.headers });
      expect(signedIn.headers['x-cache']).toBeUndefined();
      await cached.app.inject({
        method: 'POST',
        url: '/api/category',
        headers: admin.headers,
        payload: { name: 'Brand New' },
      });
      const after = await cached.app.inject({ url: '/api/category/active' });
      expect(after.headers['x-cache']).toBeUndefined();
      expect(after.json().map((c: { slug: string }) => c.slug)).toContain('brand-new');
      const list = await cached.app.inject({ url: '/api/club/get?limit=1' });
      const again = await cached.app.inject({ url: '/api/club/get?limit=1' });
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.headers['x-total-count']).toBe(list.headers['x-total-count']);
    } finally {
      await cached.close();
    }
  });
});

describe('closing', () => {
  it('answers a request in flight with Connection: close, so a kept-alive connection does not hold the close', async () => {
    const closing = await createTestApp();
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.app.server.address() as AddressInfo;
    // A kept-alive connection whose request's body is still coming when the close begins.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const ended = new Promise((r) => socket.once('close', r));
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Lagoon-Breeze-4' });
    const arrived = new Promise((r) => closing.app.server.once('request', r));
    socket.write(
      `POST /api/auth HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
    );
    await arrived;
    const started = Date.now();
    const closed = closing.close();
    await new Promise((r) => setTimeout(r, 100));
    socket.write(body.slice(10));
    await ended;
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer.toLowerCase()).toContain('connection: close');
    // Well under the keep-alive timeout (72 s) and main.ts's 10 s limit.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
