// Changing an opportunity: its status, its fields, deleting it.
import { describe, expect, it } from 'vitest';
import { OPPORTUNITY_MESSAGES as M, SALARY_MAX } from '../../../common/opportunities';
import { makeOpportunity } from '../../test/startup-factories';
import {
  admin,
  DAY,
  get,
  inDays,
  other,
  owner,
  send,
  setUpOpportunities,
  t,
  type User,
  verified,
} from './opportunity-fixture';

setUpOpportunities();

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
