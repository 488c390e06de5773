import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterSend, Subscriber } from '../../../common/schemas/newsletter';
import { newsletterDeliveries, newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/factories';
import { type SmtpReceiver, smtpReceiver } from '../../test/smtp';
import { classifyMailError } from './service';

/**
 * Sending through a real SMTP receiver (smtp-server) that refuses some recipients: temporarily (4xx, retried
 * with back-off until accepted) or for good (5xx, failed and suppressed forever).
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
/** The SMTP receiver the app sends to; a test sets what it refuses (`smtp.refuse`). */
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await smtpReceiver();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, JOB_RETRY_MS: '100', JOB_LEASE_MS: '5000' });
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: admin.headers });
const addAll = async (emails: string[]) => {
  for (const email of emails) expect((await post('/api/newsletter/manual', { email })).statusCode).toBe(201);
};

/** Sends a newsletter with the workers running, and waits until it finished. */
async function sendAndWait(subject: string) {
  const res = await post('/api/newsletter/send', { subject, content: `${subject} body` });
  expect(res.statusCode).toBe(202);
  const id = (res.json() as NewsletterSend)._id;
  await t.ctx.jobs.start();
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const p = (await t.app.inject({ url: `/api/newsletter/sends/${id}`, headers: admin.headers })).json();
      if (p.status === 'finished') return p as NewsletterSend;
      if (Date.now() > deadline) throw new Error(`send did not finish: ${JSON.stringify(p)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await t.ctx.jobs.stop();
  }
}
const countTo = (subject: string) => {
  const counts = new Map<string, number>();
  for (const m of smtp.accepted.filter((r) => r.subject === subject)) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  return counts;
};

describe('sending over SMTP', () => {
  it('retries a temporary refusal (4xx) with back-off until it is accepted, each address mailed once', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `t${i}@example.com`);
    await addAll(emails);
    smtp.refuse.set('t3@example.com', (n) => (n <= 2 ? 451 : undefined));
    smtp.refuse.set('t7@example.com', (n) => (n <= 1 ? 421 : undefined));
    const progress = await sendAndWait('Retry news');
    expect(progress).toMatchObject({ total: 12, sent: 12, failed: 0, queued: 0, status: 'finished' });
    const counts = countTo('Retry news');
    expect([...counts.keys()].sort()).toEqual([...emails].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(smtp.rcptTries.get('t3@example.com')).toBe(3);
    const rows = await t.db.select().from(newsletterDeliveries);
    const flaky = rows.find((r) => r.attempts === 3)!;
    expect(flaky).toMatchObject({ status: 'sent', lastError: expect.stringContaining('451') });
  });

  it('a permanent refusal (5xx) fails the delivery and suppresses the address for every later send', async () => {
    smtp.refuse.set('bounce@example.com', () => 550);
    await addAll(['bounce@example.com']);
    const progress = await sendAndWait('Bounce news');
    expect(progress).toMatchObject({ total: 13, sent: 12, failed: 1, queued: 0 });
    expect(smtp.rcptTries.get('bounce@example.com')).toBe(1);
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'bounce@example.com'));
    expect(row).toMatchObject({ status: 'active', suppressed: true, suppressedReason: 'bounced' });
    const listed = (await t.app.inject({ url: '/api/newsletter?limit=100', headers: admin.headers })).json();
    expect((listed as Subscriber[]).find((s) => s.email === 'bounce@example.com')).toMatchObject({ suppressed: true });

    // Never mailed again: not a recipient of the next send, and a new signup gets no confirmation mail.
    const next = await sendAndWait('After bounce');
    expect(next).toMatchObject({ total: 12, sent: 12 });
    expect(countTo('After bounce').has('bounce@example.com')).toBe(false);
    await post('/api/newsletter/unsubscribe', { token: row!.unsubscribeToken });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'bounce@example.com' },
    });
    expect(again.statusCode).toBe(201);
    await t.ctx.jobs.drain();
    expect(smtp.rcptTries.get('bounce@example.com')).toBe(1);
  });
});

describe('the confirmation mail over SMTP', () => {
  it('is sent once; an address refused for good (550) is suppressed, not retried', async () => {
    const subscribe = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    expect((await subscribe('new@example.com')).statusCode).toBe(201);
    smtp.refuse.set('nobody@example.com', () => 550);
    expect((await subscribe('nobody@example.com')).statusCode).toBe(201);
    await t.ctx.jobs.drain();
    expect(smtp.accepted.filter((m) => m.to === 'new@example.com')).toEqual([
      expect.objectContaining({ subject: 'Confirm your newsletter subscription' }),
    ]);
    expect(smtp.rcptTries.get('nobody@example.com')).toBe(1);
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'nobody@example.com'));
    expect(row).toMatchObject({ status: 'pending', suppressed: true, suppressedReason: 'bounced' });
    expect(await t.db.execute(sql`SELECT 1 FROM jobs`).then((r) => r.rows)).toEqual([]);
  });
});

describe('sending while the mail server is down', () => {
  it('waits and retries without losing a delivery, then sends each once when the server is back', async () => {
    // A port with nothing listening yet.
    const probe = await smtpReceiver();
    const port = probe.port;
    await probe.close();
    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_RETRY_MS: '100' });
    let later: SmtpReceiver | undefined;
    try {
      const boss = await signedInAdmin(down);
      const emails = ['d1@example.com', 'd2@example.com', 'd3@example.com'];
      for (const email of emails)
        await down.app.inject({
          method: 'POST',
          url: '/api/newsletter/manual',
          payload: { email },
          headers: boss.headers,
        });
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/newsletter/send',
        payload: { subject: 'Outage', content: 'Still here' },
        headers: boss.headers,
      });
      const id = res.json()._id as string;
      await down.ctx.jobs.start();
      const deadline = Date.now() + 20_000;
      let rows = await down.db.select().from(newsletterDeliveries);
      while (!rows.some((r) => r.lastError) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        rows = await down.db.select().from(newsletterDeliveries);
      }
      // Refused connections: queued again with the error, none failed or sent.
      expect(rows.every((r) => r.status === 'queued' || r.status === 'sending')).toBe(true);
      expect(rows.find((r) => r.lastError)!.lastError).toMatch(/ECONNREFUSED|connect/i);
      later = await smtpReceiver(port);
      for (;;) {
        const p = (await down.app.inject({ url: `/api/newsletter/sends/${id}`, headers: boss.headers })).json();
        if (p.status === 'finished') {
          expect(p).toMatchObject({ total: 3, sent: 3, failed: 0 });
          break;
        }
        if (Date.now() > deadline + 20_000) throw new Error(`not finished: ${JSON.stringify(p)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(later.delivered.sort()).toEqual(emails);
    } finally {
      await down.close();
      await later?.close();
    }
  });
});

describe('classifyMailError', () => {
  it('tells bounces, rejections, retries and transport failures apart', () => {
    expect(classifyMailError({ responseCode: 550, code: 'EENVELOPE' })).toBe('bounce');
    expect(classifyMailError({ responseCode: 554, code: 'EMESSAGE' })).toBe('reject');
    expect(classifyMailError({ responseCode: 535, code: 'EAUTH' })).toBe('transport');
    expect(classifyMailError({ responseCode: 451, code: 'EENVELOPE' })).toBe('retry');
    expect(classifyMailError({ code: 'ECONNECTION' })).toBe('transport');
    expect(classifyMailError(new Error('disk full'))).toBe('transport');
  });
});
