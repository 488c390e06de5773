import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
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

  it('answers unknown API routes with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No route GET /api/does-not-exist.' });
  });

  it('describes the API in OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/auth', '/api/auth/onboard', '/api/auth/refresh', '/api/user/loggedIn', '/api/user/profile', '/api/user/count']) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(doc.paths['/api/auth/onboard'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'phone_number', 'password']),
    );
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('refuses bad values with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.rateLimits).toBe(true);
    expect(c.seedDemo).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
  });
});

describe('rate limits', () => {
  it('answers 429 after 10 sign-in attempts a minute for one address', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'x@example.com', password: 'wrong-one' } });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
      const last = await limited.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'x@example.com', password: 'w' } });
      expect(last.json().message).toBe('Too many attempts. Please wait a moment and try again.');
    } finally {
      await limited.close();
    }
  });
});

describe('mail over SMTP', () => {
  it('sends the verification mail through SMTP_URL with plain and HTML parts', async () => {
    const received: Array<{ to: string; subject: string; text: string; html: string }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, cb) {
        simpleParser(stream).then((m) => {
          received.push({ to: (Array.isArray(m.to) ? m.to[0] : m.to)?.text ?? '', subject: m.subject ?? '', text: m.text ?? '', html: String(m.html) });
          cb();
        }, cb);
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.server.address() as { port: number }).port;
    const smtp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const res = await smtp.app.inject({
        method: 'POST',
        url: '/api/auth/onboard',
        payload: { first_name: 'Sade', last_name: 'Ade', email: 'sade@example.com', phone_number: '123', password: 'Lagoon-Breeze-4' },
      });
      expect(res.statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, 200));
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ to: 'sade@example.com', subject: 'Verify your email address' });
      expect(received[0]!.text).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}/);
      expect(received[0]!.html).toContain('Verify email');
      expect(await smtp.outbox()).toEqual([]);
    } finally {
      await smtp.close();
      server.close();
    }
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
      await cached.app.inject({ method: 'POST', url: '/api/category', headers: admin.headers, payload: { name: 'Brand New' } });
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
