import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInUser } from '../../test/factories';
import { periodKey, scheduleDigests } from './digest';

type User = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let clubId: string;
beforeAll(async () => {
  t = await createTestApp();
  clubId = await makeClub(t, 'approved');
});
afterAll(() => t.close());

const call: TestApp['call'] = (...a) => t.call(...a);
const settle = () => t.settle();
/** A member whose post got a like from someone else: a digest item (likes go to the digest by default). */
async function memberWithLike(firstName: string) {
  const owner = await signedInUser(t, { firstName });
  const fan = await signedInUser(t, { firstName: 'Fan' });
  for (const u of [owner, fan]) await addMember(t, clubId, u.user.id);
  const p = (
    await call('POST', '/api/post/create', owner.headers, { body: `${firstName}'s launch`, club: clubId })
  ).json();
  await call('POST', `/api/post/like/${p._id}`, fan.headers);
  await settle();
  return owner;
}
const digestsTo = async (u: User) =>
  (await t.outbox()).filter((m) => m.to.includes(u.email) && m.subject.includes('digest'));
async function runDigests(at = new Date()) {
  const n = await scheduleDigests(t.ctx, at);
  await t.ctx.jobs.drain();
  return n;
}

describe('digests', () => {
  it('periods are the UTC day and the ISO week', () => {
    expect(periodKey('daily', new Date('2026-11-25T23:59:00Z'))).toBe('daily:2026-11-25');
    expect(periodKey('weekly', new Date('2026-11-25T12:00:00Z'))).toBe('weekly:2026-W48');
    expect(periodKey('weekly', new Date('2027-01-01T12:00:00Z'))).toBe('weekly:2026-W53');
    expect(periodKey('weekly', new Date('2026-01-01T12:00:00Z'))).toBe('weekly:2026-W01');
  });

  it('a member with something new gets one digest per period, with its items, unsubscribe and preferences', async () => {
    const ama = await memberWithLike('Ama');
    await runDigests();
    const mails = await digestsTo(ama);
    expect(mails).toHaveLength(1);
    const m = mails[0]!;
    expect(m.subject).toBe('Your weekly AfriFounders digest');
    expect(m.text).toContain('Fan Obi liked your post "Ama\'s launch"');
    expect(m.text).toContain('/user/subscription');
    expect(m.header('List-Unsubscribe')).toMatch(/\/api\/notifications\/unsubscribe\/[^/]+\/digest>$/);
    expect(m.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Never twice for one period, even with something new.
    await memberWithLike('Ama2');
    await runDigests();
    expect(await digestsTo(ama)).toHaveLength(1);
  });

  it('no digest for a member who has been here since, who turned it off, or whose address bounced', async () => {
    const seen = await memberWithLike('Seen');
    await call('GET', '/api/notifications/unread-count', seen.headers);
    const off = await memberWithLike('Off');
    await call('PUT', '/api/notifications/preferences', off.headers, { digest: 'off' });
    const bounced = await memberWithLike('Bounced');
    await t.db.execute(sql`INSERT INTO newsletter_subscribers (email, status, unsubscribe_token, suppressed,
      suppressed_reason) VALUES (${bounced.email}, 'unsubscribed', 'tok-bounced', true, 'bounced')`);
    await runDigests();
    for (const u of [seen, off, bounced]) expect(await digestsTo(u)).toHaveLength(0);
  });

  it('a member without notifications hears of articles published since they joined, not of older ones', async () => {
    const early = await signedInUser(t, { firstName: 'Early' });
    await t.db.execute(sql`UPDATE users SET created_at = now() - interval '1 day' WHERE id = ${early.user.id}`);
    await t.db.execute(sql`INSERT INTO articles (title, summary, body, body_text, status, user_id, created_at)
      VALUES ('Digest news', 'What changed this week.', '<p>News</p>', 'News', 'approved', ${early.user.id},
              now() - interval '1 hour')`);
    const late = await signedInUser(t, { firstName: 'Late' });
    await runDigests();
    const mails = await digestsTo(early);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Digest news');
    expect(await digestsTo(late)).toHaveLength(0);
  });

  it('daily members get theirs each day; the one-click link turns the digest off', async () => {
    const kofi = await memberWithLike('Kofi');
    await call('PUT', '/api/notifications/preferences', kofi.headers, { digest: 'daily' });
    await runDigests(new Date());
    const [mail] = await digestsTo(kofi);
    expect(mail?.subject).toBe('Your daily AfriFounders digest');
    const url = new URL(mail!.header('List-Unsubscribe')!.slice(1, -1));
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/preferences', kofi.headers)).json().digest).toBe('off');
  });

  it('a run cut short sends the rest later, each member once', async () => {
    const members = [];
    for (let i = 0; i < 4; i++) members.push(await memberWithLike(`Batch${i}`));
    const at = new Date(Date.now() + 7 * 86_400_000);
    await scheduleDigests(t.ctx, at);
    // The process dies before any of them is settled: the deliveries stay 'sending' with a lost claim.
    await t.db.execute(sql`UPDATE digest_deliveries SET claim_id = gen_random_uuid() WHERE status = 'sending'`);
    await t.ctx.jobs.drain();
    await scheduleDigests(t.ctx, at);
    await t.ctx.jobs.drain();
    for (const u of members) expect(await digestsTo(u)).toHaveLength(1);
    const rows = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM digest_deliveries WHERE period = ${periodKey('weekly', at)} AND status = 'sent'`,
    );
    expect(Number(rows.rows[0]!.n)).toBeGreaterThanOrEqual(members.length);
  });
});
