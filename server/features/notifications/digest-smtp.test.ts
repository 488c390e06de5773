import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInUser } from '../../test/factories';
import { scheduleDigests } from './digest';

// Through a real SMTP server that refuses one address for good: that member's digest is given up, the rest of
// the batch is sent, and the job ends (issue 17: one refused address must not hold up the others).
let t: TestApp;
let server: SMTPServer;
const refused = new Set<string>();
const delivered: string[] = [];
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, cb) {
      if (refused.has(address.address.toLowerCase()))
        return cb(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as { port: number }).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_RETRY_MS: '50' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => server.close(() => r()));
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
    refused.add(owners[1]!.email.toLowerCase());
    delivered.length = 0;

    expect(await scheduleDigests(t.ctx)).toBeGreaterThanOrEqual(3);
    await t.ctx.jobs.drain();
    expect(delivered.filter((a) => a === owners[0]!.email.toLowerCase())).toHaveLength(1);
    expect(delivered.filter((a) => a === owners[2]!.email.toLowerCase())).toHaveLength(1);
    expect(delivered).not.toContain(owners[1]!.email.toLowerCase());
    const states = await t.db.execute<{ user_id: string; status: string }>(
      sql`SELECT user_id, status FROM digest_deliveries WHERE user_id IN (${owners[0]!.user.id}, ${owners[1]!.user.id}, ${owners[2]!.user.id})`,
    );
    const of = (u: (typeof owners)[number]) => states.rows.find((r) => r.user_id === u.user.id)?.status;
    expect([of(owners[0]!), of(owners[1]!), of(owners[2]!)]).toEqual(['sent', 'skipped', 'sent']);
    const left = await t.db.execute(sql`SELECT 1 FROM jobs WHERE name = 'notifications.digest-send'`);
    expect(left.rows).toHaveLength(0);
  });
});
