// Applying to an opportunity, the owner's list of applications and their states, and views counted.
import { beforeAll, describe, expect, it } from 'vitest';
import { OPPORTUNITY_MESSAGES as M } from '../../../common/opportunities';
import { signedInUser } from '../../test/factories';
import { makeOpportunity } from '../../test/startup-factories';
import {
  admin,
  get,
  other,
  owner,
  pending,
  send,
  setUpOpportunities,
  t,
  type User,
  verified,
} from './opportunity-fixture';

setUpOpportunities();

describe('applications', () => {
  let o: Awaited<ReturnType<typeof makeOpportunity>>;
  let applicant: User;
  beforeAll(async () => {
    o = await makeOpportunity(t, verified.id, { title: 'Product Designer', contactEmail: 'talent@paystream.example' });
    applicant = await signedInUser(t, { firstName: 'Amara' });
  });
  const apply = (id: string, payload: object, who: User | null) =>
    send('POST', `/api/opportunities/${id}/apply`, payload, who?.headers ?? {});

  it('stores an application, counts it and mails the contact address', async () => {
    const res = await apply(
      o.id,
      { message: '  I designed wallets at two fintechs. ', link: 'https://amara.design' },
      applicant,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      opportunity: {
        _id: o.id,
        title: 'Product Designer',
        type: 'job',
        status: 'active',
        startup: { _id: verified.id, name: 'Paystream', logo: '/uploads/p.webp' },
      },
      applicant: {
        _id: applicant.user.id,
        first_name: 'Amara',
        last_name: 'Obi',
        email: applicant.email,
        profileImage: null,
      },
      message: 'I designed wallets at two fintechs.',
      link: 'https://amara.design',
      status: 'submitted',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await get(`/api/opportunities/${o.id}`)).json().applicationsCount).toBe(1);
    // The mail is queued with the application and sent by the job queue (issue 17), never inside the request.
    expect((await t.outbox()).filter((m) => m.to.includes('talent@paystream.example'))).toEqual([]);
    await t.ctx.jobs.drain();
    const mail = (await t.outbox()).find((m) => m.to.includes('talent@paystream.example'));
    expect(mail?.subject).toBe('New application for Product Designer');
    expect(mail?.text).toContain('I designed wallets at two fintechs.');
    expect(mail?.text).toContain(applicant.email);
    expect(mail?.text).toContain('https://amara.design');
    expect(mail?.text).toContain('http://localhost:3000/user/startup-management');
    expect(mail?.header('Reply-To')).toBe(applicant.email);
  });

  it('refuses a second application by the same user (409) and keeps the count', async () => {
    const res = await apply(o.id, { message: 'Again' }, applicant);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyApplied);
    expect((await get(`/api/opportunities/${o.id}`)).json().applicationsCount).toBe(1);
  });

  it("mails the startup's address when the opportunity has none", async () => {
    const plain = await makeOpportunity(t, verified.id, { title: 'No contact' });
    expect((await apply(plain.id, { message: 'Hi' }, applicant)).statusCode).toBe(201);
    await t.ctx.jobs.drain();
    const mail = (await t.outbox()).find((m) => m.subject === 'New application for No contact');
    expect(mail?.to).toContain(verified.contactEmail!);
  });

  it.each([
    [M.messageRequired, {}],
    [M.messageRequired, { message: '   ' }],
    [M.messageTooLong, { message: 'x'.repeat(1001) }],
    [M.link, { message: 'Hi', link: 'javascript:alert(1)' }],
    [M.link, { message: 'Hi', link: 'not a url' }],
  ])('refuses bad input: %s', async (message, payload) => {
    const res = await apply(o.id, payload, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a signed-in caller, not the owner, and a public opportunity open for applications', async () => {
    expect((await apply(o.id, { message: 'Hi' }, null)).statusCode).toBe(401);
    const own = await apply(o.id, { message: 'Hi' }, owner);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.ownOpportunity);
    const closed = await makeOpportunity(t, verified.id, { status: 'closed' });
    expect((await apply(closed.id, { message: 'Hi' }, other)).statusCode).toBe(404);
    const hidden = await makeOpportunity(t, pending.id);
    expect((await apply(hidden.id, { message: 'Hi' }, other)).statusCode).toBe(404);
    const late = await makeOpportunity(t, verified.id, { applicationDeadline: new Date(Date.now() - 60_000) });
    const res = await apply(late.id, { message: 'Hi' }, other);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notAcceptingApplications);
  });

  it("lists an opportunity's applications for its owner and admins only", async () => {
    await apply(o.id, { message: 'Me too' }, other);
    for (const who of [owner, admin]) {
      const res = await get(`/api/opportunities/${o.id}/applications`, who.headers);
      expect(res.statusCode).toBe(200);
      expect((res.json() as { message: string }[]).map((a) => a.message)).toEqual([
        'Me too',
        'I designed wallets at two fintechs.',
      ]);
      expect(res.headers['x-total-count']).toBe('2');
    }
    const refused = await get(`/api/opportunities/${o.id}/applications`, applicant.headers);
    expect(refused.statusCode).toBe(403);
    expect((await get(`/api/opportunities/${o.id}/applications`)).statusCode).toBe(401);
  });

  it('lets the owner mark an application; the applicant sees its state; nobody else may', async () => {
    const [app] = (await get(`/api/opportunities/${o.id}/applications?status=submitted`, owner.headers)).json() as {
      _id: string;
      applicant: { _id: string };
    }[];
    const target = (
      (await get(`/api/opportunities/${o.id}/applications`, owner.headers)).json() as {
        _id: string;
        applicant: { _id: string };
      }[]
    ).find((a) => a.applicant._id === applicant.user.id)!;
    expect(app).toBeDefined();
    for (const who of [applicant, other]) {
      const res = await send(
        'PATCH',
        `/api/opportunities/applications/${target._id}`,
        { status: 'shortlisted' },
        who.headers,
      );
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await send('PATCH', `/api/opportunities/applications/${target._id}`, { status: 'reviewed' })).statusCode,
    ).toBe(401);
    const bad = await send(
      'PATCH',
      `/api/opportunities/applications/${target._id}`,
      { status: 'submitted' },
      owner.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.applicationStatus);
    const missing = await send(
      'PATCH',
      '/api/opportunities/applications/00000000-0000-4000-8000-000000000000',
      { status: 'reviewed' },
      owner.headers,
    );
    expect(missing.statusCode).toBe(404);

    // The applicant's mails are notifications (issue 17), sent by the job queue after the answer.
    const mailsTo = async () => {
      await t.ctx.jobs.drain();
      return (await t.outbox()).filter((m) => m.to.includes(applicant.email));
    };
    const reviewed = await send(
      'PATCH',
      `/api/opportunities/applications/${target._id}`,
      { status: 'reviewed' },
      owner.headers,
    );
    expect(reviewed.json().status).toBe('reviewed');
    expect(await mailsTo()).toHaveLength(0);

    const res = await send(
      'PATCH',
      `/api/opportunities/applications/${target._id}`,
      { status: 'shortlisted' },
      owner.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('shortlisted');
    const declined = await send(
      'PATCH',
      `/api/opportunities/applications/${target._id}`,
      { status: 'declined' },
      admin.headers,
    );
    expect(declined.json().status).toBe('declined');
    // The applicant is told when shortlisted and when declined (reviewed is the owner's own note).
    const mails = await mailsTo();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'You have been shortlisted for Product Designer',
      'Your application for Product Designer',
    ]);
    expect(mails.every((m) => m.text.includes('http://localhost:3000/user/applications'))).toBe(true);

    const mine = await get('/api/opportunities/my-applications', applicant.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          _id: target._id,
          status: 'declined',
          opportunity: expect.objectContaining({ _id: o.id }),
        }),
      ]),
    );
    expect((await get(`/api/opportunities/${o.id}/applications?status=declined`, owner.headers)).json()).toHaveLength(
      1,
    );
    expect((await get('/api/opportunities/my-applications')).statusCode).toBe(401);
    expect((await get('/api/opportunities/my-applications', owner.headers)).json()).toEqual([]);
  });
});

describe('POST /opportunities/{id}/view', () => {
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const view = (id: string, headers: Record<string, string>, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: `/api/opportunities/${id}/view`, headers, remoteAddress: ip });

  it('counts a visitor once per day, each other visitor once, and neither bots nor the owner', async () => {
    const o = await makeOpportunity(t, verified.id);
    expect((await view(o.id, { 'user-agent': browser })).json()).toEqual({ counted: true, viewsCount: 1 });
    expect((await view(o.id, { 'user-agent': browser })).json()).toEqual({ counted: false, viewsCount: 1 });
    expect((await view(o.id, { 'user-agent': browser }, '198.51.100.9')).json()).toEqual({
      counted: true,
      viewsCount: 2,
    });
    expect((await view(o.id, { 'user-agent': browser, ...other.headers })).json()).toEqual({
      counted: true,
      viewsCount: 3,
    });
    expect((await view(o.id, { 'user-agent': browser, ...other.headers }, '192.0.2.1')).json().counted).toBe(false);
    expect((await view(o.id, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).json().counted).toBe(
      false,
    );
    expect((await view(o.id, { 'user-agent': 'curl/8.5.0' })).json().counted).toBe(false);
    expect((await view(o.id, { 'user-agent': '' })).json().counted).toBe(false);
    expect((await view(o.id, { 'user-agent': browser, ...owner.headers })).json().counted).toBe(false);
    expect((await get(`/api/opportunities/${o.id}`)).json().viewsCount).toBe(3);
  });

  it('answers 404 for a hidden opportunity', async () => {
    const o = await makeOpportunity(t, verified.id, { status: 'draft' });
    expect((await view(o.id, { 'user-agent': browser })).statusCode).toBe(404);
  });
});
