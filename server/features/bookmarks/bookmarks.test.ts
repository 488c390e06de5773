import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bookmark } from '../../../common/schemas/bookmarks';
import { articles, bookmarks, clubs, events, posts, programs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { makeOpportunity, makeStartup } from '../../test/startup-factories';

type User = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let ada: User;
let ben: User;
let admin: User;
let club: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInUser(t, { firstName: 'Ada' });
  ben = await signedInUser(t, { firstName: 'Ben' });
  admin = await signedInAdmin(t);
  club = await makeClub(t, 'approved');
});
afterAll(() => t.close());

// Items, inserted directly.
async function article(values: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(articles)
    .values({
      title: 'Raising a Seed Round in Lagos',
      summary: 'How.',
      body: '<p>Body</p>',
      status: 'approved',
      ...values,
    })
    .returning({ id: articles.id });
  return row!.id;
}
async function post(body = 'Who has hired a CFO?', clubId = club) {
  const [row] = await t.db.insert(posts).values({ clubId, userId: ben.user.id, body }).returning({ id: posts.id });
  return row!.id;
}
async function event(title = 'Founders Meetup') {
  const date = new Date(Date.now() + 7 * 86_400_000);
  const [row] = await t.db
    .insert(events)
    .values({ title, location: 'Accra', date, image: '/uploads/e.webp' })
    .returning({ id: events.id });
  return row!.id;
}
async function program(values: Partial<typeof programs.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(programs)
    .values({
      title: 'Founder Fellowship',
      description: 'Twelve weeks.',
      image: '/uploads/p.webp',
      isFeatured: true,
      ...values,
    })
    .returning({ id: programs.id });
  return row!.id;
}

const save = (kind: string, id: string, headers: Record<string, string> = ada.headers) =>
  t.app.inject({ method: 'POST', url: '/api/bookmarks', payload: { kind, id }, headers });
const unsave = (kind: string, id: string, headers: Record<string, string> = ada.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/bookmarks/${kind}/${id}`, headers });
const list = (query = '', headers: Record<string, string> = ada.headers) =>
  t.app.inject({ url: `/api/bookmarks${query}`, headers });
const stored = async (userId: string) => t.db.select().from(bookmarks).where(eq(bookmarks.userId, userId));
const clear = (userId: string) => t.db.delete(bookmarks).where(eq(bookmarks.userId, userId));

describe('POST /bookmarks', () => {
  it('saves each kind with its title and page; saving again answers 200 with the first date', async () => {
    const general = await article();
    const community = await article({ title: 'Our Pitch Deck', articleType: 'community', clubId: club });
    const p = await post(`  Who has hired\na CFO?  ${'x'.repeat(120)}`);
    const e = await event();
    const pr = await program();
    const startup = await makeStartup(t);
    const o = await makeOpportunity(t, startup.id);
    const expected: Array<[string, string, Partial<Bookmark>]> = [
      [
        'article',
        general,
        { title: 'Raising a Seed Round in Lagos', url: `/article/${general}/raising-a-seed-round-in-lagos` },
      ],
      ['article', community, { title: 'Our Pitch Deck', url: `/${community}/our-pitch-deck` }],
      ['post', p, { url: `/community/${club}?comments=${p}#post-${p}` }],
      ['event', e, { title: 'Founders Meetup', url: `/event/${e}` }],
      ['program', pr, { title: 'Founder Fellowship', url: '/#programs' }],
      ['opportunity', o.id, { title: 'Backend Engineer', url: `/opportunity/${o.id}` }],
    ];
    for (const [kind, id, answer] of expected) {
      const res = await save(kind, id);
      expect(res.statusCode, `${kind} ${res.body}`).toBe(201);
      expect(res.json()).toMatchObject({ kind, _id: id, available: true, ...answer });
    }
    const postTitle = (await save('post', p)).json().title as string;
    expect(postTitle.startsWith('Who has hired a CFO? xxx')).toBe(true);
    expect(postTitle.length).toBeLessThanOrEqual(81);

    const first = (await list()).json() as Bookmark[];
    const again = await save('article', general);
    expect(again.statusCode).toBe(200);
    expect(again.json().savedAt).toBe(first.find((b) => b._id === general)!.savedAt);
    expect(await stored(ada.user.id)).toHaveLength(6);
    await clear(ada.user.id);
  });

  it('401 signed out, on every call', async () => {
    const id = randomUUID();
    for (const res of [
      await save('article', id, {}),
      await unsave('article', id, {}),
      await list('', {}),
      await t.app.inject({ url: `/api/bookmarks/state?kind=article&ids=${id}` }),
    ])
      expect(res.statusCode).toBe(401);
  });

  it('400 for an unknown kind, naming it, and for a bad id; nothing stored', async () => {
    const res = await save('startup', randomUUID());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Unknown kind 'startup': a bookmark's kind is one of article, post, event, program, opportunity.",
    );
    expect((await unsave('startup', randomUUID())).json().message).toContain("Unknown kind 'startup'");
    expect((await list('?kind=video')).json().message).toContain("Unknown kind 'video'");
    expect((await save('article', 'not-an-id')).json().message).toBe('id must be a valid id');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/bookmarks', payload: {}, headers: ada.headers })).statusCode,
    ).toBe(400);
    expect(await stored(ada.user.id)).toHaveLength(0);
  });

  it('404 for a missing item of each kind, nothing stored', async () => {
    for (const kind of ['article', 'post', 'event', 'program', 'opportunity']) {
      const res = await save(kind, randomUUID());
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/not found: it does not exist or you cannot see it/);
    }
    expect(await stored(ada.user.id)).toHaveLength(0);
  });

  it('404 for what the caller may not see; the author saves their own pending article; admins see all', async () => {
    const pending = await article({ articleType: 'community', clubId: club, status: 'pending', userId: ben.user.id });
    const hiddenClub = await makeClub(t, 'disapproved');
    const hiddenPost = await post('In a hidden club', hiddenClub);
    const archived = await program({ isArchived: true });
    const unverified = await makeStartup(t, { status: 'pending', ownerId: ben.user.id });
    const closed = await makeOpportunity(t, unverified.id);
    const hidden: Array<[string, string]> = [
      ['article', pending],
      ['post', hiddenPost],
      ['program', archived],
      ['opportunity', closed.id],
    ];
    for (const [kind, id] of hidden) {
      const res = await save(kind, id);
      expect(res.statusCode, kind).toBe(404);
      expect(res.json().message).toContain('cannot be saved');
    }
    expect(await stored(ada.user.id)).toHaveLength(0);
    expect((await save('article', pending, ben.headers)).statusCode).toBe(201);
    expect((await save('opportunity', closed.id, ben.headers)).statusCode).toBe(201);
    for (const [kind, id] of hidden) expect((await save(kind, id, admin.headers)).statusCode, kind).toBe(201);
    await clear(ben.user.id);
    await clear(admin.user.id);
  });
});

describe('DELETE /bookmarks/{kind}/{id}', () => {
  it('removes a bookmark; removing again, or what was never saved, answers the same', async () => {
    const e = await event();
    await save('event', e);
    const res = await unsave('event', e);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Bookmark removed.' });
    expect(await stored(ada.user.id)).toHaveLength(0);
    expect((await unsave('event', e)).statusCode).toBe(200);
    expect((await unsave('article', randomUUID())).statusCode).toBe(200);
  });
});

describe('GET /bookmarks', () => {
  it('newest first with X-Total-Count, a kind filter and pages', async () => {
    const ids = [await article({ title: 'First' }), await event('Second'), await article({ title: 'Third' })];
    for (const [i, id] of ids.entries()) {
      await save(i === 1 ? 'event' : 'article', id);
      // Distinct dates, whatever the clock's resolution.
      await t.db
        .update(bookmarks)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(and(eq(bookmarks.userId, ada.user.id), eq(bookmarks.itemId, id)));
    }
    const all = await list();
    expect(all.headers['x-total-count']).toBe('3');
    expect((all.json() as Bookmark[]).map((b) => b.title)).toEqual(['Third', 'Second', 'First']);
    expect((all.json() as Bookmark[])[0]!.savedAt).toBe('2026-01-03T00:00:00.000Z');

    const onlyArticles = await list('?kind=article');
    expect(onlyArticles.headers['x-total-count']).toBe('2');
    expect((onlyArticles.json() as Bookmark[]).map((b) => b.title)).toEqual(['Third', 'First']);

    const second = await list('?limit=2&page=2');
    expect(second.headers['x-total-count']).toBe('3');
    expect((second.json() as Bookmark[]).map((b) => b.title)).toEqual(['First']);
    await clear(ada.user.id);
  });

  it('an item deleted or hidden since it was saved is listed as not available, without its title', async () => {
    const gone = await article({ title: 'Soon deleted' });
    const otherClub = await makeClub(t, 'approved');
    const p = await post('A post in a club soon archived', otherClub);
    const startup = await makeStartup(t);
    const o = await makeOpportunity(t, startup.id);
    const kept = await event('Still here');
    for (const [kind, id] of [
      ['article', gone],
      ['post', p],
      ['opportunity', o.id],
      ['event', kept],
    ] as const)
      expect((await save(kind, id)).statusCode).toBe(201);

    await t.db.delete(articles).where(eq(articles.id, gone));
    await t.db.update(clubs).set({ status: 'archived' }).where(eq(clubs.id, otherClub));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/opportunities/${o.id}`,
      payload: { status: 'closed' },
      headers: admin.headers,
    });

    const rows = (await list()).json() as Bookmark[];
    const byId = new Map(rows.map((b) => [b._id, b]));
    expect(byId.get(gone)).toMatchObject({ kind: 'article', available: false, title: '', url: `/blog/${gone}` });
    expect(byId.get(p)).toMatchObject({ kind: 'post', available: false, title: '', url: '/communities' });
    expect(byId.get(o.id)).toMatchObject({ kind: 'opportunity', available: false, title: '' });
    expect(byId.get(kept)).toMatchObject({ kind: 'event', available: true, title: 'Still here' });
    // Removing an unavailable one works as for any other.
    expect((await unsave('article', gone)).statusCode).toBe(200);
    expect((await list()).headers['x-total-count']).toBe('3');
    await clear(ada.user.id);
  });

  it("another member's bookmarks are not visible, nor removable", async () => {
    const e = await event('Ada only');
    await save('event', e);
    const bens = await list('', ben.headers);
    expect(bens.json()).toEqual([]);
    expect(bens.headers['x-total-count']).toBe('0');
    const state = await t.app.inject({ url: `/api/bookmarks/state?kind=event&ids=${e}`, headers: ben.headers });
    expect(state.json()).toEqual({ kind: 'event', saved: [] });
    await unsave('event', e, ben.headers);
    expect((await list()).json()).toHaveLength(1);
    await clear(ada.user.id);
  });
});

describe('GET /bookmarks/state', () => {
  it('answers which of the ids asked about the caller saved', async () => {
    const [a, b, c] = [await post('one'), await post('two'), await post('three')];
    await save('post', a);
    await save('post', c);
    const res = await t.app.inject({ url: `/api/bookmarks/state?kind=post&ids=${a},${b},${c}`, headers: ada.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().kind).toBe('post');
    expect([...res.json().saved].sort()).toEqual([a, c].sort());
    const other = await t.app.inject({ url: `/api/bookmarks/state?kind=article&ids=${a}`, headers: ada.headers });
    expect(other.json().saved).toEqual([]);
    const bad = await t.app.inject({ url: '/api/bookmarks/state?kind=post&ids=x,y', headers: ada.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('ids must be a comma-separated list of up to 100 valid ids');
    await clear(ada.user.id);
  });
});
