import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInUser } from '../../test/factories';
import { insertArticle } from './queries';

let t: TestApp;
let writer: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let clubA: string;
let clubB: string;
let archived: string;
beforeAll(async () => {
  t = await createTestApp();
  writer = await signedInUser(t, { firstName: 'Writer' });
  other = await signedInUser(t, { firstName: 'Other' });
  clubA = await makeClub(t, 'approved', 'Lagos Builders');
  clubB = await makeClub(t, 'pending', 'Nairobi Makers');
  archived = await makeClub(t, 'archived', 'Closed Club');
  for (const c of [clubA, clubB, archived]) await addMember(t, c, writer.user.id);
  await addMember(t, clubA, other.user.id);
});
afterAll(() => t.close());

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const article = (
  userId: string,
  over: { title: string; clubId: string | null; status?: 'pending' | 'approved' | 'disapproved'; createdAt: Date },
) =>
  insertArticle(t.db, {
    summary: `About ${over.title}`,
    body: '<p>Text</p>',
    userId,
    articleType: over.clubId ? 'community' : 'general',
    status: 'pending',
    ...over,
  });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/article/mine', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    ids = {
      approved: await article(writer.user.id, {
        title: 'Raising in Lagos',
        clubId: clubA,
        status: 'approved',
        createdAt: day(2),
      }),
      pending: await article(writer.user.id, { title: 'Hiring engineers', clubId: clubB, createdAt: day(5) }),
      disapproved: await article(writer.user.id, {
        title: 'Pricing SaaS',
        clubId: clubA,
        status: 'disapproved',
        createdAt: day(4),
      }),
      hidden: await article(writer.user.id, { title: 'In a closed club', clubId: archived, createdAt: day(6) }),
      others: await article(other.user.id, { title: 'Not mine', clubId: clubA, createdAt: day(7) }),
      general: await article(writer.user.id, { title: 'General', clubId: null, status: 'approved', createdAt: day(8) }),
    };
  });

  it("answers only the caller's community articles, every status, newest first, with community and links", async () => {
    const res = await get('/api/article/mine', writer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const list = res.json();
    expect(list.map((a: { _id: string }) => a._id)).toEqual([ids.pending, ids.disapproved, ids.approved]);
    expect(list.map((a: { status: string }) => a.status)).toEqual(['pending', 'disapproved', 'approved']);
    expect(list[0]).toEqual({
      _id: ids.pending,
      title: 'Hiring engineers',
      slug: 'hiring-engineers',
      summary: 'About Hiring engineers',
      status: 'pending',
      community: { _id: clubB, name: 'Nairobi Makers' },
      path: `/${ids.pending}/hiring-engineers`,
      editPath: `/community/${clubB}/edit-article/${ids.pending}`,
      createdAt: day(5).toISOString(),
      updatedAt: expect.any(String),
    });
  });

  it('leaves out articles of communities the member can no longer see, general articles and others’ articles', async () => {
    const list = (await get('/api/article/mine?limit=100', writer.headers)).json();
    const seen = list.map((a: { _id: string }) => a._id);
    for (const id of [ids.hidden, ids.others, ids.general]) expect(seen).not.toContain(id);
    const theirs = await get('/api/article/mine', other.headers);
    expect(theirs.json().map((a: { _id: string }) => a._id)).toEqual([ids.others]);
    expect(theirs.headers['x-total-count']).toBe('1');
  });

  it('pages with ?page=&limit= and keeps the total', async () => {
    const p1 = await get('/api/article/mine?limit=2', writer.headers);
    const p2 = await get('/api/article/mine?limit=2&page=2', writer.headers);
    expect(p1.json().map((a: { _id: string }) => a._id)).toEqual([ids.pending, ids.disapproved]);
    expect(p2.json().map((a: { _id: string }) => a._id)).toEqual([ids.approved]);
    expect(p2.headers['x-total-count']).toBe('3');
    expect((await get('/api/article/mine?limit=0', writer.headers)).statusCode).toBe(400);
  });

  it('is 401 signed out, and a new member with no articles gets an empty list', async () => {
    const res = await get('/api/article/mine');
    expect(res.statusCode).toBe(401);
    const fresh = await signedInUser(t);
    const empty = await get('/api/article/mine', fresh.headers);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
  });

  it('is not taken for an article id: GET /api/article/{id} still answers articles', async () => {
    expect((await get(`/api/article/${ids.approved}`)).json().title).toBe('Raising in Lagos');
  });
});
