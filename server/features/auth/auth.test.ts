import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { PASSWORD, signedInUser } from '../../test/factories';
import { MESSAGES } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const newcomer = (email: string) => ({
  first_name: 'Chioma',
  last_name: 'Eze',
  email,
  phone_number: '+234 803 123 4567',
  password: 'Baobab-Tree-77',
});

describe('registration → verification → sign-in', () => {
  it('registers, mails a link, refuses sign-in until verified, then verifies once', async () => {
    const res = await post('/api/auth/onboard', newcomer('Chioma@Example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: 'chioma@example.com', message: MESSAGES.registered });

    // The mail is queued in the registration's transaction and sent by the job queue (issue 17).
    expect((await t.outbox()).filter((m) => m.to === 'chioma@example.com')).toEqual([]);
    await t.ctx.jobs.drain();
    const mails = await t.outbox();
    expect(mails.at(-1)).toMatchObject({ to: 'chioma@example.com', subject: 'Verify your email address' });
    expect(mails.at(-1)!.html).toContain('/verify-email/');

    const early = await post('/api/auth', { email: 'chioma@example.com', password: 'Baobab-Tree-77' });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Please verify your email address before logging in.');

    const token = await t.linkFor('chioma@example.com', 'verify-email');
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.message).toBe(MESSAGES.verified);
    expect(body.access_token).toBeTruthy();
    expect(body.refresh_token).toBeTruthy();

    const me = await get('/api/user/loggedIn', { authorization: `Bearer ${body.access_token}` });
    expect(me.json()).toMatchObject({
      email: 'chioma@example.com',
      roles: ['user'],
      status: 'active',
      emailVerified: true,
      name: 'Chioma Eze',
    });

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.invalidVerification);

    const ok = await post('/api/auth', { email: 'CHIOMA@example.com', password: 'Baobab-Tree-77' });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['refreshToken', 'token']);
  });

  it('refuses a duplicate address with 409', async () => {
    await post('/api/auth/onboard', newcomer('dup@example.com'));
    const res = await post('/api/auth/onboard', newcomer('DUP@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.emailTaken });
  });

  it.each([
    ['first_name', { first_name: '' }, 'first_name is required'],
    ['last_name', { last_name: '   ' }, 'last_name is required'],
    ['email', { email: 'not-an-email' }, 'email must be a valid email address'],
    ['phone_number', { phone_number: '' }, 'phone_number is required'],
    ['short password', { password: 'Ab1!' }, 'Password must be at least 8 characters long.'],
    ['long password', { password: 'A1!'.repeat(50) }, 'Password must be at most 128 characters long.'],
    ['common password', { password: 'Password123' }, MESSAGES.commonPassword],
  ])('refuses a bad %s with 400 and a readable message', async (_n, patch, message) => {
    const res = await post('/api/auth/onboard', { ...newcomer('bad@example.com'), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 400, never 500, to malformed bodies', async () => {
    for (const payload of ['not json', '[]', '{"email": 5}', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/onboard',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('verification links expire after 24 hours', async () => {
    await post('/api/auth/onboard', newcomer('late@example.com'));
    const token = await t.linkFor('late@example.com', 'verify-email');
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.purpose, 'verify-email'));
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
  });

  it('resend sends a fresh link that replaces the old one, and answers the same for unknown addresses', async () => {
    await post('/api/auth/onboard', newcomer('resend@example.com'));
    const first = await t.linkFor('resend@example.com', 'verify-email');
    const res = await post('/api/auth/resend-verification', { email: 'resend@example.com' });
    expect(res.json()).toEqual({ message: MESSAGES.resent });
    const second = await t.linkFor('resend@example.com', 'verify-email');
    expect(second).not.toBe(first);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
    const unknown = await post('/api/auth/resend-verification', { email: 'nobody@example.com' });
    expect(unknown.json()).toEqual({ message: MESSAGES.resent });
  });

  it('a link replaced before its mail went out is not mailed; a verified account gets no late mail', async () => {
    await post('/api/auth/onboard', newcomer('quick@example.com'));
    await post('/api/auth/resend-verification', { email: 'quick@example.com' });
    await t.ctx.jobs.drain();
    const mails = (await t.outbox()).filter((m) => m.to === 'quick@example.com');
    expect(mails).toHaveLength(1);
    const token = await t.linkFor('quick@example.com', 'verify-email');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    // A resend for a verified account queues nothing and sends nothing.
    await post('/api/auth/resend-verification', { email: 'quick@example.com' });
    await t.ctx.jobs.drain();
    expect((await t.outbox()).filter((m) => m.to === 'quick@example.com')).toHaveLength(1);
  });
});

describe('sign-in', () => {
  it('refuses a wrong password and an unknown address with the same 401', async () => {
    const u = await signedInUser(t);
    const wrong = await post('/api/auth', { email: u.email, password: 'wrong-password' });
    const unknown = await post('/api/auth', { email: 'ghost@example.com', password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MESSAGES.invalidCredentials);
    expect(unknown.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('requires both fields', async () => {
    const res = await post('/api/auth', { email: 'a@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/password/);
  });

  it('refuses suspended accounts', async () => {
    const u = await signedInUser(t, { status: 'suspended' });
    const res = await post('/api/auth', { email: u.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.suspended);
  });
});

describe('refresh tokens', () => {
  it('rotates, and a reused token revokes the whole family', async () => {
    const u = await signedInUser(t);
    const r1 = await get('/api/auth/refresh', { authorization: `Bearer ${u.refreshToken}` });
    expect(r1.statusCode).toBe(200);
    const pair = r1.json();
    expect(pair.refreshToken).not.toBe(u.refreshToken);
    expect((await get('/api/user/loggedIn', { authorization: `Bearer ${pair.token}` })).statusCode).toBe(200);

    const reuse = await get('/api/auth/refresh', { authorization: `Bearer ${u.refreshToken}` });
    expect(reuse.statusCode).toBe(401);
    // the thief's reuse also kills the legitimate newer token
    const after = await get('/api/auth/refresh', { authorization: `Bearer ${pair.refreshToken}` });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a missing or unknown token', async () => {
    expect((await get('/api/auth/refresh')).statusCode).toBe(401);
    expect((await get('/api/auth/refresh', { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });

  it('logout revokes the session', async () => {
    const u = await signedInUser(t);
    expect((await get('/api/auth/logout')).statusCode).toBe(401);
    const out = await get('/api/auth/logout', u.headers);
    expect(out.json()).toEqual({ message: MESSAGES.loggedOut });
    expect((await get('/api/auth/refresh', { authorization: `Bearer ${u.refreshToken}` })).statusCode).toBe(401);
  });

  it('rejects a tampered or foreign access token', async () => {
    const u = await signedInUser(t);
    const tampered = `${u.token.slice(0, -3)}abc`;
    expect((await get('/api/user/loggedIn', { authorization: `Bearer ${tampered}` })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a 1-hour single-use link, sets the password and ends every session', async () => {
    const u = await signedInUser(t);
    const res = await post('/api/user/forgot-password', { email: u.email });
    expect(res.json()).toEqual({ message: MESSAGES.forgot });
    const unknown = await post('/api/user/forgot-password', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: MESSAGES.forgot });
    await t.ctx.jobs.drain();
    expect((await t.outbox()).filter((m) => m.to.includes('nobody@example.com'))).toEqual([]);

    const token = await t.linkFor(u.email, 'reset-password');
    const weak = await post('/api/user/reset-password', { token, password: 'short' });
    expect(weak.json().message).toBe('Password must be at least 8 characters long.');
    const common = await post('/api/user/reset-password', { token, password: 'qwerty123' });
    expect(common.json().message).toBe(MESSAGES.commonPassword);

    const done = await post('/api/user/reset-password', { token, password: 'Sahara-Sunrise-9' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.reset });
    expect((await post('/api/user/reset-password', { token, password: 'Sahara-Sunrise-10' })).statusCode).toBe(400);
    expect((await get('/api/auth/refresh', { authorization: `Bearer ${u.refreshToken}` })).statusCode).toBe(401);
    expect((await post('/api/auth', { email: u.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth', { email: u.email, password: 'Sahara-Sunrise-9' })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const u = await signedInUser(t);
    await post('/api/user/forgot-password', { email: u.email });
    const token = await t.linkFor(u.email, 'reset-password');
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.purpose, 'reset-password'));
    const res = await post('/api/user/reset-password', { token, password: 'Sahara-Sunrise-9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidReset);
  });
});
