import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '../../../common/newsletter';
import type { NewsletterSend, Subscriber } from '../../../common/schemas/newsletter';
import { newsletterDeliveries, newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';
import { expireSignups } from './service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let member: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  member = await signedInUser(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM newsletter_sends`);
  await t.db.execute(sql`DELETE FROM newsletter_subscribers`);
  await t.db.execute(sql`DELETE FROM jobs`);
  await clearOutbox();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const subscribe = (email: unknown) => post('/api/newsletter/subscribe', { email });
const adminGet = (url: string) => t.app.inject({ url, headers: admin.headers });
const listed = async () => (await adminGet('/api/newsletter?limit=100')).json() as Subscriber[];
const stored = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A header's raw value (first line folding undone). */
  header: (name: string) => string | undefined;
  messageId: string;
}
/** Every mail in the outbox, with its headers. */
async function mails(): Promise<Mail[]> {
  const dir = path.join(t.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(path.join(dir, file));
      const m = await simpleParser(raw);
      const head = raw
        .toString('utf8')
        .split(/\r?\n\r?\n/)[0]!
        .replace(/\r?\n[ \t]+/g, ' ');
      return {
        file,
        to: (Array.isArray(m.to) ? m.to[0]?.text : m.to?.text) ?? '',
        subject: m.subject ?? '',
        text: m.text ?? '',
        html: typeof m.html === 'string' ? m.html : '',
        header: (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim(),
        messageId: m.messageId ?? '',
      };
    }),
  );
}
const clearOutbox = async () => rmSync(path.join(t.dataDir, 'outbox'), { recursive: true, force: true });

/** The token of the newest confirmation link mailed to an address (the queue's job sends it). */
async function confirmToken(email: string) {
  await t.ctx.jobs.drain();
  const found = (await mails())
    .filter((m) => m.to === email && m.subject === 'Confirm your newsletter subscription')
    .map((m) => /http:\/\/localhost:3000\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
    .filter((x): x is string => !!x);
  if (found.length === 0) throw new Error(`no confirmation mail for ${email}`);
  return found;
}

/** Subscribes and confirms through the API: an active subscriber. */
async function activeSubscriber(email: string) {
  expect((await subscribe(email)).statusCode).toBe(201);
  const [token] = await confirmToken(email);
  expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
}

describe('POST /newsletter/subscribe', () => {
  it('makes the address pending and mails the confirmation link to /newsletter/confirm/{token}', async () => {
    const res = await subscribe('  Ada@Example.com ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: 'ada@example.com', message: M.checkInbox });
    const [token] = await confirmToken('ada@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = (await mails())[0]!;
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

describe('admin calls', () => {
  const adminCalls = [
    { method: 'GET' as const, url: '/api/newsletter' },
    { method: 'POST' as const, url: '/api/newsletter/manual', payload: { email: 'x@example.com' } },
    { method: 'POST' as const, url: '/api/newsletter/send', payload: { subject: 'S', content: 'C' } },
    { method: 'GET' as const, url: '/api/newsletter/sends' },
    { method: 'GET' as const, url: '/api/newsletter/sends/00000000-0000-4000-8000-000000000000' },
  ];

  it('answer 401 signed out and 403 for a member', async () => {
    for (const call of adminCalls) {
      const anon = await t.app.inject(call);
      expect(anon.statusCode, call.url).toBe(401);
      const user = await t.app.inject({ ...call, headers: member.headers });
      expect(user.statusCode, call.url).toBe(403);
      expect(user.json().message).toBe('This action is for administrators only.');
    }
    expect(await stored('x@example.com')).toBeUndefined();
  });

  it('GET /newsletter lists pending and active subscribers newest first, paginated with X-Total-Count', async () => {
    await activeSubscriber('a1@example.com');
    await subscribe('a2@example.com');
    await activeSubscriber('a3@example.com');
    await post('/api/newsletter/unsubscribe', { token: (await stored('a3@example.com'))!.unsubscribeToken });
    await post('/api/newsletter/manual', { email: 'a4@example.com' }, admin.headers);
    const res = await adminGet('/api/newsletter?limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const page1 = res.json() as Subscriber[];
    expect(page1.map((s) => [s.email, s.status])).toEqual([
      ['a4@example.com', 'active'],
      ['a2@example.com', 'pending'],
    ]);
    expect(Object.keys(page1[0]!).sort()).toEqual(['_id', 'createdAt', 'email', 'status', 'suppressed']);
    const page2 = (await adminGet('/api/newsletter?limit=2&page=2')).json() as Subscriber[];
    expect(page2.map((s) => s.email)).toEqual(['a1@example.com']);
    expect((await adminGet('/api/newsletter?limit=500')).statusCode).toBe(400);
  });

  it('POST /newsletter/manual adds an active address at once; 409 for a duplicate; 400 for a bad address', async () => {
    const res = await post('/api/newsletter/manual', { email: ' Musa@Example.com' }, admin.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'musa@example.com', status: 'active', suppressed: false });
    expect(await mails()).toEqual([]);
    const dup = await post('/api/newsletter/manual', { email: 'MUSA@example.com' }, admin.headers);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(M.alreadySubscribed);
    const bad = await post('/api/newsletter/manual', { email: 'musa' }, admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.invalidEmail);
    // A pending signup is activated by the admin.
    await subscribe('ngozi@example.com');
    const pending = await post('/api/newsletter/manual', { email: 'ngozi@example.com' }, admin.headers);
    expect(pending.json()).toMatchObject({ status: 'active' });
  });

  it('POST /newsletter/manual does not re-activate an address that unsubscribed: it must confirm again', async () => {
    await activeSubscriber('obi@example.com');
    await post('/api/newsletter/unsubscribe', { token: (await stored('obi@example.com'))!.unsubscribeToken });
    const res = await post('/api/newsletter/manual', { email: 'obi@example.com' }, admin.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', suppressed: true });
    expect(await confirmToken('obi@example.com')).toHaveLength(2);
  });

  it('POST /newsletter/send validates subject and content with the spec message', async () => {
    await activeSubscriber('pat@example.com');
    for (const payload of [
      {},
      { subject: 'S' },
      { content: 'C' },
      { subject: '  ', content: 'C' },
      { subject: 'S', content: ' ' },
    ]) {
      const res = await post('/api/newsletter/send', payload, admin.headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(M.subjectContentRequired);
    }
    const long = await post('/api/newsletter/send', { subject: 'x'.repeat(201), content: 'C' }, admin.headers);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Subject must be at most 200 characters');
    const html = await post('/api/newsletter/send', { subject: 'S', content: 'C', htmlContent: 5 }, admin.headers);
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe('htmlContent must be text');
  });

  it('POST /newsletter/send answers 409 when nobody has confirmed', async () => {
    await subscribe('quinn@example.com');
    const res = await post('/api/newsletter/send', { subject: 'S', content: 'C' }, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.noRecipients);
    expect((await adminGet('/api/newsletter/sends')).json()).toEqual([]);
  });

  it('GET /newsletter/sends/{id}: 400 for a bad id, 404 for an unknown one', async () => {
    expect((await adminGet('/api/newsletter/sends/nope')).statusCode).toBe(400);
    const missing = await adminGet('/api/newsletter/sends/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.sendNotFound);
  });
});

describe('sending', () => {
  it('reaches exactly every active, non-suppressed subscriber, once, with one-click unsubscribe', async () => {
    const active = ['r1@example.com', 'r2@example.com', 'r3@example.com'];
    for (const email of active) await activeSubscriber(email);
    await post('/api/newsletter/manual', { email: 'r4@example.com' }, admin.headers);
    active.push('r4@example.com');
    await subscribe('pending@example.com');
    await activeSubscriber('gone@example.com');
    await post('/api/newsletter/unsubscribe', { token: (await stored('gone@example.com'))!.unsubscribeToken });
    await post('/api/newsletter/manual', { email: 'bounced@example.com' }, admin.headers);
    await t.db
      .update(newsletterSubscribers)
      .set({ suppressed: true, suppressedReason: 'bounced' })
      .where(eq(newsletterSubscribers.email, 'bounced@example.com'));
    await t.ctx.jobs.drain();
    await clearOutbox();

    const res = await post(
      '/api/newsletter/send',
      { subject: 'Demo Day', content: 'Hello founders,\n\nDemo day is on Friday.', htmlContent: '' },
      admin.headers,
    );
    expect(res.statusCode).toBe(202);
    const sent = res.json() as NewsletterSend;
    expect(sent).toMatchObject({ subject: 'Demo Day', status: 'sending', total: 4, queued: 4, sent: 0, failed: 0 });
    expect(sent.finishedAt).toBeNull();
    expect(await mails()).toEqual([]);

    await t.ctx.jobs.drain();
    const out = await mails();
    expect(out.map((m) => m.to).sort()).toEqual([...active].sort());
    for (const m of out) {
      const row = (await stored(m.to))!;
      expect(m.subject).toBe('Demo Day');
      expect(m.header('List-Unsubscribe')).toBe(
        `<http://localhost:3000/api/newsletter/unsubscribe/${row.unsubscribeToken}>`,
      );
      expect(m.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(m.text).toContain('Demo day is on Friday.');
      expect(m.text).toContain(`http://localhost:3000/newsletter/unsubscribe/${row.unsubscribeToken}`);
      expect(m.html).toContain(`http://localhost:3000/newsletter/unsubscribe/${row.unsubscribeToken}`);
      expect(m.messageId).toMatch(/^<newsletter-[0-9a-f-]{36}@localhost>$/);
    }

    const progress = (await adminGet(`/api/newsletter/sends/${sent._id}`)).json() as NewsletterSend;
    expect(progress).toMatchObject({ status: 'finished', total: 4, queued: 0, sent: 4, failed: 0 });
    expect(progress.finishedAt).not.toBeNull();
    const list = await adminGet('/api/newsletter/sends');
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([progress]);

    // The header's one-click URL works as a mail client would call it.
    const first = out[0]!;
    const url = new URL(String(first.header('List-Unsubscribe')).slice(1, -1));
    const click = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    expect((await listed()).map((s) => s.email)).not.toContain(first.to);

    // Running the jobs again sends nothing more.
    await t.ctx.jobs.drain();
    expect(await mails()).toHaveLength(4);
  });

  it('uses the HTML version when given and skips an address that unsubscribed before its turn', async () => {
    await activeSubscriber('s1@example.com');
    await activeSubscriber('s2@example.com');
    await clearOutbox();
    const res = await post(
      '/api/newsletter/send',
      { subject: 'HTML', content: 'Plain', htmlContent: '<h1>Big news</h1>' },
      admin.headers,
    );
    await post('/api/newsletter/unsubscribe', { token: (await stored('s2@example.com'))!.unsubscribeToken });
    await t.ctx.jobs.drain();
    const out = await mails();
    expect(out.map((m) => m.to)).toEqual(['s1@example.com']);
    expect(out[0]!.html).toContain('<h1>Big news</h1>');
    expect(out[0]!.text).toContain('Plain');
    const progress = (await adminGet(`/api/newsletter/sends/${res.json()._id}`)).json();
    expect(progress).toMatchObject({ status: 'finished', total: 2, sent: 1, failed: 1, queued: 0 });
    const rows = await t.db.select().from(newsletterDeliveries);
    expect(rows.map((r) => r.status).sort()).toEqual(['sent', 'suppressed']);
  });
});
