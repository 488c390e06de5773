// The rules around an opportunity: the caller's own application, a startup no longer verified, the sitemap,
// and bodies refused with a 400.
import { describe, expect, it } from 'vitest';
import { applications, opportunities } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { readSitemap } from '../../test/sitemap';
import { makeOpportunity, makeStartup, setStartupStatus } from '../../test/startup-factories';
import {
  admin,
  base,
  get,
  other,
  othersStartup,
  owner,
  pending,
  send,
  setUpOpportunities,
  t,
  type User,
  verified,
} from './opportunity-fixture';

setUpOpportunities();

describe('GET /opportunities/{id}/my-application', () => {
  const mine = (id: string, who: User | null) => get(`/api/opportunities/${id}/my-application`, who?.headers ?? {});

  it("answers null before applying, then the caller's application and its state", async () => {
    const o = await makeOpportunity(t, verified.id, { title: 'Support Lead' });
    const applicant = await signedInUser(t);
    const none = await mine(o.id, applicant);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ application: null, isOwnOpportunity: false });
    await send('POST', `/api/opportunities/${o.id}/apply`, { message: 'Pick me' }, applicant.headers);
    const res = await mine(o.id, applicant);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      application: {
        opportunity: { _id: o.id, title: 'Support Lead' },
        applicant: { _id: applicant.user.id },
        message: 'Pick me',
        status: 'submitted',
        createdAt: expect.any(String),
      },
      isOwnOpportunity: false,
    });
    const [app] = (await get(`/api/opportunities/${o.id}/applications`, owner.headers)).json() as { _id: string }[];
    await send('PATCH', `/api/opportunities/applications/${app!._id}`, { status: 'shortlisted' }, owner.headers);
    expect((await mine(o.id, applicant)).json().application.status).toBe('shortlisted');
    // Another user's application is not theirs.
    expect((await mine(o.id, other)).json()).toEqual({ application: null, isOwnOpportunity: false });
  });

  it("flags the opportunity of the caller's own startup, exactly those whose application apply refuses", async () => {
    const o = await makeOpportunity(t, verified.id, { title: 'Ops Lead' });
    // The owner: flagged, and apply answers 403.
    expect((await mine(o.id, owner)).json()).toEqual({ application: null, isOwnOpportunity: true });
    const own = await send('POST', `/api/opportunities/${o.id}/apply`, { message: 'Me' }, owner.headers);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot apply to an opportunity of your own startup');
    // An admin manages it but is not refused: not flagged, and the application goes through.
    expect((await mine(o.id, admin)).json()).toEqual({ application: null, isOwnOpportunity: false });
    expect((await send('POST', `/api/opportunities/${o.id}/apply`, { message: 'Me' }, admin.headers)).statusCode).toBe(
      201,
    );
    // The owner of another startup is not flagged here.
    const theirs = await makeOpportunity(t, othersStartup.id);
    expect((await mine(theirs.id, owner)).json().isOwnOpportunity).toBe(false);
    expect((await mine(theirs.id, other)).json().isOwnOpportunity).toBe(true);
  });

  it('finds the application however many the caller has (not only the newest 100)', async () => {
    const applicant = await signedInUser(t);
    const rows = await t.db
      .insert(opportunities)
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          startupId: verified.id,
          title: `Bulk ${i}`,
          description: 'Many',
          type: 'job' as const,
        })),
      )
      .returning({ id: opportunities.id });
    const start = Date.now() - 200 * 60_000;
    await t.db.insert(applications).values(
      rows.map((r, i) => ({
        opportunityId: r.id,
        applicantId: applicant.user.id,
        message: `Application ${i}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const oldest = await mine(rows[0]!.id, applicant);
    expect(oldest.statusCode).toBe(200);
    expect(oldest.json().application.message).toBe('Application 0');
  });

  it('needs a signed-in caller (401); 404 for a missing opportunity or one they cannot see; 400 for a bad id', async () => {
    const o = await makeOpportunity(t, verified.id);
    expect((await mine(o.id, null)).statusCode).toBe(401);
    expect((await mine('00000000-0000-4000-8000-000000000000', other)).statusCode).toBe(404);
    const closed = await makeOpportunity(t, verified.id, { status: 'closed' });
    expect((await mine(closed.id, other)).statusCode).toBe(404);
    expect((await mine(closed.id, owner)).statusCode).toBe(200);
    expect((await mine('not-an-id', other)).statusCode).toBe(400);
  });
});

describe('startup verification', () => {
  it("hides a startup's opportunities once it is no longer verified", async () => {
    const s = await makeStartup(t, { ownerId: owner.user.id });
    const o = await makeOpportunity(t, s.id);
    expect((await get(`/api/opportunities/${o.id}`)).statusCode).toBe(200);
    await setStartupStatus(t, s.id, 'rejected');
    expect((await get(`/api/opportunities/${o.id}`)).statusCode).toBe(404);
    expect((await get(`/api/opportunities/startup/${s.id}`)).statusCode).toBe(404);
  });
});

describe('sitemap.xml', () => {
  it('lists public opportunities only', async () => {
    const shown = await makeOpportunity(t, verified.id);
    const closed = await makeOpportunity(t, verified.id, { status: 'closed' });
    const unverified = await makeOpportunity(t, pending.id);
    const xml = await readSitemap(t);
    expect(xml).toContain(`http://localhost:3000/opportunity/${shown.id}</loc>`);
    expect(xml).not.toContain(closed.id);
    expect(xml).not.toContain(unverified.id);
  });
});

describe('malformed input', () => {
  it('answers 400, never 500, whatever the body', async () => {
    const o = await makeOpportunity(t, verified.id);
    const bodies: unknown[] = [
      [],
      'text',
      123,
      null,
      { ...base, startup: 42 },
      { ...base, startup: verified.id, title: ['x'] },
      { ...base, startup: verified.id, salaryMin: { n: 1 } },
      { ...base, startup: verified.id, salaryMin: '1e400' },
      { ...base, startup: verified.id, salaryMax: 'Infinity' },
      { ...base, startup: verified.id, applicationDeadline: 12345 },
      { ...base, startup: verified.id, applicationDeadline: '2026-02-31' },
      { ...base, startup: verified.id, applicationDeadline: '+275760-09-13T00:00:00.000Z' },
      { ...base, startup: verified.id, requirements: [null] },
      { ...base, startup: verified.id, skills: { a: 1 } },
      { ...base, startup: verified.id, contactEmail: 5 },
      { ...base, startup: verified.id, type: null },
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/opportunities',
        payload: JSON.stringify(payload),
        headers: { ...owner.headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [[], { message: 5 }, { message: 'Hi', link: 5 }, { message: ['a'] }]) {
      const res = await send('POST', `/api/opportunities/${o.id}/apply`, payload as object, other.headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{}, { status: 1 }, { status: ['active'] }]) {
      expect((await send('PATCH', `/api/opportunities/${o.id}`, payload, owner.headers)).statusCode).toBe(400);
      expect(
        (
          await send(
            'PATCH',
            '/api/opportunities/applications/00000000-0000-4000-8000-000000000000',
            payload,
            owner.headers,
          )
        ).statusCode,
      ).toBe(400);
    }
    for (const q of ['page=0', 'limit=1000', 'page=abc', 'status=open'])
      expect((await get(`/api/opportunities/my-opportunities?${q}`, owner.headers)).statusCode).toBe(400);
  });
});
