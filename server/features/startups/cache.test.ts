import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';
import { multipart, pngBytes } from '../../test/images';

/** The shared cache with startups (tests elsewhere run with the cache off). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
  admin = await signedInAdmin(t);
  owner = await signedInUser(t);
  png = await pngBytes(100, 100);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const names = async (url: string, headers: Record<string, string> = {}) =>
  ((await get(url, headers)).json() as { name: string }[]).map((x) => x.name);
const fields = { name: 'Cached Startup', description: 'd', industry: 'Energy', location: 'Accra, Ghana' };

describe('shared cache: startups', () => {
  it("cached public answers follow every write at once; the owner's own answer too", async () => {
    expect(await names('/api/startup')).toEqual([]);
    expect((await get('/api/startup')).headers['x-cache']).toBe('hit');
    expect((await get('/api/startup/stats')).json()).toEqual({ startups: 0, industries: 0 });

    const mp = multipart(fields, { logo: { filename: 'l.png', type: 'image/png', data: png } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/startup/create',
      payload: mp.payload,
      headers: { ...owner.headers, ...mp.headers },
    });
    const id = created.json()._id as string;
    expect(await names('/api/startup/my-startups', owner.headers)).toEqual(['Cached Startup']);
    expect((await get(`/api/startup/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/startup/${id}`, owner.headers)).json().status).toBe('pending');

    await t.app.inject({ method: 'PATCH', url: `/api/startup/${id}/verify`, payload: {}, headers: admin.headers });
    expect(await names('/api/startup')).toEqual(['Cached Startup']);
    expect((await get('/api/startup/stats')).json()).toEqual({ startups: 1, industries: 1 });
    expect((await get(`/api/startup/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/startup/${id}`, owner.headers)).json().status).toBe('verified');

    await t.app.inject({ method: 'POST', url: `/api/startup/${id}/follow`, headers: owner.headers });
    expect((await get(`/api/startup/${id}`, owner.headers)).json()).toMatchObject({
      isFollowing: true,
      followersCount: 1,
    });
    expect((await get(`/api/startup/${id}`)).json().followersCount).toBe(1);
    await t.app.inject({ method: 'POST', url: `/api/startup/${id}/watchlist`, headers: owner.headers });
    expect(await names('/api/startup/watchlist', owner.headers)).toEqual(['Cached Startup']);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/startup/${id}`,
      payload: { name: 'Renamed Startup' },
      headers: owner.headers,
    });
    expect(await names('/api/startup')).toEqual(['Renamed Startup']);
    expect((await get(`/api/startup/${id}`)).json().name).toBe('Renamed Startup');

    await t.app.inject({ method: 'DELETE', url: `/api/startup/${id}`, headers: admin.headers });
    expect(await names('/api/startup')).toEqual([]);
    expect((await get(`/api/startup/${id}`)).statusCode).toBe(404);
    expect(await names('/api/startup/my-startups', owner.headers)).toEqual([]);
  });
});
