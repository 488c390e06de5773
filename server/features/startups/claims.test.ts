// Claiming a startup (decision 17): codes, tries, the admin's review.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Startup } from '../../../common/schemas/startups';
import { CLAIM_MAX_TRIES, STARTUP_MESSAGES as M } from '../../../common/startups';
import { startupClaims, startups } from '../../db/schema';
import {
  admin,
  base,
  get,
  names,
  other,
  owner,
  ownerCreate,
  send,
  setUpStartups,
  t,
  verified,
} from './startup-fixture';

setUpStartups();

describe('claim flow (decision 17)', () => {
  const codeIn = async (email: string) => {
    const mails = (await t.outbox()).filter((m) => m.to.includes(email));
    const m = /Your code: (\d{6})/.exec(mails.at(-1)?.text ?? '');
    if (!m) throw new Error(`no code mailed to ${email}`);
    return m[1]!;
  };
  const initiate = (id: string, email: string, who = other) =>
    send('POST', `/api/startup/${id}/initiate-claim`, who, { email });
  const verify = (id: string, token: string, who = other) =>
    send('POST', `/api/startup/${id}/verify-claim`, who, { token });
  const allowResend = (id: string) =>
    t.db
      .update(startupClaims)
      .set({ lastSentAt: sql`now() - interval '61 seconds'` })
      .where(eq(startupClaims.startupId, id));

  it('a code to the contactEmail, 6 digits, stored hashed; the right code makes the caller the owner', async () => {
    const s = await verified({ name: 'Claim Me', contactEmail: 'founder@claimme.africa', website: '' });
    const res = await initiate(s._id, 'Founder@ClaimMe.africa');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.codeSent, email: 'founder@claimme.africa' });
    const code = await codeIn('founder@claimme.africa');
    expect(code).toMatch(/^\d{6}$/);
    const mail = (await t.outbox()).find((m) => m.to.includes('founder@claimme.africa'))!;
    expect(mail.subject).toBe('Your verification code for Claim Me');
    expect(mail.text).toContain('expires in 10 minutes and allows 5 tries');
    expect(mail.text).toContain(`http://localhost:3000/startup/${s._id}/claim`);
    const [row] = await t.db.select().from(startupClaims).where(eq(startupClaims.startupId, s._id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // Keyed with the server's secret: the plain digest of what it covers is not what is stored.
    const unkeyed = createHash('sha256').update(`${s._id}:${row!.userId}:${code}`).digest('hex');
    expect(row!.codeHash).not.toBe(unkeyed);
    expect(row!.codeHash).toBe(t.app.ctx.signer.digest('claim-code', `${s._id}:${row!.userId}:${code}`));
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect((await get(`/api/startup/${s._id}`)).json().claimStatus).toBe('pending_claim');

    const done = await verify(s._id, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ claimStatus: 'claimed', owner: other.user.id });
    expect(Date.parse(done.json().claimDate)).toBeGreaterThan(Date.now() - 60_000);
    expect(names(await get('/api/startup/my-startups', other))).toContain('Claim Me');
    // The new owner may edit it; it can no longer be claimed.
    expect((await send('PATCH', `/api/startup/${s._id}`, other, { location: 'Kigali, Rwanda' })).statusCode).toBe(200);
    const again = await initiate(s._id, 'founder@claimme.africa', owner);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.notClaimable);
    expect((await verify(s._id, code)).json().message).toBe(M.notClaimable);
  });

  it('an address at the website domain works (www. ignored); an unrelated address is refused', async () => {
    const s = await verified({
      name: 'Domain Claim',
      contactEmail: 'info@other.org',
      website: 'https://www.domainclaim.io/about',
    });
    const unrelated = await initiate(s._id, 'someone@gmail.com');
    expect(unrelated.statusCode).toBe(400);
    expect(unrelated.json().message).toBe(M.emailNotAllowed);
    const lookalike = await initiate(s._id, 'ceo@evil-domainclaim.io');
    expect(lookalike.json().message).toBe(M.emailNotAllowed);
    expect((await t.outbox()).some((m) => m.to.includes('gmail.com'))).toBe(false);
    expect((await initiate(s._id, 'ceo@domainclaim.io')).statusCode).toBe(200);
    expect(await codeIn('ceo@domainclaim.io')).toMatch(/^\d{6}$/);
  });

  it('refuses owner-created startups and unknown ones', async () => {
    const s = (await ownerCreate({ name: 'Owned Already' })).json() as Startup;
    await send('PATCH', `/api/startup/${s._id}/verify`, admin, { status: 'verified' });
    const res = await initiate(s._id, base.contactEmail);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notClaimable);
    expect((await initiate(crypto.randomUUID(), base.contactEmail)).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/startup/${s._id}/initiate-claim`, undefined, { email: 'a@b.co' })).statusCode,
    ).toBe(401);
  });

  it('validates the email and the code', async () => {
    const s = await verified({ name: 'Validate Claim', contactEmail: 'v@validate.africa' });
    expect((await initiate(s._id, '')).json().message).toBe(M.emailRequired);
    expect((await initiate(s._id, 'nope')).json().message).toBe(M.emailInvalid);
    expect((await verify(s._id, '   ')).json().message).toBe(M.codeRequired);
    expect((await verify(s._id, '1'.repeat(51))).statusCode).toBe(400);
    expect((await verify(s._id, '123456')).json().message).toBe(M.noPendingClaim);
  });

  it('allows 5 wrong tries, then a new code is needed (even the right code is refused)', async () => {
    const s = await verified({ name: 'Brute Force', contactEmail: 'x@brute.africa' });
    await initiate(s._id, 'x@brute.africa');
    const code = await codeIn('x@brute.africa');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= CLAIM_MAX_TRIES; i++) {
      const res = await verify(s._id, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(M.codeInvalid);
    }
    const locked = await verify(s._id, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(M.codeLocked);
    expect((await get(`/api/startup/${s._id}`)).json().claimStatus).not.toBe('claimed');
    // A new code (after the resend minute) works.
    await allowResend(s._id);
    expect((await initiate(s._id, 'x@brute.africa')).statusCode).toBe(200);
    const fresh = await codeIn('x@brute.africa');
    expect((await verify(s._id, fresh)).json().claimStatus).toBe('claimed');
  });

  it('tries in parallel cannot exceed 5', async () => {
    const s = await verified({ name: 'Parallel Brute', contactEmail: 'p@parallel.africa' });
    await initiate(s._id, 'p@parallel.africa');
    const code = await codeIn('p@parallel.africa');
    const guesses = Array.from({ length: 20 }, (_, i) => String(i).padStart(6, '9')).filter((g) => g !== code);
    const results = await Promise.all(guesses.map((g) => verify(s._id, g)));
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(CLAIM_MAX_TRIES);
    const [row] = await t.db.select().from(startupClaims).where(eq(startupClaims.startupId, s._id));
    expect(row!.tries).toBe(CLAIM_MAX_TRIES);
  });

  it('an expired code is refused; the startup reads unclaimed again', async () => {
    const s = await verified({ name: 'Expired Code', contactEmail: 'e@expired.africa' });
    await initiate(s._id, 'e@expired.africa');
    const code = await codeIn('e@expired.africa');
    const past = new Date(Date.now() - 1000);
    await t.db.update(startupClaims).set({ expiresAt: past }).where(eq(startupClaims.startupId, s._id));
    await t.db.update(startups).set({ claimPendingUntil: past }).where(eq(startups.id, s._id));
    const res = await verify(s._id, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.codeExpired);
    expect((await get(`/api/startup/${s._id}`)).json().claimStatus).toBe('unclaimed');
  });

  it('resending is limited to one a minute (429 with Retry-After); the new code replaces the old', async () => {
    const s = await verified({ name: 'Resend Limit', contactEmail: 'r@resend.africa' });
    expect((await initiate(s._id, 'r@resend.africa')).statusCode).toBe(200);
    const first = await codeIn('r@resend.africa');
    const soon = await initiate(s._id, 'r@resend.africa');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(M.resendTooSoon);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(50);
    await allowResend(s._id);
    const resent = await initiate(s._id, 'r@resend.africa');
    expect(resent.statusCode).toBe(200);
    const second = await codeIn('r@resend.africa');
    if (first !== second) expect((await verify(s._id, first)).json().message).toContain(M.codeInvalid);
    expect((await verify(s._id, second)).json().claimStatus).toBe('claimed');
  });

  it('a code sent to an address the startup no longer lists does not claim it (an admin corrected it)', async () => {
    const s = await verified({ name: 'Moved Contact', contactEmail: 'old@moved.africa', website: '' });
    expect((await initiate(s._id, 'old@moved.africa')).statusCode).toBe(200);
    const code = await codeIn('old@moved.africa');
    const edit = await send('PATCH', `/api/startup/${s._id}`, admin, { contactEmail: 'founder@moved.africa' });
    expect(edit.statusCode).toBe(200);
    const res = await verify(s._id, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.codeAddressChanged);
    expect((await get(`/api/startup/${s._id}`)).json().claimStatus).not.toBe('claimed');
    // The address it lists now works.
    await allowResend(s._id);
    expect((await initiate(s._id, 'founder@moved.africa')).statusCode).toBe(200);
    expect((await verify(s._id, await codeIn('founder@moved.africa'))).json().claimStatus).toBe('claimed');
  });

  it('a startup with neither contact email nor website cannot be claimed: no address could get a code', async () => {
    const s = await verified({ name: 'No Address', contactEmail: '', website: '' });
    expect(s.contactEmail ?? '').toBe('');
    const res = await initiate(s._id, 'someone@noaddress.africa');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notClaimable);
  });

  it("another user's code does not work for the caller", async () => {
    const s = await verified({ name: 'Two Claimants', contactEmail: 'two@claimants.africa' });
    await initiate(s._id, 'two@claimants.africa', owner);
    const ownersCode = await codeIn('two@claimants.africa');
    expect((await verify(s._id, ownersCode, other)).json().message).toBe(M.noPendingClaim);
    expect((await verify(s._id, ownersCode, owner)).json().owner).toBe(owner.user.id);
  });
});
