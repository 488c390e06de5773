import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLD_FROM, foldText, SEARCH_KINDS } from '../../../common/search';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { makeOpportunity, makeStartup } from '../../test/startup-factories';
import { makeArticle, makeEvent, makePost, makeProgram } from './fixtures';
import * as q from './queries';
import { termsOf } from './service';

let t: TestApp;
let member: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp();
  [member, admin] = await Promise.all([signedInUser(t), signedInAdmin(t)]);
  clubId = await makeClub(t, 'approved', 'Zebrafin builders');
});
afterAll(() => t.close());

const search = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/search?${query}`, headers });
const titles = (res: { json: () => unknown }) => (res.json() as Array<{ title: string }>).map((r) => r.title);

describe('GET /api/search', () => {
  it('finds every kind, each with its title, page, date and total', async () => {
    const startup = await makeStartup(t, { name: 'Zebrafin Pay' });
    await Promise.all([
      makeArticle(t, { title: 'Zebrafin in Lagos' }),
      makePost(t, clubId, member.user.id, 'Who else builds on zebrafin rails?'),
      makeEvent(t, { title: 'Zebrafin meetup' }),
      makeProgram(t, { title: 'Zebrafin accelerator' }),
      makeOpportunity(t, startup.id, { title: 'Zebrafin engineer' }),
    ]);
    const res = await search('q=zebrafin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('7');
    const rows = res.json() as Array<{ kind: string; _id: string; url: string; date: string; excerpt: string }>;
    expect(rows.map((r) => r.kind).sort()).toEqual([...SEARCH_KINDS].sort());
    const of = (kind: string) => rows.find((r) => r.kind === kind)!;
    expect(of('community').url).toBe(`/community/${clubId}`);
    expect(of('post')).toMatchObject({
      title: 'Who else builds on zebrafin rails?',
      url: `/community/${clubId}?comments=${of('post')._id}#post-${of('post')._id}`,
      excerpt: 'Who else builds on <mark>zebrafin</mark> rails?',
    });
    expect(of('article').url).toBe(`/article/${of('article')._id}/zebrafin-in-lagos`);
    expect(of('event').url).toBe(`/event/${of('event')._id}`);
    expect(of('program').url).toBe('/#programs');
    expect(of('startup').url).toBe(`/startup/${startup.id}`);
    expect(of('opportunity').url).toBe(`/opportunity/${of('opportunity')._id}`);
    for (const r of rows) expect(new Date(r.date).toISOString()).toBe(r.date);

    const counts = await t.app.inject({ url: '/api/search/counts?q=zebrafin' });
    expect(counts.json()).toEqual({
      articles: 1,
      communities: 1,
      posts: 1,
      events: 1,
      programs: 1,
      startups: 1,
      opportunities: 1,
    });
    const posts = await search('q=zebrafin&type=posts');
    expect(posts.headers['x-total-count']).toBe('1');
    expect((posts.json() as Array<{ kind: string }>).map((r) => r.kind)).toEqual(['post']);
    const paged = await search('q=zebrafin&limit=3&page=3');
    expect(paged.headers['x-total-count']).toBe('7');
    expect((paged.json() as unknown[]).length).toBe(1);
  });

  it('ranks a title match before a summary match before a body match, then the newer first', async () => {
    const day = 86_400_000;
    // However often a body says it, a summary's or a title's word ranks first; more often ranks a body higher.
    await makeArticle(t, { title: 'Roundup', bodyText: 'Quokkatech news. '.repeat(8), createdAt: new Date() });
    await makeArticle(t, { title: 'Notes', bodyText: 'About quokkatech.', createdAt: new Date(Date.now() - day) });
    await makeArticle(t, { title: 'Quokkatech rising', createdAt: new Date(Date.now() - 3 * day) });
    await makeArticle(t, { title: 'Digest', summary: 'Quokkatech weekly.', createdAt: new Date(Date.now() - 2 * day) });
    await makeArticle(t, { title: 'Quokkatech today', createdAt: new Date(Date.now() - 2 * day) });
    expect(titles(await search('q=quokkatech'))).toEqual([
      'Quokkatech today',
      'Quokkatech rising',
      'Digest',
      'Roundup',
      'Notes',
    ]);
  });

  it("takes an article's excerpt from its summary, else its body, else the summary's start", async () => {
    const body = `${'Long introduction without the word. '.repeat(20)}Then a wombatpay launch and more wombatpay.`;
    await makeArticle(t, { title: 'In the body', summary: 'Nothing here.', bodyText: body });
    await makeArticle(t, {
      title: 'In the summary',
      summary: 'Wombatpay weekly.',
      bodyText: `Also wombatpay. ${body}`,
    });
    await makeArticle(t, { title: 'Wombatpay in the title', summary: 'Only a summary.', bodyText: 'Plain body.' });
    await makeArticle(t, { title: 'No summary', summary: '', bodyText: 'The body starts here. Wombatpay.' });
    const rows = (await search('q=wombatpay extra&type=articles')).json() as unknown[];
    expect(rows).toEqual([]); // every word required
    const found = (await search('q=wombat&type=articles')).json() as Array<{ title: string; excerpt: string }>;
    const excerpt = Object.fromEntries(found.map((r) => [r.title, r.excerpt]));
    expect(excerpt['In the body']).toMatch(
      /^….*Then a <mark>wombatpay<\/mark> launch and more <mark>wombatpay<\/mark>\.$/,
    );
    expect(excerpt['In the summary']).toBe('<mark>Wombatpay</mark> weekly.');
    expect(excerpt['Wombatpay in the title']).toBe('Only a summary.');
    expect(excerpt['No summary']).toBe('The body starts here. <mark>Wombatpay</mark>.');
    // The body is read only where the excerpt needs it.
    const terms = termsOf(['wombat'], {});
    const read = await q.search(t.db, ['article'], terms, { admin: true }, { page: 1, limit: 20 }, {});
    const bodies = Object.fromEntries(read.rows.map((r) => [r.title, r.body !== null]));
    expect(bodies).toEqual({
      'In the body': true,
      'In the summary': false,
      'Wombatpay in the title': false,
      'No summary': true,
    });
  });

  it('takes the last word as a prefix and the others whole or with -s, every word required', async () => {
    await makeArticle(t, { title: 'Agritech in Kisumu', summary: 'Farm credit for startups.' });
    await makeArticle(t, { title: 'Agriculture fairs' });
    expect(titles(await search('q=agri')).sort()).toEqual(['Agriculture fairs', 'Agritech in Kisumu']);
    expect(titles(await search('q=kisumu%20agri'))).toEqual(['Agritech in Kisumu']);
    expect(titles(await search('q=kisumu%20agrx'))).toEqual([]);
    // Not the last word: whole ('kisu' is not 'kisumu'), or its plural ('startup' finds 'startups').
    expect(titles(await search('q=kisu%20agri'))).toEqual([]);
    expect(titles(await search('q=farms%20kisumu'))).toEqual([]);
    const [hit] = (await search('q=startup%20farm')).json() as Array<{ title: string; excerpt: string }>;
    expect(hit?.title).toBe('Agritech in Kisumu');
    // The excerpt marks what the query matched: 'farm' (last, a prefix) and 'startups' (startup's plural).
    expect(hit?.excerpt).toBe('<mark>Farm</mark> credit for <mark>startups</mark>.');
    const [other] = (await search('q=farm%20cred')).json() as Array<{ excerpt: string }>;
    expect(other?.excerpt).toBe('<mark>Farm</mark> <mark>credit</mark> for startups.');
  });

  it('ignores accents and case, and finds d’Ivoire as divoire, d ivoire or d’ivoire', async () => {
    await makeArticle(t, { title: "Fintech in Côte d'Ivoire", summary: 'ÉCOLE numérique à Abidjan.' });
    for (const q of ['cote divoire', 'COTE D IVOIRE', "côte d'ivoire", 'Côte d’Ivoire', 'ecole numerique']) {
      expect(titles(await search(`q=${encodeURIComponent(q)}`)), q).toEqual(["Fintech in Côte d'Ivoire"]);
    }
    const [hit] = (await search('q=numerique')).json() as Array<{ excerpt: string }>;
    expect(hit!.excerpt).toBe('ÉCOLE <mark>numérique</mark> à Abidjan.');
  });

  it('folds accents in the database exactly as common/search.ts does for queries', async () => {
    const sample = `${FOLD_FROM} Straße ŒUVRE ẹ́kọ́ İSTANBUL`;
    const res = await t.db.execute<{ f: string }>(sql`SELECT search_fold(${sample}) AS f`);
    expect(res.rows[0]!.f).toBe(foldText(sample));
  });

  it('escapes stored markup in excerpts: marks around the matched words are the only tags', async () => {
    await makePost(t, clubId, member.user.id, '<script>alert("xss")</script> <b>Okapi</b> & okapis rock');
    const [hit] = (await search('q=okapi')).json() as Array<{ excerpt: string; title: string }>;
    expect(hit!.excerpt).toBe(
      '&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt; &lt;b&gt;<mark>Okapi</mark>&lt;/b&gt; &amp; <mark>okapis</mark> rock',
    );
    expect(hit!.excerpt.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(hit!.title).toBe('<script>alert("xss")</script> <b>Okapi</b> & okapis rock');
  });

  it('answers an empty list for an empty, one-character or wordless q', async () => {
    for (const q of ['', 'a', '%20%20', '!!!']) {
      const res = await search(`q=${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
    }
    expect((await t.app.inject({ url: '/api/search/counts?q=a' })).json()).toMatchObject({ articles: 0, posts: 0 });
  });

  it('refuses a type not offered (naming it), a q over 200 characters and a bad limit', async () => {
    const type = await search('q=lagos&type=videos');
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toContain("'videos'");
    const long = await search(`q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('200');
    expect((await t.app.inject({ url: `/api/search/counts?q=${'a'.repeat(201)}` })).statusCode).toBe(400);
    expect((await search('q=lagos&limit=101')).statusCode).toBe(400);
    expect((await search('q=lagos&limit=0')).statusCode).toBe(400);
    expect((await search(`q=${'a'.repeat(200)}`)).statusCode).toBe(200);
  });

  it('is described in /api/docs', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'type', 'page', 'limit']),
    );
    expect(doc.paths['/api/search/counts'].get).toBeDefined();
  });

  it('admins find what others cannot', async () => {
    await makeProgram(t, { title: 'Gnuhub draft program', isFeatured: false });
    expect(titles(await search('q=gnuhub'))).toEqual([]);
    expect(titles(await search('q=gnuhub', admin.headers))).toEqual(['Gnuhub draft program']);
  });
});

describe('with the shared cache on', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
  });
  afterAll(() => c.close());

  it('serves visitors from the cache, while an author finds a new item at once', async () => {
    const author = await signedInUser(c);
    const club = await makeClub(c, 'approved');
    await addMember(c, club, author.user.id);
    const first = await c.app.inject({ url: '/api/search?q=pangolin' });
    expect(first.json()).toEqual([]);
    expect((await c.app.inject({ url: '/api/search?q=pangolin' })).headers['x-cache']).toBe('hit');
    const created = await c.app.inject({
      method: 'POST',
      url: '/api/post/create',
      headers: author.headers,
      payload: { body: 'Pangolin payments launch', club },
    });
    expect(created.statusCode).toBe(201);
    const mine = await c.app.inject({ url: '/api/search?q=pangolin', headers: author.headers });
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(titles(mine)).toEqual(['Pangolin payments launch']);
    const pending = await makeStartup(c, { name: 'Pangolin Labs', status: 'pending', ownerId: author.user.id });
    const again = await c.app.inject({ url: '/api/search?q=pangolin&type=startups', headers: author.headers });
    expect((again.json() as Array<{ _id: string }>).map((r) => r._id)).toEqual([pending.id]);
  });
});
