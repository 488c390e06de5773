import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { multipart, pngBytes } from '../../test/images';
import { readSitemap, sitemapChildren } from '../../test/sitemap';
import { makeOpportunity, makeStartup } from '../../test/startup-factories';
import * as service from './service';

let t: TestApp;
let article: { _id: string; title: string };
let pending: { _id: string };
let clubId: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInAdmin(t);
  const png = await pngBytes();
  const mp = multipart(
    { title: 'Solar & Storage: <Lessons>', summary: 'What "works" in rural grids.', body: '<p>x</p>', tag: 'energy' },
    { article_image: { filename: 'a.png', type: 'image/png', data: png } },
  );
  article = (
    await t.app.inject({
      method: 'POST',
      url: '/api/article/create-general',
      payload: mp.payload,
      headers: { ...admin.headers, ...mp.headers },
    })
  ).json();
  clubId = await makeClub(t, 'approved', 'Energy Founders');
  const member = await signedInUser(t);
  await addMember(t, clubId, member.user.id);
  const mp2 = multipart(
    { title: 'Pending piece', summary: 's', body: '<p>x</p>', tag: 't' },
    { article_image: { filename: 'a.png', type: 'image/png', data: png } },
  );
  pending = (
    await t.app.inject({
      method: 'POST',
      url: `/api/article/create-community/${clubId}`,
      payload: mp2.payload,
      headers: { ...member.headers, ...mp2.headers },
    })
  ).json().article;
});
afterAll(async () => {
  await t.close();
});

describe('feeds', () => {
  it('serves RSS of published articles only', async () => {
    const res = await t.app.inject({ url: '/rss.xml' });
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<title>Solar &amp;amp; Storage: &amp;lt;Lessons&amp;gt;</title>');
    expect(res.body).toContain(`/article/${article._id}/solar-storage-lessons</link>`);
    expect(res.body).not.toContain('Pending piece');
  });

  it('escapes titles and summaries for HTML inside the XML, so markup never comes back to life', async () => {
    const admin = await signedInAdmin(t);
    const mp = multipart(
      {
        title: 'Bold <b>move</b>',
        summary: '<img src=x onerror=alert(1)> & <script>alert(2)</script>',
        body: '<p>x</p>',
        tag: 't',
      },
      { article_image: { filename: 'a.png', type: 'image/png', data: await pngBytes() } },
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/article/create-general',
      payload: mp.payload,
      headers: { ...admin.headers, ...mp.headers },
    });
    const xml = (await t.app.inject({ url: '/rss.xml' })).body;
    expect(xml).toContain('<title>Bold &amp;lt;b&amp;gt;move&amp;lt;/b&amp;gt;</title>');
    expect(xml).toContain(
      '<description>&amp;lt;img src=x onerror=alert(1)&amp;gt; &amp;amp; &amp;lt;script&amp;gt;alert(2)&amp;lt;/script&amp;gt;</description>',
    );
    // What a feed reader gets after unescaping the XML once is escaped HTML: text, not markup.
    const description = /<description>(&amp;lt;img[^<]*)<\/description>/.exec(xml)![1]!;
    const once = description
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
    expect(once).not.toMatch(/<[a-z]/i);
    expect(once).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('serves a sitemap of articles and communities', async () => {
    const xml = await readSitemap(t);
    expect(xml).toContain(`<loc>http://localhost:3000/article/${article._id}/solar-storage-lessons</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/community/${clubId}</loc>`);
    expect(xml).not.toContain(pending._id);
  });

  it('robots.txt points at the sitemap index', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml\n');
  });
});

describe('sitemap index (at most 50,000 addresses a file, the protocol limit)', () => {
  const base = 'http://localhost:3000/sitemap';
  // The English addresses (each page is listed again under /fr: see the languages' test below).
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1]!)
      .filter((l) => !l.startsWith('http://localhost:3000/fr'));
  let shown: string[];
  let hidden: string;
  let opportunity: string;
  let closed: string;
  let unverifiedOpportunity: string;
  beforeAll(async () => {
    // Five verified startups, one a day apart (the pages read them oldest first), and one pending.
    shown = [];
    for (let i = 0; i < 5; i++)
      shown.push((await makeStartup(t, { createdAt: new Date(Date.UTC(2025, 0, 1 + i)) })).id);
    hidden = (await makeStartup(t, { status: 'pending' })).id;
    opportunity = (await makeOpportunity(t, shown[0]!)).id;
    closed = (await makeOpportunity(t, shown[0]!, { status: 'closed' })).id;
    unverifiedOpportunity = (await makeOpportunity(t, hidden)).id;
  });

  it('/sitemap.xml is a <sitemapindex> of one child per kind with public pages, each with its newest change', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><sitemapindex /);
    expect(res.body).not.toContain('<urlset');
    expect(await sitemapChildren(t)).toEqual([
      `${base}/pages.xml`,
      `${base}/communities-1.xml`,
      // No upcoming event here: no events child (only the static pages' child is always listed).
      `${base}/startups-1.xml`,
      `${base}/opportunities-1.xml`,
      `${base}/articles-1.xml`,
    ]);
    expect(res.body).toContain(`<sitemap><loc>${base}/pages.xml</loc></sitemap>`);
    expect(res.body).toMatch(
      new RegExp(`<sitemap><loc>${base}/startups-1.xml</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+Z</lastmod></sitemap>`),
    );
  });

  it('each child lists its own kind: static pages, verified startups, public opportunities', async () => {
    const pages = await t.app.inject({ url: '/sitemap/pages.xml' });
    expect(pages.statusCode).toBe(200);
    expect(pages.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(locs(pages.body)).toContain('http://localhost:3000/');
    expect(locs(pages.body)).toContain('http://localhost:3000/startup');
    expect(locs(pages.body).every((l) => !l.includes('/startup/'))).toBe(true);

    const startupsXml = (await t.app.inject({ url: '/sitemap/startups-1.xml' })).body;
    expect(locs(startupsXml).sort()).toEqual(shown.map((id) => `http://localhost:3000/startup/${id}`).sort());
    expect(startupsXml).not.toContain(hidden);
    expect(startupsXml).toMatch(/<url><loc>[^<]+<\/loc><lastmod>[^<]+<\/lastmod><xhtml:link [^>]+\/>/);

    // Every page in both languages, each naming the other (and the English page as x-default).
    const id = shown[0]!;
    const alternates = `<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/startup/${id}"/><xhtml:link rel="alternate" hreflang="fr" href="http://localhost:3000/fr/startup/${id}"/><xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/startup/${id}"/>`;
    expect(startupsXml).toContain(`<loc>http://localhost:3000/startup/${id}</loc>`);
    expect(startupsXml).toContain(`<loc>http://localhost:3000/fr/startup/${id}</loc>`);
    expect(startupsXml.split(alternates).length - 1).toBe(2);
    expect(pages.body).toContain('<loc>http://localhost:3000/fr</loc>');

    const opportunitiesXml = (await t.app.inject({ url: '/sitemap/opportunities-1.xml' })).body;
    expect(locs(opportunitiesXml)).toEqual([`http://localhost:3000/opportunity/${opportunity}`]);
    expect(opportunitiesXml).not.toContain(closed);
    expect(opportunitiesXml).not.toContain(unverifiedOpportunity);

    const articlesXml = (await t.app.inject({ url: '/sitemap/articles-1.xml' })).body;
    expect(articlesXml).toContain(`/article/${article._id}/solar-storage-lessons</loc>`);
    expect(articlesXml).not.toContain(pending._id);
  });

  it('splits a kind into numbered pages of at most the page size, oldest first, none empty', async () => {
    const index = await service.sitemapIndex(t.ctx, 2);
    const children = locs(index);
    expect(children.filter((l) => l.startsWith(`${base}/startups-`))).toEqual([
      `${base}/startups-1.xml`,
      `${base}/startups-2.xml`,
      `${base}/startups-3.xml`,
    ]);
    expect(children.filter((l) => l.startsWith(`${base}/opportunities-`))).toEqual([`${base}/opportunities-1.xml`]);
    expect(children.some((l) => l.startsWith(`${base}/events-`))).toBe(false);
    expect(children[0]).toBe(`${base}/pages.xml`);

    const pagesOf = await Promise.all([1, 2, 3].map((n) => service.sitemapChild(t.ctx, `startups-${n}`, 2)));
    expect(pagesOf.map((xml) => locs(xml).length)).toEqual([2, 2, 1]);
    expect(pagesOf.flatMap(locs)).toEqual(shown.map((id) => `http://localhost:3000/startup/${id}`));
    await expect(service.sitemapChild(t.ctx, 'startups-4', 2)).rejects.toMatchObject({ statusCode: 404 });

    // Every child the index lists has addresses (the articles too: five sample ones and this file's).
    for (const loc of children) {
      const name = new URL(loc).pathname.replace(/^\/sitemap\/|\.xml$/g, '');
      const xml = await service.sitemapChild(t.ctx, name, 2);
      expect(locs(xml).length).toBeGreaterThan(0);
      expect(locs(xml).length).toBeLessThanOrEqual(name === 'pages' ? 10 : 2);
    }
  });

  it('answers 404 with the error answer for unknown children and pages out of range', async () => {
    for (const name of [
      'nope',
      'startups',
      'startups-0',
      'startups-01',
      'startups-2',
      'startups-x',
      'pages-1',
      'events-1',
      'constructor-1',
      'users-1',
    ]) {
      const res = await t.app.inject({ url: `/sitemap/${name}.xml` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No such sitemap.' });
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBeUndefined();
    }
    expect((await t.app.inject({ url: '/sitemap/startups-1.txt' })).statusCode).toBe(404);
  });
});
