import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInUser } from '../../test/factories';

// The bell's count and the list are kept in the shared cache per member (issue 17's read budgets): with a long
// cache window, each still changes at once when a notification is made for the member or they read one.
type User = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let ama: User;
let kofi: User;
let zainab: User;
let clubId: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '600000' });
  ama = await signedInUser(t, { firstName: 'Ama' });
  kofi = await signedInUser(t, { firstName: 'Kofi' });
  zainab = await signedInUser(t, { firstName: 'Zainab' });
  clubId = await makeClub(t, 'approved');
  for (const u of [ama, kofi, zainab]) await addMember(t, clubId, u.user.id);
});
afterAll(() => t.close());

const call: TestApp['call'] = (...a) => t.call(...a);
const settle = () => t.settle();
const listOf = async (u: User) => (await call('GET', '/api/notifications', u.headers)).json();
const countOf = async (u: User) => (await call('GET', '/api/notifications/unread-count', u.headers)).json().count;

describe('cached notifications', () => {
  it('count and list are kept per member and change at once for a new notification, a regrouped like and reading', async () => {
    const p = (await call('POST', '/api/post/create', ama.headers, { body: 'Cached bell', club: clubId })).json();
    expect(await countOf(ama)).toBe(0);
    expect(await listOf(ama)).toEqual([]);
    expect(await countOf(kofi)).toBe(0);

    // Kept: a row written behind the app's back is not seen until something forgets the member's answers.
    await t.db.execute(sql`INSERT INTO notifications (user_id, type, event_key, url, in_app)
      VALUES (${ama.user.id}, 'new_post', 'behind-the-back', '/', true)`);
    expect(await countOf(ama)).toBe(0);

    await call('POST', `/api/post/comment/${p._id}`, kofi.headers, { body: 'Nice' });
    await settle();
    expect(await countOf(ama)).toBe(2);
    const list = await listOf(ama);
    expect(list.map((n: { type: string }) => n.type).sort()).toEqual(['comment_on_post', 'new_post']);
    expect(await countOf(kofi)).toBe(0);

    await call('POST', `/api/post/like/${p._id}`, kofi.headers);
    await settle();
    expect(await countOf(ama)).toBe(3);
    await call('POST', `/api/post/like/${p._id}`, zainab.headers);
    await settle();
    const liked = (await listOf(ama)).find((n: { type: string }) => n.type === 'post_liked');
    expect(liked.actorCount).toBe(2);

    const read = await call('POST', `/api/notifications/${list[0]._id}/read`, ama.headers);
    expect(read.json().count).toBe(2);
    expect(await countOf(ama)).toBe(2);
    expect((await listOf(ama)).find((n: { _id: string }) => n._id === list[0]._id).readAt).not.toBeNull();

    expect((await call('POST', '/api/notifications/read-all', ama.headers)).json().count).toBe(0);
    expect(await countOf(ama)).toBe(0);
    expect((await listOf(ama)).every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });

  it('the list is kept whole for the member in each of their languages, and changes at once for a new one', async () => {
    const p = (await call('POST', '/api/post/create', kofi.headers, { body: 'Languages', club: clubId })).json();
    await call('POST', `/api/post/comment/${p._id}`, zainab.headers, { body: 'Bonjour' });
    await settle();
    const get = (lang: string) =>
      t.app.inject({ url: '/api/notifications', headers: { ...kofi.headers, 'accept-language': lang } });
    const en = await get('en');
    expect(en.headers['x-cache']).toBeUndefined();
    expect((await get('en')).headers['x-cache']).toBe('hit');
    const fr = await get('fr');
    expect(fr.headers['x-cache']).toBeUndefined(); // not the English answer
    expect(fr.json()[0].text).not.toBe(en.json()[0].text);
    expect((await get('fr')).json()[0].text).toBe(fr.json()[0].text);
    expect(en.headers['x-total-count']).toBe('1');

    await call('POST', `/api/post/comment/${p._id}`, ama.headers, { body: 'Hello' });
    await settle();
    const after = await get('en');
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.headers['x-total-count']).toBe('2');
    expect((await get('en')).headers['x-cache']).toBe('hit');
    expect((await get('fr')).json()).toHaveLength(2);
  });
});
