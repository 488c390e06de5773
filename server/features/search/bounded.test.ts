import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KIND_MAX } from '../../../common/search';
import { createTestApp, type TestApp } from '../../test/app';
import { makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { forgetStats, plansFor } from './plan';

// A word in hundreds of rows: each kind answers its newest SEARCH_KIND_MAX matches, best first, found through the
// GIN index or, once the statistics say the word is common, by walking the date index (plan.ts); both ways give the
// same answer, for admins and for members (who do not see a hidden community's posts).
type Who = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let member: Who;
let admin: Who;
let open: string;
let archived: string;

beforeAll(async () => {
  t = await createTestApp();
  [member, admin] = await Promise.all([signedInUser(t), signedInAdmin(t)]);
  [open, archived] = await Promise.all([makeClub(t), makeClub(t, 'archived')]);
  const post = (club: string, body: SQL, n: number, minutesAgo: number) =>
    t.db.execute(sql`INSERT INTO posts (club_id, user_id, body, created_at)
      SELECT ${club}, ${member.user.id}, ${body}, now() - make_interval(mins => ${minutesAgo}::int + g)
      FROM generate_series(1, ${n}::int) g`);
  // Oldest: 1,000 posts saying gnu and yak; then 250 saying yak (every tenth three times); newest, 30 saying yak in
  // an archived community.
  await post(open, sql`'Gnu ' || g || ' yak'`, 1000, 1000);
  await post(open, sql`'Yak ' || g || CASE WHEN g % 10 = 0 THEN ' yak yak' ELSE '' END`, 250, 100);
  await post(archived, sql`'Yak hidden ' || g`, 30, 0);
  await t.db.execute(sql`ANALYZE posts_search`);
});
afterAll(() => t.close());

type SQL = ReturnType<typeof sql>;

/** Every page of a caller's posts for a word: their ids in order, and the total. */
async function pages(q: string, who: Who) {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      url: `/api/search?q=${q}&type=posts&limit=40&page=${page}`,
      headers: who.headers,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ _id: string }>;
    if (!rows.length) return { ids, total: Number(res.headers['x-total-count']) };
    ids.push(...rows.map((r) => r._id));
  }
}

/** The newest posts with a word among the given communities' (and those saying it three times). */
async function newest(word: string, clubs: string[], thrice = false) {
  const res = await t.db.execute<{ id: string; body: string }>(sql`
    SELECT id, body FROM posts WHERE body ILIKE ${`%${word}%`}
      AND club_id IN (${sql.join(
        clubs.map((c) => sql`${c}`),
        sql`, `,
      )})
    ORDER BY created_at DESC LIMIT ${SEARCH_KIND_MAX}`);
  return res.rows.filter((r) => !thrice || r.body.endsWith(`${word} ${word}`)).map((r) => r.id);
}

/** Both callers' answers, through the GIN index (no statistics) and through the plan the statistics give. */
async function bothWays(q: string) {
  forgetStats(t.db);
  await t.db.execute(sql`DELETE FROM pg_statistic WHERE starelid = 'posts_search'::regclass`);
  expect((await plansFor(t.db, ['post'], [q])).post).toEqual({});
  const byIndex = { member: await pages(q, member), admin: await pages(q, admin) };
  await t.db.execute(sql`ANALYZE posts_search`);
  forgetStats(t.db);
  const plan = (await plansFor(t.db, ['post'], [q])).post!;
  return { byIndex, planned: { member: await pages(q, member), admin: await pages(q, admin) }, plan };
}

describe('a word in many rows', () => {
  it('answers and counts the newest SEARCH_KIND_MAX matches of a kind, best first, the same both ways', async () => {
    const { byIndex, planned, plan } = await bothWays('yak');
    // The newest rows hold the word: the walk finds enough there.
    expect(plan.walk).toBeGreaterThan(0);
    expect(plan.walk).toBeLessThan(300);
    expect(planned).toEqual(byIndex);
    for (const who of ['member', 'admin'] as const) {
      expect(planned[who].total).toBe(SEARCH_KIND_MAX);
      expect(planned[who].ids).toHaveLength(SEARCH_KIND_MAX);
    }
    // Best first among the newest: those saying it three times, then the others.
    expect(new Set(planned.member.ids)).toEqual(new Set(await newest('yak', [open])));
    const thrice = new Set(await newest('yak', [open], true));
    expect(thrice.size).toBe(SEARCH_KIND_MAX / 10);
    expect(new Set(planned.member.ids.slice(0, thrice.size))).toEqual(thrice);
    // An admin also finds the hidden community's posts, the newest of all.
    expect(new Set(planned.admin.ids)).toEqual(new Set(await newest('yak', [open, archived])));

    const counts = await t.app.inject({ url: '/api/search/counts?q=yak', headers: member.headers });
    expect(counts.json().posts).toBe(SEARCH_KIND_MAX);
  });

  it('reads a walk that falls short again through the index', async () => {
    // Common in the table, but not in the newest rows the walk reads.
    const { byIndex, planned, plan } = await bothWays('gnu');
    expect(plan.walk).toBeGreaterThan(0);
    expect(planned).toEqual(byIndex);
    expect(new Set(planned.member.ids)).toEqual(new Set(await newest('gnu', [open])));
    expect(planned.admin.total).toBe(SEARCH_KIND_MAX);
    // The walk fell short: the same word now takes the index at once, with the same answer; another word still walks.
    expect((await plansFor(t.db, ['post'], ['gnu'])).post).toEqual({});
    expect({ member: await pages('gnu', member), admin: await pages('gnu', admin) }).toEqual(byIndex);
    expect((await plansFor(t.db, ['post'], ['yak'])).post!.walk).toBeGreaterThan(0);
  });
});
