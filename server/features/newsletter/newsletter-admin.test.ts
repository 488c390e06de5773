// The admin's newsletter calls (subscribers, sends) and sending an issue through the job queue.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '../../../common/newsletter';
import type { NewsletterSend, Subscriber } from '../../../common/schemas/newsletter';
import { newsletterDeliveries, newsletterSubscribers } from '../../db/schema';
import {
  activeSubscriber,
  adminGet,
  admin,
  clearOutbox,
  confirmToken,
  listed,
  member,
  post,
  setUpNewsletter,
  stored,
  subscribe,
  t,
} from './newsletter-fixture';

setUpNewsletter();

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
    expect(await t.outbox()).toEqual([]);
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
    expect(await t.outbox()).toEqual([]);

    await t.ctx.jobs.drain();
    const out = await t.outbox();
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
    expect(await t.outbox()).toHaveLength(4);
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
    const out = await t.outbox();
    expect(out.map((m) => m.to)).toEqual(['s1@example.com']);
    expect(out[0]!.html).toContain('<h1>Big news</h1>');
    expect(out[0]!.text).toContain('Plain');
    const progress = (await adminGet(`/api/newsletter/sends/${res.json()._id}`)).json();
    expect(progress).toMatchObject({ status: 'finished', total: 2, sent: 1, failed: 1, queued: 0 });
    const rows = await t.db.select().from(newsletterDeliveries);
    expect(rows.map((r) => r.status).sort()).toEqual(['sent', 'suppressed']);
  });
});
