import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, featuredPosts } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedInAdmin } from '../test/factories';
import { multipart, pngBytes } from '../test/images';
import { imageUrlsIn, storedNames } from './uploads';

// Replaced and deleted images leave local storage by the `uploads.delete` job, unless a row still names them
// when it runs (the S3 path: uploads-s3.test.ts).
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const stored = (url: string) => existsSync(path.join(t.dataDir, 'uploads', url.replace('/uploads/', '')));
const fields = { title: 'Raising a Seed Round', summary: 'What we learned.', body: '<p>Start.</p>', tag: 'funding' };

async function send(method: 'POST' | 'PATCH', url: string, image: Buffer, over: Record<string, string> = {}) {
  const mp = multipart(
    { ...fields, ...over },
    { article_image: { filename: 'a.png', type: 'image/png', data: image } },
  );
  const res = await t.app.inject({ method, url, payload: mp.payload, headers: { ...admin.headers, ...mp.headers } });
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return res.json() as { _id: string; article_image: string };
}

describe('replaced and removed images', () => {
  it('removes a replaced article image and its card-sized copy once the job runs', async () => {
    const a = await send('POST', '/api/article/create-general', await pngBytes(1600, 800));
    const small = a.article_image.replace(/-w\d+\.webp$/, '-w640.webp');
    expect(stored(a.article_image) && stored(small)).toBe(true);
    const b = await send('PATCH', `/api/article/${a._id}`, await pngBytes(300, 200));
    expect(b.article_image).not.toBe(a.article_image);
    expect(stored(a.article_image)).toBe(true); // not before the job runs
    await t.ctx.jobs.drain();
    expect(stored(a.article_image) || stored(small)).toBe(false);
    expect(stored(b.article_image)).toBe(true);

    await t.app.inject({ method: 'DELETE', url: `/api/article/${a._id}`, headers: admin.headers });
    await t.ctx.jobs.drain();
    expect(stored(b.article_image)).toBe(false);
  });

  it('keeps an image that another row names when the job runs, in a column or an article body', async () => {
    const a = await send('POST', '/api/article/create-general', await pngBytes(300, 200));
    const c = await send('POST', '/api/article/create-general', await pngBytes(300, 200), { title: 'Other' });
    // Rows that came to name the images after the edits were queued (the job must look when it runs).
    await send('PATCH', `/api/article/${a._id}`, await pngBytes(200, 100));
    await send('PATCH', `/api/article/${c._id}`, await pngBytes(200, 100), { title: 'Other' });
    const [fp] = await t.db.select().from(featuredPosts).limit(1);
    if (fp) await t.db.update(featuredPosts).set({ image: a.article_image }).where(eq(featuredPosts.id, fp.id));
    else await t.db.insert(featuredPosts).values({ title: 'x', content: 'y', tag: 'z', image: a.article_image });
    await t.db
      .update(articles)
      .set({ body: `<p><img src="${c.article_image}"></p>` })
      .where(eq(articles.id, c._id));
    await t.ctx.jobs.drain();
    expect(stored(a.article_image)).toBe(true);
    expect(stored(c.article_image)).toBe(true);
  });

  it('never removes the image a row names after two edits race', async () => {
    const a = await send('POST', '/api/article/create-general', await pngBytes(300, 200));
    const [x, y] = [await pngBytes(210, 100), await pngBytes(220, 100)];
    await Promise.all([send('PATCH', `/api/article/${a._id}`, x), send('PATCH', `/api/article/${a._id}`, y)]);
    await t.ctx.jobs.drain();
    const now = (await t.app.inject({ url: `/api/article/${a._id}` })).json() as { article_image: string };
    expect(stored(now.article_image)).toBe(true);
    expect(stored(a.article_image)).toBe(false);
  });

  it('reads only its own stored names', () => {
    expect(storedNames('/uploads/ab-12-w1200.webp', '/uploads/')).toEqual(['ab-12-w1200.webp', 'ab-12-w640.webp']);
    expect(storedNames('/uploads/../db/PG_VERSION', '/uploads/')).toBeUndefined();
    expect(storedNames('https://elsewhere.example/uploads/a-w10.webp', '/uploads/')).toBeUndefined();
    expect([...imageUrlsIn('<img src="/uploads/a-w10.webp"><img src="https://x/uploads/b-w5.webp">')]).toEqual([
      '/uploads/a-w10.webp',
      'https://x/uploads/b-w5.webp',
    ]);
  });
});
