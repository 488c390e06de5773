import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { multipart, pngBytes } from '../../test/images';

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
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.body).toContain(`<loc>http://localhost:3000/article/${article._id}/solar-storage-lessons</loc>`);
    expect(res.body).toContain(`<loc>http://localhost:3000/community/${clubId}</loc>`);
    expect(res.body).not.toContain(pending._id);
  });
});
