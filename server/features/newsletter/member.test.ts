import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '../../../common/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import { admin, member, setUpNewsletter, t } from './newsletter-fixture';

setUpNewsletter();

const call = (method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string> = member.headers) =>
  t.app.inject({ method, url: '/api/newsletter/me', headers });
const status = async () => (await call('GET')).json() as { email: string; status: string };

describe("the member's own newsletter subscription (issue 17)", () => {
  it('is signed-in only', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await call(method, {})).statusCode).toBe(401);
  });

  it("reads 'none', subscribes the account address (pending until confirmed), then unsubscribes it", async () => {
    expect(await status()).toEqual({ email: member.email, status: 'none' });

    const sub = await call('POST');
    expect(sub.statusCode).toBe(201);
    expect(sub.json()).toEqual({ email: member.email, message: M.checkInbox });
    expect(await status()).toEqual({ email: member.email, status: 'pending' });

    await t.db.execute(sql`UPDATE newsletter_subscribers SET status = 'active' WHERE email = ${member.email}`);
    expect(await status()).toEqual({ email: member.email, status: 'active' });
    const again = await call('POST');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadySubscribed);

    const off = await call('DELETE');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ email: member.email, message: M.unsubscribed });
    expect(await status()).toEqual({ email: member.email, status: 'none' });
    expect((await call('DELETE')).json()).toEqual({ email: member.email, message: M.unsubscribed });
  });

  it("only ever touches the caller's own address", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/manual',
      headers: admin.headers,
      payload: { email: admin.email },
    });
    expect((await call('DELETE')).statusCode).toBe(200);
    expect((await call('GET', admin.headers)).json()).toEqual({ email: admin.email, status: 'active' });
  });

  it('an unsubscribe with nothing stored answers the same and stores nothing', async () => {
    expect((await call('DELETE')).json()).toEqual({ email: member.email, message: M.unsubscribed });
    expect(await t.db.select({ n: count() }).from(newsletterSubscribers)).toEqual([{ n: 0 }]);
  });
});
