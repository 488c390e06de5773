import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { multipart, pngBytes } from '../../test/images';

/** The shared cache with articles (tests elsewhere run with the cache off). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let author: Awaited<ReturnType<typeof signedInUser>>;
let reader: Awaited<ReturnType<typeof signedInUser>>;
let clubId: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
  admin = await signedInAdmin(t);
  author = await signedInUser(t, { firstName: 'Writer' });
  reader = await signedInUser(t, { firstName: 'Reader' });
  clubId = await makeClub(t, 'approved');
  await addMember(t, clubId, author.user.id);
  png = await pngBytes(400, 300);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const ids = (res: { json(): unknown }) => (res.json() as { _id: string }[]).map((a) => a._id);
async function write(url: string, headers: Record<string, string>, title: string) {
  const mp = multipart(
    { title, summary: 'What we learned.', body: '<p>Start with the problem.</p>', tag: 'funding' },
    { article_image: { filename: 'a.png', type: 'image/png', data: png } },
  );
  const res = await t.app.inject({ method: 'POST', url, payload: mp.payload, headers: { ...headers, ...mp.headers } });
  expect(res.statusCode).toBe(201);
  const body = res.json() as { _id: string; article?: { _id: string } };
  return body.article?._id ?? body._id;
}

describe('shared cache: articles', () => {
  it('an author sees their pending article at once; everyone sees it once approved', async () => {
    const list = `/api/article/community/${clubId}`;
    expect(ids(await get(list))).toEqual([]);
    expect(ids(await get(list, reader.headers))).toEqual([]);
    const id = await write(`/api/article/create-community/${clubId}`, author.headers, 'Pending for now');

    expect(ids(await get(list, author.headers))).toEqual([id]);
    expect((await get(`/api/article/${id}`, author.headers)).statusCode).toBe(200);
    expect(ids(await get(list))).toEqual([]);
    expect(ids(await get(list, reader.headers))).toEqual([]);
    expect((await get(`/api/article/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/article/${id}`, reader.headers)).statusCode).toBe(404);
    expect(ids(await get('/api/article', author.headers))).not.toContain(id); // public lists: approved only

    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/article/${id}`,
      headers: admin.headers,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    expect(ids(await get(list))).toEqual([id]);
    expect(ids(await get('/api/article'))).toContain(id);
    expect(ids(await get('/api/article', reader.headers))).toContain(id);
    expect((await get(`/api/article/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/club/get/${clubId}`)).json().articlesCount).toBe(1);
  });

  it("members share the visitors' article list, search and featured answers; admins read fresh", async () => {
    await get('/api/article?search=seed');
    expect((await get('/api/article?search=seed', reader.headers)).headers['x-cache']).toBe('hit');
    expect((await get('/api/article/featured', reader.headers)).headers['x-cache']).toBeUndefined();
    expect((await get('/api/article/featured')).headers['x-cache']).toBe('hit');
    expect((await get('/api/article?search=seed', admin.headers)).headers['x-cache']).toBeUndefined();

    const id = await write('/api/article/create-general', admin.headers, 'Raising a Seed Round');
    const found = await get('/api/article?search=seed', reader.headers);
    expect(found.headers['x-cache']).toBeUndefined();
    expect(ids(found)).toContain(id);
  });

  it('search ranks the title above the body', async () => {
    const inBody = await write('/api/article/create-general', admin.headers, 'Notes from the road');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/article/${inBody}`,
      headers: admin.headers,
      payload: { status: 'approved' },
    });
    const inTitle = await write('/api/article/create-general', admin.headers, 'Irrigation pumps that farmers trust');
    const withWordInBody = multipart({
      title: 'Notes from the road',
      summary: 'A trip.',
      body: '<p>We met irrigation engineers.</p>',
      tag: 'travel',
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/article/${inBody}`,
      payload: withWordInBody.payload,
      headers: { ...admin.headers, ...withWordInBody.headers },
    });
    const found = ids(await get('/api/article?search=irrigation'));
    expect(found.indexOf(inTitle)).toBeGreaterThanOrEqual(0);
    expect(found.indexOf(inTitle)).toBeLessThan(found.indexOf(inBody));
  });
});
