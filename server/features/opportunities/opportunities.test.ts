import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPPORTUNITY_MESSAGES as M, SALARY_MAX } from '../../../common/opportunities';
import type { Opportunity } from '../../../common/schemas/opportunities';
import { applications, opportunities } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';
import { readSitemap } from '../../test/sitemap';
import { makeOpportunity, makeStartup, setStartupStatus } from '../../test/startup-factories';

type User = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: User;
let owner: User;
let other: User;
let verified: Awaited<ReturnType<typeof makeStartup>>;
let pending: Awaited<ReturnType<typeof makeStartup>>;
let rejected: Awaited<ReturnType<typeof makeStartup>>;
let othersStartup: Awaited<ReturnType<typeof makeStartup>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  owner = await signedInUser(t, { firstName: 'Owner' });
  other = await signedInUser(t, { firstName: 'Other' });
  verified = await makeStartup(t, {
    ownerId: owner.user.id,
    name: 'Paystream',
    industry: 'Finance',
    logo: '/uploads/p.webp',
  });
  pending = await makeStartup(t, { ownerId: owner.user.id, status: 'pending' });
  rejected = await makeStartup(t, { ownerId: owner.user.id, status: 'rejected' });
  othersStartup = await makeStartup(t, { ownerId: other.user.id });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers });
const create = (payload: Record<string, unknown>, headers = owner.headers) =>
  send('POST', '/api/opportunities', { startup: verified.id, ...payload }, headers);
const base = { title: 'Senior Backend Engineer', description: 'Own our payments ledger end to end.' };
const titles = (res: { json(): unknown }) => (res.json() as Opportunity[]).map((o) => o.title);

describe('POST /opportunities', () => {
  it('lets the owner of a verified startup post a job with every field; new ones are active', async () => {
    const deadline = inDays(30).slice(0, 10);
    const res = await create({
      ...base,
      type: 'job',
      jobType: 'full-time',
      salaryMin: '3000',
      salaryMax: 5000,
      currency: 'NGN',
      location: 'Lagos, Nigeria',
      experienceLevel: 'senior',
      applicationDeadline: deadline,
      contactEmail: 'Jobs@Paystream.example',
      requirements: ['  5 years of TypeScript ', '', '  '],
      skills: 'PostgreSQL\n\nNode.js\n',
      lookingFor: ['ignored for a job'],
      offering: ['ignored for a job'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      ...base,
      type: 'job',
      jobType: 'full-time',
      salaryMin: 3000,
      salaryMax: 5000,
      currency: 'NGN',
      location: 'Lagos, Nigeria',
      experienceLevel: 'senior',
      applicationDeadline: `${deadline}T23:59:59.999Z`,
      contactEmail: 'jobs@paystream.example',
      requirements: ['5 years of TypeScript'],
      skills: ['PostgreSQL', 'Node.js'],
      lookingFor: [],
      offering: [],
      startup: { _id: verified.id, name: 'Paystream', logo: '/uploads/p.webp', industry: 'Finance' },
      status: 'active',
      viewsCount: 0,
      applicationsCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('defaults to a job in USD', async () => {
    const res = await create({ ...base, title: 'Defaults' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'job',
      currency: 'USD',
      jobType: null,
      salaryMin: null,
      requirements: [],
    });
  });

  it('keeps only the partnership lists for a partnership (part 3 §5)', async () => {
    const res = await create({
      ...base,
      title: 'Distribution partner',
      type: 'partnership',
      salaryMin: 100,
      salaryMax: 200,
      location: 'Accra',
      experienceLevel: 'mid',
      applicationDeadline: inDays(3),
      requirements: ['x'],
      skills: ['y'],
      lookingFor: ['Agents in Ghana', ' '],
      offering: ['Revenue share'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'partnership',
      salaryMin: null,
      salaryMax: null,
      location: null,
      experienceLevel: null,
      applicationDeadline: null,
      requirements: [],
      skills: [],
      lookingFor: ['Agents in Ghana'],
      offering: ['Revenue share'],
    });
  });

  it('keeps an exact deadline given as a date-time', async () => {
    const deadline = inDays(2);
    const res = await create({ ...base, type: 'internship', applicationDeadline: deadline });
    expect(res.json()).toMatchObject({ type: 'internship', applicationDeadline: deadline });
  });

  it.each([
    [M.titleRequired, { title: '  ' }],
    [M.titleRequired, { title: undefined }],
    [M.descriptionRequired, { description: '' }],
    [M.type, { type: 'gig' }],
    [M.jobType, { jobType: 'freelance' }],
    [M.currency, { currency: 'KES' }],
    [M.experienceLevel, { experienceLevel: 'guru' }],
    [M.salaryMin, { salaryMin: 'lots' }],
    [M.salaryMax, { salaryMax: -1 }],
    [M.salaryMax, { salaryMax: SALARY_MAX + 1 }],
    [M.salaryMin, { salaryMin: 10.5 }],
    [M.salaryRange, { salaryMin: 6000, salaryMax: 5000 }],
    [M.deadlinePast, { applicationDeadline: '2020-01-01' }],
    [M.deadlinePast, { applicationDeadline: new Date(Date.now() - 60_000).toISOString() }],
    [M.deadlineInvalid, { applicationDeadline: 'next week' }],
    [M.contactEmail, { contactEmail: 'not-an-email' }],
    [M.list('Requirements'), { requirements: [1, 2] }],
    [M.listTooLong('Skills'), { skills: Array.from({ length: 31 }, (_, i) => `s${i}`) }],
    [M.listEntryTooLong('Offering'), { offering: ['x'.repeat(201)] }],
    [M.startupRequired, { startup: 'nope' }],
  ])('refuses bad input: %s', async (message, fields) => {
    const res = await create({ ...base, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts equal salaries and a deadline of today', async () => {
    const res = await create({
      ...base,
      salaryMin: 4000,
      salaryMax: 4000,
      applicationDeadline: new Date().toISOString().slice(0, 10),
    });
    expect(res.statusCode).toBe(201);
  });

  it('needs a signed-in caller (401)', async () => {
    expect((await create(base, {})).statusCode).toBe(401);
  });

  it('refuses the owner of a pending or rejected startup (403: only verified startups post)', async () => {
    for (const s of [pending, rejected]) {
      const res = await create({ ...base, startup: s.id });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.startupNotVerified);
    }
  });

  it("refuses someone else's verified startup, admins included (403)", async () => {
    for (const who of [other, admin]) {
      const res = await create(base, who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.notOwner);
    }
  });

  it("answers 404 for a missing startup and for someone else's unverified one", async () => {
    const missing = await create({ ...base, startup: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.startupNotFound);
    expect((await create({ ...base, startup: pending.id }, other.headers)).statusCode).toBe(404);
  });
});

describe('GET /opportunities/{id}', () => {
  it('shows an active opportunity of a verified startup to everyone, with its startup', async () => {
    const o = await makeOpportunity(t, verified.id, { title: 'Public one' });
    for (const headers of [{}, other.headers]) {
      const res = await get(`/api/opportunities/${o.id}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: o.id,
        title: 'Public one',
        startup: { _id: verified.id, name: 'Paystream', logo: '/uploads/p.webp', industry: 'Finance' },
      });
    }
  });

  it('hides a closed or draft opportunity from others (404) but not from its owner or admins', async () => {
    for (const status of ['closed', 'draft'] as const) {
      const o = await makeOpportunity(t, verified.id, { status });
      for (const headers of [{}, other.headers]) {
        const res = await get(`/api/opportunities/${o.id}`, headers);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(M.notFound);
      }
      for (const who of [owner, admin])
        expect((await get(`/api/opportunities/${o.id}`, who.headers)).json().status).toBe(status);
    }
  });

  it('hides the opportunities of an unverified startup (decision 15)', async () => {
    const o = await makeOpportunity(t, pending.id);
    expect((await get(`/api/opportunities/${o.id}`)).statusCode).toBe(404);
    expect((await get(`/api/opportunities/${o.id}`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/opportunities/${o.id}`, owner.headers)).statusCode).toBe(200);
    expect((await get(`/api/opportunities/${o.id}`, admin.headers)).statusCode).toBe(200);
  });

  it('answers 404 for a missing one and 400 for a malformed id', async () => {
    expect((await get('/api/opportunities/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await get('/api/opportunities/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });
});

describe('GET /opportunities/startup/{id} and /my-opportunities', () => {
  let s: Awaited<ReturnType<typeof makeStartup>>;
  beforeAll(async () => {
    s = await makeStartup(t, { ownerId: owner.user.id, name: 'Listed' });
    await makeOpportunity(t, s.id, { title: 'A active', createdAt: new Date(Date.now() - 3000) });
    await makeOpportunity(t, s.id, { title: 'B closed', status: 'closed', createdAt: new Date(Date.now() - 2000) });
    await makeOpportunity(t, s.id, { title: 'C draft', status: 'draft', createdAt: new Date(Date.now() - 1000) });
    await makeOpportunity(t, s.id, { title: 'D active', createdAt: new Date() });
  });

  it('lists the active ones newest first for visitors and other users, with the total', async () => {
    for (const headers of [{}, other.headers]) {
      const res = await get(`/api/opportunities/startup/${s.id}`, headers);
      expect(res.statusCode).toBe(200);
      expect(titles(res)).toEqual(['D active', 'A active']);
      expect(res.headers['x-total-count']).toBe('2');
    }
    expect(titles(await get(`/api/opportunities/startup/${s.id}?status=closed`))).toEqual([]);
  });

  it('lists every status for the owner and admins, with a status filter and pages', async () => {
    for (const who of [owner, admin])
      expect(titles(await get(`/api/opportunities/startup/${s.id}`, who.headers))).toEqual([
        'D active',
        'C draft',
        'B closed',
        'A active',
      ]);
    expect(titles(await get(`/api/opportunities/startup/${s.id}?status=closed`, owner.headers))).toEqual(['B closed']);
    const page2 = await get(`/api/opportunities/startup/${s.id}?page=2&limit=3`, owner.headers);
    expect(titles(page2)).toEqual(['A active']);
    expect(page2.headers['x-total-count']).toBe('4');
  });

  it("answers 404 for an unverified startup's list except to its owner, and for a missing startup", async () => {
    await makeOpportunity(t, rejected.id, { title: 'Of a rejected startup' });
    expect((await get(`/api/opportunities/startup/${rejected.id}`)).statusCode).toBe(404);
    expect((await get(`/api/opportunities/startup/${rejected.id}`, other.headers)).statusCode).toBe(404);
    expect(titles(await get(`/api/opportunities/startup/${rejected.id}`, owner.headers))).toEqual([
      'Of a rejected startup',
    ]);
    expect((await get('/api/opportunities/startup/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(`/api/opportunities/startup/${s.id}?status=open`)).statusCode).toBe(400);
  });

  it("lists the caller's opportunities across their startups, every status, and nobody else's", async () => {
    const mine = await get('/api/opportunities/my-opportunities?limit=100', owner.headers);
    expect(mine.statusCode).toBe(200);
    const list = mine.json() as Opportunity[];
    expect(list.map((o) => o.title)).toEqual(expect.arrayContaining(['C draft', 'B closed', 'Of a rejected startup']));
    expect(new Set(list.map((o) => o.startup._id)).has(othersStartup.id)).toBe(false);
    expect(Number(mine.headers['x-total-count'])).toBe(list.length);
    expect(titles(await get('/api/opportunities/my-opportunities?status=draft', owner.headers))).toEqual(
      expect.arrayContaining(['C draft']),
    );
    expect(titles(await get('/api/opportunities/my-opportunities', other.headers))).toEqual([]);
    expect((await get('/api/opportunities/my-opportunities')).statusCode).toBe(401);
  });
});

describe('PATCH and DELETE /opportunities/{id}', () => {
  it('lets the owner close (hidden from others), reopen and draft it', async () => {
    const o = await makeOpportunity(t, verified.id);
    const closed = await send('PATCH', `/api/opportunities/${o.id}`, { status: 'closed' }, owner.headers);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');
    expect((await get(`/api/opportunities/${o.id}`)).statusCode).toBe(404);
    const reopened = await send('PATCH', `/api/opportunities/${o.id}`, { status: 'active' }, admin.headers);
    expect(reopened.json().status).toBe('active');
    expect((await get(`/api/opportunities/${o.id}`)).statusCode).toBe(200);
    const bad = await send('PATCH', `/api/opportunities/${o.id}`, { status: 'open' }, owner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.status);
  });

  it('refuses others (403) and visitors (401); 404 for a hidden or missing one', async () => {
    const o = await makeOpportunity(t, verified.id);
    const res = await send('PATCH', `/api/opportunities/${o.id}`, { status: 'closed' }, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notOwner);
    expect((await send('PATCH', `/api/opportunities/${o.id}`, { status: 'closed' })).statusCode).toBe(401);
    expect((await send('DELETE', `/api/opportunities/${o.id}`, undefined, other.headers)).statusCode).toBe(403);
    const draft = await makeOpportunity(t, verified.id, { status: 'draft' });
    expect((await send('DELETE', `/api/opportunities/${draft.id}`, undefined, other.headers)).statusCode).toBe(404);
    expect(
      (await send('DELETE', '/api/opportunities/00000000-0000-4000-8000-000000000000', undefined, owner.headers))
        .statusCode,
    ).toBe(404);
  });

  it('lets the owner delete it, with its applications', async () => {
    const o = await makeOpportunity(t, verified.id);
    await send('POST', `/api/opportunities/${o.id}/apply`, { message: 'Hello' }, other.headers);
    const res = await send('DELETE', `/api/opportunities/${o.id}`, undefined, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.deleted);
    expect((await get(`/api/opportunities/${o.id}`, owner.headers)).statusCode).toBe(404);
    const mine = (await get('/api/opportunities/my-applications', other.headers)).json() as {
      opportunity: { _id: string };
    }[];
    expect(mine.some((a) => a.opportunity._id === o.id)).toBe(false);
  });
});

describe('PATCH /opportunities/{id}: editing its fields (issue 11)', () => {
  const patch = (id: string, payload: object, who: User | null = owner) =>
    send('PATCH', `/api/opportunities/${id}`, payload, who?.headers ?? {});
  const job = () =>
    makeOpportunity(t, verified.id, {
      title: 'Data Engineer',
      jobType: 'full-time',
      salaryMin: 1000,
      salaryMax: 2000,
      currency: 'GBP',
      location: 'Accra, Ghana',
      experienceLevel: 'mid',
      applicationDeadline: new Date(Date.now() + 10 * DAY),
      contactEmail: 'data@paystream.example',
      requirements: ['SQL'],
      skills: ['dbt'],
    });

  it('lets the owner change every field; visitors see the change', async () => {
    const o = await job();
    const deadline = inDays(40).slice(0, 10);
    const res = await patch(o.id, {
      title: '  Lead Data Engineer ',
      description: 'Run the data platform.',
      type: 'internship',
      jobType: 'part-time',
      salaryMin: '1500',
      salaryMax: 2500,
      currency: 'NGN',
      location: 'Remote',
      experienceLevel: 'lead',
      applicationDeadline: deadline,
      contactEmail: 'Lead@Paystream.example',
      requirements: ['  Python ', '', '  '],
      skills: 'Spark\n\nKafka\n',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      title: 'Lead Data Engineer',
      description: 'Run the data platform.',
      type: 'internship',
      jobType: 'part-time',
      salaryMin: 1500,
      salaryMax: 2500,
      currency: 'NGN',
      location: 'Remote',
      experienceLevel: 'lead',
      applicationDeadline: `${deadline}T23:59:59.999Z`,
      contactEmail: 'lead@paystream.example',
      requirements: ['Python'],
      skills: ['Spark', 'Kafka'],
      lookingFor: [],
      offering: [],
      status: 'active',
    };
    expect(res.json()).toMatchObject(expected);
    expect((await get(`/api/opportunities/${o.id}`)).json()).toMatchObject(expected);
  });

  it('keeps the fields left out, and clears an optional one sent empty', async () => {
    const o = await job();
    const renamed = await patch(o.id, { title: 'Analytics Engineer' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Analytics Engineer',
      salaryMin: 1000,
      salaryMax: 2000,
      currency: 'GBP',
      location: 'Accra, Ghana',
      requirements: ['SQL'],
      skills: ['dbt'],
      contactEmail: 'data@paystream.example',
    });
    const cleared = await patch(o.id, {
      salaryMin: '',
      salaryMax: null,
      location: '  ',
      jobType: '',
      experienceLevel: null,
      applicationDeadline: '',
      contactEmail: '',
      requirements: [],
      skills: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      title: 'Analytics Engineer',
      salaryMin: null,
      salaryMax: null,
      location: null,
      jobType: null,
      experienceLevel: null,
      applicationDeadline: null,
      contactEmail: null,
      requirements: [],
      skills: [],
    });
  });

  it('keeps only the fields of the new type when the type changes (part 3 §5)', async () => {
    const o = await job();
    const res = await patch(o.id, { type: 'partnership', lookingFor: 'Banks\n\n', offering: ['  APIs ', ''] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'partnership',
      salaryMin: null,
      salaryMax: null,
      location: null,
      experienceLevel: null,
      applicationDeadline: null,
      requirements: [],
      skills: [],
      lookingFor: ['Banks'],
      offering: ['APIs'],
    });
  });

  it('checks the minimum salary against the stored maximum (the merged result)', async () => {
    const o = await job();
    for (const payload of [{ salaryMin: 3000 }, { salaryMax: '500' }, { salaryMin: 9, salaryMax: 8 }]) {
      const res = await patch(o.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(M.salaryRange);
    }
    expect((await patch(o.id, { salaryMin: 2000 })).json()).toMatchObject({ salaryMin: 2000, salaryMax: 2000 });
    expect((await get(`/api/opportunities/${o.id}`)).json().salaryMax).toBe(2000);
  });

  it('refuses a deadline in the past, but an unchanged passed deadline does not block other edits', async () => {
    const o = await job();
    const past = await patch(o.id, { applicationDeadline: inDays(-2).slice(0, 10) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(M.deadlinePast);
    const invalid = await patch(o.id, { applicationDeadline: '2026-02-31' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(M.deadlineInvalid);
    const today = new Date().toISOString().slice(0, 10);
    expect((await patch(o.id, { applicationDeadline: today })).statusCode).toBe(200);

    const late = await makeOpportunity(t, verified.id, { applicationDeadline: new Date(Date.now() - 3 * DAY) });
    const same = late.applicationDeadline!.toISOString();
    const res = await patch(late.id, { title: 'Still late', applicationDeadline: same });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Still late', applicationDeadline: same });
  });

  it.each([
    [M.titleRequired, { title: '   ' }],
    [M.descriptionRequired, { description: '' }],
    [M.type, { type: 'gig' }],
    [M.jobType, { jobType: 'weekends' }],
    [M.currency, { currency: 'BTC' }],
    [M.experienceLevel, { experienceLevel: 'guru' }],
    [M.salaryMin, { salaryMin: -1 }],
    [M.salaryMax, { salaryMax: SALARY_MAX + 1 }],
    [M.contactEmail, { contactEmail: 'nope' }],
    [M.listTooLong('Skills'), { skills: Array.from({ length: 31 }, (_, i) => `s${i}`) }],
    [M.nothingToUpdate, {}],
  ])('refuses bad input: %s', async (message, payload) => {
    const o = await job();
    const res = await patch(o.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('lets an admin edit; refuses other users (403) and visitors (401); 404 for a hidden or missing one', async () => {
    const o = await job();
    const byAdmin = await patch(o.id, { title: 'Edited by an admin' }, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().title).toBe('Edited by an admin');
    const refused = await patch(o.id, { title: 'Hijacked' }, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notOwner);
    expect((await patch(o.id, { title: 'Hijacked' }, null)).statusCode).toBe(401);
    expect((await get(`/api/opportunities/${o.id}`)).json().title).toBe('Edited by an admin');
    const draft = await makeOpportunity(t, verified.id, { status: 'draft' });
    expect((await patch(draft.id, { title: 'x' }, other)).statusCode).toBe(404);
    expect((await patch('00000000-0000-4000-8000-000000000000', { title: 'x' })).statusCode).toBe(404);
  });

  it('edits and changes the status in one call', async () => {
    const o = await job();
    const res = await patch(o.id, { title: 'Drafted', status: 'draft' });
    expect(res.json()).toMatchObject({ title: 'Drafted', status: 'draft' });
    expect((await get(`/api/opportunities/${o.id}`)).statusCode).toBe(404);
  });
});

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
