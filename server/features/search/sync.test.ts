import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, events, opportunities, posts, programs, startups } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { makeOpportunity, makeStartup, setStartupStatus } from '../../test/startup-factories';
import { makeArticle, makeEvent, makePost, makeProgram } from './fixtures';
import { TABLES } from './plan';

// Migration 0021: each kind's search document and rule columns live in its own search table, kept by triggers in
// the write's transaction. A write is found at once; a write that changes nothing searched leaves the row alone.
type Who = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let member: Who;
let admin: Who;

beforeAll(async () => {
  t = await createTestApp();
  [member, admin] = await Promise.all([signedInUser(t), signedInAdmin(t)]);
});
afterAll(() => t.close());

/** The titles a caller finds for a word in one kind, sorted. */
async function found(q: string, type: string, who: Who = member) {
  const res = await t.app.inject({ url: `/api/search?q=${q}&type=${type}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ title: string }>).map((r) => r.title).sort();
}

/** A search row's version (xmin): unchanged when nothing rewrote it. */
async function version(table: string, id: string) {
  const res = await t.db.execute<{ v: string }>(
    sql`SELECT xmin::text AS v FROM ${sql.identifier(table)} WHERE id = ${id}`,
  );
  return res.rows[0]?.v;
}

describe('the search tables follow their rows', () => {
  it('every searchable row has its search row, and none is left behind', async () => {
    const club = await makeClub(t, 'approved', 'Okapi club');
    await makeArticle(t, { title: 'Okapi article' });
    await makePost(t, club, member.user.id, 'Okapi post');
    await makeEvent(t, { title: 'Okapi event' });
    await makeProgram(t, { title: 'Okapi program' });
    const startup = await makeStartup(t, { name: 'Okapi startup' });
    await makeOpportunity(t, startup.id, { title: 'Okapi opportunity' });
    /** Each kind's own rows and search rows. */
    const counts = () =>
      Promise.all(
        Object.values(TABLES).map(async (table) => {
          const own = table.replace(/_search$/, '');
          const res = await t.db.execute<{ own: number; search: number }>(sql`
            SELECT (SELECT count(*)::int FROM ${sql.identifier(own)}) AS own,
                   (SELECT count(*)::int FROM ${sql.identifier(table)}) AS search`);
          return res.rows[0]!;
        }),
      );
    for (const c of await counts()) expect(c.search).toBe(c.own);
    // Deleting a startup deletes its opportunities; their search rows go with them.
    await t.db.delete(startups).where(eq(startups.id, startup.id));
    for (const c of await counts()) expect(c.search).toBe(c.own);
    expect(await found('okapi', 'startups', admin)).toEqual([]);
    expect(await found('okapi', 'opportunities', admin)).toEqual([]);
  });

  it('an edit is found at once, by its new words and not its old ones', async () => {
    const id = await makeArticle(t, { title: 'Quagga notes' });
    expect(await found('quagga', 'articles')).toEqual(['Quagga notes']);
    await t.db.update(articles).set({ title: 'Zorilla notes' }).where(eq(articles.id, id));
    expect(await found('quagga', 'articles')).toEqual([]);
    expect(await found('zorilla', 'articles')).toEqual(['Zorilla notes']);
    const event = await makeEvent(t, { title: 'Serval summit', location: 'Accra' });
    await t.db.update(events).set({ location: 'Kumasi' }).where(eq(events.id, event));
    expect(await found('kumasi', 'events')).toEqual(['Serval summit']);
    expect(await found('accra serval', 'events')).toEqual([]);
  });

  it('a change of status changes who finds it, a startup’s opportunities too', async () => {
    const startup = await makeStartup(t, { name: 'Tarsier labs' });
    await makeOpportunity(t, startup.id, { title: 'Tarsier engineer' });
    expect(await found('tarsier', 'startups')).toEqual(['Tarsier labs']);
    expect(await found('tarsier', 'opportunities')).toEqual(['Tarsier engineer']);
    await setStartupStatus(t, startup.id, 'rejected');
    expect(await found('tarsier', 'startups')).toEqual([]);
    expect(await found('tarsier', 'opportunities')).toEqual([]);
    expect(await found('tarsier', 'opportunities', admin)).toEqual(['Tarsier engineer']);
    const article = await makeArticle(t, { title: 'Tarsier essay', status: 'pending' });
    expect(await found('tarsier', 'articles')).toEqual([]);
    await t.db.update(articles).set({ status: 'approved' }).where(eq(articles.id, article));
    expect(await found('tarsier', 'articles')).toEqual(['Tarsier essay']);
    const program = await makeProgram(t, { title: 'Tarsier accelerator' });
    await t.db.update(programs).set({ isArchived: true }).where(eq(programs.id, program));
    expect(await found('tarsier', 'programs')).toEqual([]);
  });

  it('a counter or another column nobody searches does not rewrite the search row', async () => {
    const club = await makeClub(t, 'approved');
    const article = await makeArticle(t, { title: 'Uakari' });
    const post = await makePost(t, club, member.user.id, 'Uakari post');
    const startup = await makeStartup(t, { name: 'Uakari' });
    const opportunity = await makeOpportunity(t, startup.id);
    const before = await Promise.all([
      version('articles_search', article),
      version('posts_search', post),
      version('startups_search', startup.id),
      version('opportunities_search', opportunity.id),
    ]);
    await t.db
      .update(articles)
      .set({ views: sql`${articles.views} + 1` })
      .where(eq(articles.id, article));
    await t.db.update(posts).set({ commentsCount: 3, likesCount: 2 }).where(eq(posts.id, post));
    await t.db.update(startups).set({ viewsCount: 9, followersCount: 4 }).where(eq(startups.id, startup.id));
    await t.db
      .update(opportunities)
      .set({ applicationsCount: 5, title: 'Backend Engineer' })
      .where(eq(opportunities.id, opportunity.id));
    expect(
      await Promise.all([
        version('articles_search', article),
        version('posts_search', post),
        version('startups_search', startup.id),
        version('opportunities_search', opportunity.id),
      ]),
    ).toEqual(before);
    await t.db.update(posts).set({ body: 'Uakari post, edited' }).where(eq(posts.id, post));
    expect(await version('posts_search', post)).not.toBe(before[1]);
  });
});
