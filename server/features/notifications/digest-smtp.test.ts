import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInUser } from '../../test/factories';
import { type SmtpReceiver, smtpReceiver } from '../../test/smtp';
import { scheduleDigests } from './digest';

// Through a real SMTP server that refuses one address for good: that member's digest is given up, the rest of
// the batch is sent, and the job ends (issue 17: one refused address must not hold up the others).
let t: TestApp;
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await smtpReceiver();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, JOB_RETRY_MS: '50' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, payload });

describe('digests through SMTP', () => {
  it('a member refused for good is skipped; the others of the batch get theirs and the job ends', async () => {
    const club = await makeClub(t, 'approved');
    const fan = await signedInUser(t, { firstName: 'Fan' });
    await addMember(t, club, fan.user.id);
    const owners: Array<Awaited<ReturnType<typeof signedInUser>>> = [];
    for (let i = 0; i < 3; i++) {
      const u = await signedInUser(t, { firstName: `Owner${i}` });
      await addMember(t, club, u.user.id);
      const p = (await call('POST', '/api/post/create', u.headers, { body: `Post ${i}`, club })).json();
      await call('POST', `/api/post/like/${p._id}`, fan.headers);
      owners.push(u);
    }
    await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE status = 'queued'`);
    await t.ctx.jobs.drain();
    smtp.refuse.set(owners[1]!.email.toLowerCase(), () => 550);
    smtp.delivered.length = 0;

    expect(await scheduleDigests(t.ctx)).toBeGreaterThanOrEqual(3);
    await t.ctx.jobs.drain();
    expect(smtp.delivered.filter((a) => a === owners[0]!.email.toLowerCase())).toHaveLength(1);
    expect(smtp.delivered.filter((a) => a === owners[2]!.email.toLowerCase())).toHaveLength(1);
    expect(smtp.delivered).not.toContain(owners[1]!.email.toLowerCase());
    const states = await t.db.execute<{ user_id: string; status: string }>(
      sql`SELECT user_id, status FROM digest_deliveries WHERE user_id IN (${owners[0]!.user.id}, ${owners[1]!.user.id}, ${owners[2]!.user.id})`,
    );
    const of = (u: (typeof owners)[number]) => states.rows.find((r) => r.user_id === u.user.id)?.status;
    expect([of(owners[0]!), of(owners[1]!), of(owners[2]!)]).toEqual(['sent', 'skipped', 'sent']);
    const left = await t.db.execute(sql`SELECT 1 FROM jobs WHERE name = 'notifications.digest-send'`);
    expect(left.rows).toHaveLength(0);
  });
});
