// Following startups, the watchlist, and views counted.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Startup } from '../../../common/schemas/startups';
import { startupViews } from '../../db/schema';
import { admin, get, names, other, owner, ownerCreate, send, setUpStartups, t, verified } from './startup-fixture';

setUpStartups();

describe('follow, watchlist and views', () => {
  let s: Startup;
  beforeAll(async () => {
    s = await verified({ name: 'Followable' });
  });

  it('follow is counted and public; twice counts once; unfollow', async () => {
    expect((await send('POST', `/api/startup/${s._id}/follow`)).statusCode).toBe(401);
    expect((await send('POST', `/api/startup/${s._id}/follow`, owner)).json()).toEqual({
      isFollowing: true,
      followersCount: 1,
    });
    expect((await send('POST', `/api/startup/${s._id}/follow`, owner)).json()).toEqual({
      isFollowing: true,
      followersCount: 1,
    });
    expect((await send('POST', `/api/startup/${s._id}/follow`, other)).json().followersCount).toBe(2);
    expect((await get(`/api/startup/${s._id}`)).json().followersCount).toBe(2);
    expect((await get(`/api/startup/${s._id}`)).json().isFollowing).toBeUndefined();
    expect((await get(`/api/startup/${s._id}`, owner)).json()).toMatchObject({
      isFollowing: true,
      isWatchlisted: false,
    });
    expect((await send('DELETE', `/api/startup/${s._id}/follow`, other)).json()).toEqual({
      isFollowing: false,
      followersCount: 1,
    });
    expect((await send('DELETE', `/api/startup/${s._id}/follow`, other)).json().followersCount).toBe(1);
  });

  it('the watchlist is private to its user', async () => {
    expect((await send('POST', `/api/startup/${s._id}/watchlist`, owner)).json()).toEqual({ isWatchlisted: true });
    expect(names(await get('/api/startup/watchlist', owner))).toEqual(['Followable']);
    expect((await get('/api/startup/watchlist', owner)).headers['x-total-count']).toBe('1');
    expect(names(await get('/api/startup/watchlist', other))).toEqual([]);
    expect((await get('/api/startup/watchlist')).statusCode).toBe(401);
    expect((await get(`/api/startup/${s._id}`, owner)).json().isWatchlisted).toBe(true);
    expect((await send('DELETE', `/api/startup/${s._id}/watchlist`, owner)).json()).toEqual({ isWatchlisted: false });
    expect(names(await get('/api/startup/watchlist', owner))).toEqual([]);
  });

  it('cannot follow or watch a hidden startup', async () => {
    const hidden = (await ownerCreate({ name: 'Hidden Follow' })).json() as Startup;
    expect((await send('POST', `/api/startup/${hidden._id}/follow`, other)).statusCode).toBe(404);
    expect((await send('POST', `/api/startup/${hidden._id}/watchlist`, other)).statusCode).toBe(404);
  });

  it('views count once per visitor per day; bots are not counted', async () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36' };
    const v1 = await send('POST', `/api/startup/${s._id}/view`, undefined, undefined, browser);
    expect(v1.json()).toEqual({ counted: true, viewsCount: 1 });
    expect((await send('POST', `/api/startup/${s._id}/view`, undefined, undefined, browser)).json()).toEqual({
      counted: false,
      viewsCount: 1,
    });
    expect((await send('POST', `/api/startup/${s._id}/view`, owner, undefined, browser)).json()).toEqual({
      counted: true,
      viewsCount: 2,
    });
    expect((await send('POST', `/api/startup/${s._id}/view`, owner, undefined, browser)).json().counted).toBe(false);
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    expect((await send('POST', `/api/startup/${s._id}/view`, undefined, undefined, bot)).json()).toEqual({
      counted: false,
      viewsCount: 2,
    });
    const script = { 'user-agent': 'curl/8.5.0' };
    expect((await send('POST', `/api/startup/${s._id}/view`, undefined, undefined, script)).json().counted).toBe(false);
    // Another visitor (another address) counts.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/startup/${s._id}/view`,
      headers: browser,
      remoteAddress: '10.1.2.3',
    });
    expect(elsewhere.json()).toEqual({ counted: true, viewsCount: 3 });
    expect((await get(`/api/startup/${s._id}`)).json().viewsCount).toBe(3);
  });

  it("keeps no visitor's address, and forgets view records of days before yesterday", async () => {
    const v = (await ownerCreate({ name: 'Viewed Daily' })).json() as Startup;
    await send('PATCH', `/api/startup/${v._id}/verify`, admin, {});
    const old = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(startupViews).values([
      { startupId: v._id, visitor: 'a:old', day: old },
      { startupId: v._id, visitor: 'a:yesterday', day: yesterday },
    ]);
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36' };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/startup/${v._id}/view`,
      headers: browser,
      remoteAddress: '10.9.8.7',
    });
    expect(res.json().counted).toBe(true);
    const rows = await t.db.select().from(startupViews).where(eq(startupViews.startupId, v._id));
    expect(rows.map((r) => r.visitor).sort()).toEqual(
      ['a:yesterday', expect.stringMatching(/^a:[0-9a-f]{32}$/)].sort(),
    );
    const plain = createHash('sha256').update(`10.9.8.7|${browser['user-agent']}`).digest('hex');
    expect(rows.some((r) => plain.startsWith(r.visitor.slice(2)) || r.visitor.includes('10.9.8.7'))).toBe(false);
  });
});
