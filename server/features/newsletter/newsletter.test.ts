// Subscribing, confirming, the clean-up of unconfirmed sign-ups, and unsubscribing.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '../../../common/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp } from '../../test/app';
import {
  activeSubscriber,
  admin,
  confirmToken,
  listed,
  post,
  setUpNewsletter,
  stored,
  subscribe,
  t,
} from './newsletter-fixture';
import { expireSignups } from './service';

setUpNewsletter();

describe('POST /newsletter/subscribe', () => {
  it('makes the address pending and mails the confirmation link to /newsletter/confirm/{token}', async () => {
    const res = await subscribe('  Ada@Example.com ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: 'ada@example.com', message: M.checkInbox });
    const [token] = await confirmToken('ada@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = (await t.outbox())[0]!;
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.html).toContain(`http://localhost:3000/newsletter/confirm/${token}`);
    expect(await listed()).toEqual([expect.objectContaining({ email: 'ada@example.com', status: 'pending' })]);
  });

  it('answers 400 with the signup message for a missing, blank or malformed address', async () => {
    for (const email of [undefined, '', '   ', 'not-an-email', 'a@b', 42, `${'x'.repeat(250)}@example.com`]) {
      const res = await subscribe(email);
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: M.invalidEmail });
    }
    const noBody = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe' });
    expect(noBody.statusCode).toBe(400);
  });

  it('answers 409 for an active address, whatever its case', async () => {
    await activeSubscriber('bola@example.com');
    for (const email of ['bola@example.com', 'BOLA@example.COM']) {
      const res = await subscribe(email);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: M.alreadySubscribed });
    }
  });

  it('mails a new link when a pending address signs up again (the old link stops working)', async () => {
    await subscribe('chi@example.com');
    const [first] = await confirmToken('chi@example.com');
    expect((await subscribe('chi@example.com')).statusCode).toBe(201);
    const tokens = await confirmToken('chi@example.com');
    expect(tokens).toHaveLength(2);
    const second = tokens.find((x) => x !== first)!;
    expect((await post('/api/newsletter/confirm', { token: first })).statusCode).toBe(404);
    expect((await post('/api/newsletter/confirm', { token: second })).statusCode).toBe(200);
  });

  it('is rate-limited per address like the other public forms', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email: 'spam@example.com' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(codes.slice(5)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /newsletter/confirm', () => {
  it('activates the address; confirming twice answers the same', async () => {
    await subscribe('dayo@example.com');
    const [token] = await confirmToken('dayo@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/newsletter/confirm', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: 'dayo@example.com', message: M.confirmed });
    }
    expect(await listed()).toEqual([expect.objectContaining({ email: 'dayo@example.com', status: 'active' })]);
  });

  it('is never done by a GET', async () => {
    await subscribe('efe@example.com');
    const [token] = await confirmToken('efe@example.com');
    for (const url of [
      `/api/newsletter/confirm?token=${token}`,
      `/api/newsletter/confirm/${token}`,
      `/newsletter/confirm/${token}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).not.toBe(200);
    }
    expect((await stored('efe@example.com'))?.status).toBe('pending');
  });

  it('answers 400 without a token and 404 for an unknown one', async () => {
    const missing = await post('/api/newsletter/confirm', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.tokenRequired);
    const unknown = await post('/api/newsletter/confirm', { token: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.confirmInvalid);
  });

  it('answers 410 once 7 days have passed; the expired signup leaves the list and is then forgotten', async () => {
    await subscribe('femi@example.com');
    const [token] = await confirmToken('femi@example.com');
    const row = (await stored('femi@example.com'))!;
    expect(row.confirmExpiresAt!.getTime() - row.createdAt.getTime()).toBeGreaterThan(7 * 86_400_000 - 5000);
    expect(row.confirmExpiresAt!.getTime() - row.createdAt.getTime()).toBeLessThan(7 * 86_400_000 + 5000);
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.id, row.id));
    const res = await post('/api/newsletter/confirm', { token });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ statusCode: 410, error: 'Gone', message: M.confirmExpired });
    expect(await listed()).toEqual([]);
    expect(await expireSignups(t.ctx)).toEqual({ deleted: 1, reverted: 0 });
    expect(await stored('femi@example.com')).toBeUndefined();
    // Signing up again works as a new signup.
    expect((await subscribe('femi@example.com')).statusCode).toBe(201);
  });
});

describe('the periodic clean-up', () => {
  it('runs in the job queue once the workers start: expired signups are forgotten, a resubscribed one reverts', async () => {
    await subscribe('old@example.com');
    await activeSubscriber('back@example.com');
    await post('/api/newsletter/unsubscribe', { token: (await stored('back@example.com'))!.unsubscribeToken });
    await subscribe('back@example.com');
    await subscribe('fresh@example.com');
    await t.ctx.jobs.drain();
    await t.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(sql`${newsletterSubscribers.email} IN ('old@example.com', 'back@example.com')`);
    await t.ctx.jobs.start();
    try {
      const deadline = Date.now() + 10_000;
      while ((await stored('old@example.com')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await t.ctx.jobs.stop();
    }
    expect(await stored('old@example.com')).toBeUndefined();
    expect(await stored('back@example.com')).toMatchObject({ status: 'unsubscribed', suppressed: true });
    expect(await stored('fresh@example.com')).toMatchObject({ status: 'pending' });
  });
});

describe('unsubscribe', () => {
  async function unsubscribeToken(email: string) {
    return (await stored(email))!.unsubscribeToken;
  }

  it('POST {token} (the page button) removes the address from the list; repeating answers the same', async () => {
    await activeSubscriber('gbenga@example.com');
    const token = await unsubscribeToken('gbenga@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/newsletter/unsubscribe', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: 'gbenga@example.com', message: M.unsubscribed });
    }
    expect(await listed()).toEqual([]);
    expect(await stored('gbenga@example.com')).toMatchObject({
      status: 'unsubscribed',
      suppressed: true,
      suppressedReason: 'unsubscribed',
    });
  });

  it('RFC 8058 one-click: POST List-Unsubscribe=One-Click, form-encoded or multipart', async () => {
    await activeSubscriber('halima@example.com');
    await activeSubscriber('ike@example.com');
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${await unsubscribeToken('halima@example.com')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ email: 'halima@example.com', message: M.unsubscribed });
    const boundary = 'XyZ';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${await unsubscribeToken('ike@example.com')}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(await listed()).toEqual([]);
  });

  it('one-click refuses another body (400), an unknown token (404), and a GET never unsubscribes', async () => {
    await activeSubscriber('jide@example.com');
    const token = await unsubscribeToken('jide@example.com');
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Maybe',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.oneClickBody);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe/unknown-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.unsubscribeInvalid);
    expect((await post('/api/newsletter/unsubscribe', { token: 'unknown' })).statusCode).toBe(404);
    expect((await post('/api/newsletter/unsubscribe', {})).json().message).toBe(M.tokenRequired);
    for (const url of [`/api/newsletter/unsubscribe/${token}`, `/newsletter/unsubscribe/${token}`]) {
      expect((await t.app.inject({ url })).statusCode, url).not.toBe(200);
    }
    expect((await stored('jide@example.com'))?.status).toBe('active');
  });

  it('an address that unsubscribed and signs up again stays suppressed until it confirms', async () => {
    await activeSubscriber('kemi@example.com');
    await activeSubscriber('lola@example.com');
    await post('/api/newsletter/unsubscribe', { token: await unsubscribeToken('kemi@example.com') });
    expect((await subscribe('kemi@example.com')).statusCode).toBe(201);
    expect(await stored('kemi@example.com')).toMatchObject({ status: 'pending', suppressed: true });
    const pendingSend = await post('/api/newsletter/send', { subject: 'S', content: 'C' }, admin.headers);
    expect(pendingSend.json()).toMatchObject({ total: 1 });
    const tokens = await confirmToken('kemi@example.com');
    expect((await post('/api/newsletter/confirm', { token: tokens.at(-1) })).statusCode).toBe(200);
    expect(await stored('kemi@example.com')).toMatchObject({ status: 'active', suppressed: false });
    const confirmedSend = await post('/api/newsletter/send', { subject: 'S', content: 'C' }, admin.headers);
    expect(confirmedSend.json()).toMatchObject({ total: 2 });
  });
});
