import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/errors';
import { createTestApp, type TestApp } from '../test/app';
import { PASSWORD, signedInUser } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password }, remoteAddress: ip });

describe('rate limits', () => {
  it('answers 429 with Retry-After after 10 sign-in attempts a minute for one address from one IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await signIn('x@example.com', 'wrong-one')).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
    const last = await signIn('x@example.com', 'w');
    expect(last.json().message).toBe('Too many attempts. Please wait a moment and try again.');
    const retryAfter = Number(last.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('lets the owner sign in from their own IP while an attacker elsewhere is stopped', async () => {
    const owner = await signedInUser(t);
    const attacker = '203.0.113.9';
    for (let i = 0; i < 10; i++) await signIn(owner.email, 'guess-guess', attacker);
    expect((await signIn(owner.email, 'guess-guess', attacker)).statusCode).toBe(429);
    expect((await signIn(owner.email, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('stops guessing from many IPs at the per-address ceiling of 100 per 15 minutes', async () => {
    // The limiter alone (no password hashing): 4 attackers, each under its pair limits, reach the ceiling.
    const limit = t.ctx.limit({
      name: 'ceiling-test',
      key: () => 'victim@example.com',
      checks: [
        { per: 'key+ip', max: 30, windowSeconds: 900 },
        { per: 'key', max: 100, windowSeconds: 900 },
      ],
    });
    const from = (ip: string) => limit({ ip } as FastifyRequest);
    for (let i = 0; i < 100; i++) await from(`192.0.2.${i % 4}`);
    const refused = await from('192.0.2.200').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
    expect(Number((refused as HttpError).headers['retry-after'])).toBeGreaterThan(800);
  });

  it('counts a refused pair no further, so one IP cannot use up the ceiling', async () => {
    const limit = t.ctx.limit({
      name: 'pair-test',
      key: () => 'owner@example.com',
      checks: [
        { per: 'key+ip', max: 30, windowSeconds: 900 },
        { per: 'key', max: 100, windowSeconds: 900 },
      ],
    });
    for (let i = 0; i < 200; i++) await limit({ ip: '192.0.2.50' } as FastifyRequest).catch(() => {});
    await expect(limit({ ip: '192.0.2.51' } as FastifyRequest)).resolves.toBeUndefined();
  });
});
