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
