// Posting and reading opportunities: who may post, what is kept, who sees each one, the lists.
import { beforeAll, describe, expect, it } from 'vitest';
import { OPPORTUNITY_MESSAGES as M, SALARY_MAX } from '../../../common/opportunities';
import type { Opportunity } from '../../../common/schemas/opportunities';
import { makeOpportunity, makeStartup } from '../../test/startup-factories';
import {
  admin,
  base,
  create,
  get,
  inDays,
  other,
  othersStartup,
  owner,
  pending,
  rejected,
  setUpOpportunities,
  t,
  titles,
  verified,
} from './opportunity-fixture';

setUpOpportunities();

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
