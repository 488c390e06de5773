import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/factories';
import { multipart, pngBytes } from '../../test/images';

/** The shared cache with events and programs (tests elsewhere run with the cache off). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
  admin = await signedInAdmin(t);
  png = await pngBytes(200, 150);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });
const titles = async (url: string) => ((await get(url)).json() as { title: string }[]).map((x) => x.title);
async function post(url: string, fields: Record<string, string>) {
  const mp = multipart(fields, { image: { filename: 'i.png', type: 'image/png', data: png } });
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: mp.payload,
    headers: { ...admin.headers, ...mp.headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string };
}

describe('shared cache: events and programs', () => {
  it("visitors' cached lists follow every write at once", async () => {
    expect(await titles('/api/event')).toEqual([]);
    expect((await get('/api/event')).headers['x-cache']).toBe('hit');
    expect(await titles('/api/event/featured')).toEqual([]);
    const e = await post('/api/event/create', {
      title: 'Cached Event',
      location: 'Kigali',
      date: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(await titles('/api/event')).toEqual(['Cached Event']);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/event/${e._id}`,
      payload: { isFeatured: true },
      headers: admin.headers,
    });
    expect(await titles('/api/event/featured')).toEqual(['Cached Event']);
    await t.app.inject({ method: 'DELETE', url: `/api/event/${e._id}`, headers: admin.headers });
    expect(await titles('/api/event')).toEqual([]);
    expect((await get(`/api/event/${e._id}`)).statusCode).toBe(404);

    expect(await titles('/api/program/featured')).toEqual([]);
    const p = await post('/api/program/create', { title: 'Cached Program', description: 'd' });
    await t.app.inject({ method: 'PATCH', url: `/api/program/${p._id}/toggle-featured`, headers: admin.headers });
    expect(await titles('/api/program/featured')).toEqual(['Cached Program']);
    await t.app.inject({ method: 'DELETE', url: `/api/program/${p._id}`, headers: admin.headers });
    expect(await titles('/api/program/featured')).toEqual([]);
  });
});
