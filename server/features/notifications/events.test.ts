import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { multipart, pngBytes } from '../../test/images';
import { makeOpportunity, makeStartup } from '../../test/startup-factories';
import { emit } from './service';

type User = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: User;
let author: User;
let owner: User;
let applicant: User;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  author = await signedInUser(t, { firstName: 'Author' });
  owner = await signedInUser(t, { firstName: 'Owner' });
  applicant = await signedInUser(t, { firstName: 'Applicant' });
  png = await pngBytes();
});
afterAll(() => t.close());

const call: TestApp['call'] = (...a) => t.call(...a);
const settle = () => t.settle();
const ofType = async (u: User, type: string) =>
  (
    (await call('GET', '/api/notifications', u.headers)).json() as Array<{ type: string; text: string; url: string }>
  ).filter((n) => n.type === type);

describe('notifications of reviews, claims and applications', () => {
  it('a community article waits for review (admins told), then its author hears the outcome', async () => {
    const club = await makeClub(t, 'approved');
    await addMember(t, club, author.user.id);
    const mp = multipart(
      { title: 'Hiring your first engineer', summary: 'Lessons.', body: '<p>Start early.</p>', tag: 'hiring' },
      { article_image: { filename: 'a.png', type: 'image/png', data: png } },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/article/create-community/${club}`,
      payload: mp.payload,
      headers: { ...author.headers, ...mp.headers },
    });
    expect(created.statusCode).toBe(201);
    await settle();
    const review = await ofType(admin, 'review_needed');
    expect(review.map((n) => n.text)).toContain(
      'A community article "Hiring your first engineer" is waiting for review',
    );
    expect(await ofType(author, 'review_needed')).toHaveLength(0);

    const id = created.json().article._id;
    const approve = await call('PATCH', `/api/article/${id}`, admin.headers, { status: 'approved' });
    expect(approve.statusCode, approve.body).toBe(200);
    await settle();
    const reviewed = await ofType(author, 'article_reviewed');
    expect(reviewed).toHaveLength(1);
    expect(reviewed[0]!.text).toBe('Your article "Hiring your first engineer" was approved and is now published');
  });

  it("an owner's startup waits for review; the owner hears it was rejected, with the reason", async () => {
    const s = await makeStartup(t, { status: 'pending', ownerId: owner.user.id, name: 'Sahel Grid' });
    await emit(t.ctx, t.db, { type: 'review_needed', startupId: s.id });
    await settle();
    const res = await call('PATCH', `/api/startup/${s.id}/verify`, admin.headers, {
      status: 'rejected',
      rejectionReason: 'The website does not answer.',
    });
    expect(res.statusCode).toBe(200);
    await settle();
    expect((await ofType(admin, 'review_needed')).map((n) => n.text)).toContain(
      'The startup Sahel Grid is waiting for review',
    );
    const told = await ofType(owner, 'startup_reviewed');
    expect(told.map((n) => n.text)).toEqual(['Your startup Sahel Grid was rejected: The website does not answer.']);
  });

  it('a completed claim is told to the claimer', async () => {
    const s = await makeStartup(t, { name: 'Claimed Co', isAdminCreated: true, ownerId: owner.user.id });
    await emit(t.ctx, t.db, { type: 'claim_completed', startupId: s.id, userId: owner.user.id });
    await settle();
    expect((await ofType(owner, 'claim_completed')).map((n) => n.text)).toContain(
      'Your claim is complete: you now manage Claimed Co',
    );
  });

  it("an application is told to the startup's owner; its status to the applicant, never about a hidden startup", async () => {
    const s = await makeStartup(t, { ownerId: owner.user.id, name: 'Paystream' });
    const o = await makeOpportunity(t, s.id, { title: 'Product Designer' });
    const applied = await call('POST', `/api/opportunities/${o.id}/apply`, applicant.headers, { message: 'Hello!' });
    expect(applied.statusCode).toBe(201);
    await settle();
    expect((await ofType(owner, 'new_application')).map((n) => n.text)).toContain(
      'Applicant Obi applied to Product Designer at Paystream',
    );
    const appId = applied.json()._id;
    await call('PATCH', `/api/opportunities/applications/${appId}`, owner.headers, { status: 'shortlisted' });
    await settle();
    expect((await ofType(applicant, 'application_status')).map((n) => n.text)).toEqual([
      'Your application to Product Designer at Paystream was shortlisted',
    ]);
    await t.db.execute(sql`UPDATE startups SET status = 'rejected' WHERE id = ${s.id}`);
    await call('PATCH', `/api/opportunities/applications/${appId}`, owner.headers, { status: 'declined' });
    await settle();
    expect(await ofType(applicant, 'application_status')).toHaveLength(1);
  });
});
