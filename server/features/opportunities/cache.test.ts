import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Opportunity } from '../../../common/schemas/opportunities';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';
import { makeStartup } from '../../test/startup-factories';

/** The shared cache with opportunities (tests elsewhere run with the cache off). */
type User = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: User;
let owner: User;
let member: User;
let startupId: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
  admin = await signedInAdmin(t);
  owner = await signedInUser(t);
  member = await signedInUser(t);
  startupId = (await makeStartup(t, { ownerId: owner.user.id })).id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: object | undefined, who: User) =>
  t.app.inject({ method, url, payload, headers: who.headers });
const titles = async (url: string, headers: Record<string, string> = {}) =>
  ((await get(url, headers)).json() as Opportunity[]).map((o) => o.title);

describe('shared cache: opportunities', () => {
  it("visitors' and members' cached answers follow every write at once", async () => {
    const list = `/api/opportunities/startup/${startupId}`;
    expect(await titles(list)).toEqual([]);
    expect((await get(list)).headers['x-cache']).toBe('hit');

    const created = await send(
      'POST',
      '/api/opportunities',
      { startup: startupId, title: 'Cached', description: 'D' },
      owner,
    );
    expect(created.statusCode).toBe(201);
    const id = (created.json() as Opportunity)._id;
    expect(await titles(list)).toEqual(['Cached']);
    expect(await titles(list, member.headers)).toEqual(['Cached']);
    expect((await get(`/api/opportunities/${id}`)).json().applicationsCount).toBe(0);
    expect((await get(`/api/opportunities/${id}`)).headers['x-cache']).toBe('hit');

    // An application changes the count shown on the page.
    expect((await send('POST', `/api/opportunities/${id}/apply`, { message: 'Hi' }, member)).statusCode).toBe(201);
    expect((await get(`/api/opportunities/${id}`)).json().applicationsCount).toBe(1);

    // Closing hides it from visitors and members at once; the owner still sees it in their list.
    await send('PATCH', `/api/opportunities/${id}`, { status: 'closed' }, owner);
    expect((await get(`/api/opportunities/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/opportunities/${id}`, member.headers)).statusCode).toBe(404);
    expect(await titles(list)).toEqual([]);
    expect(await titles(list, owner.headers)).toEqual(['Cached']);
    // The owner's answer is kept for them alone: visitors still get the public list.
    expect(await titles(list)).toEqual([]);

    await send('PATCH', `/api/opportunities/${id}`, { status: 'active' }, owner);
    expect(await titles(list)).toEqual(['Cached']);

    // An edit of its fields reaches the cached page and the startup's cached list at once.
    expect((await get(`/api/opportunities/${id}`)).json().title).toBe('Cached');
    expect((await get(`/api/opportunities/${id}`)).headers['x-cache']).toBe('hit');
    const edited = await send('PATCH', `/api/opportunities/${id}`, { title: 'Edited', location: 'Nairobi' }, owner);
    expect(edited.statusCode).toBe(200);
    expect((await get(`/api/opportunities/${id}`)).json()).toMatchObject({ title: 'Edited', location: 'Nairobi' });
    expect((await get(`/api/opportunities/${id}`, member.headers)).json().title).toBe('Edited');
    expect(await titles(list)).toEqual(['Edited']);
    expect(await titles(list, member.headers)).toEqual(['Edited']);

    // The admin rejects the startup (through its own API): its opportunities leave the public answers.
    const rejected = await send(
      'PATCH',
      `/api/startup/${startupId}/verify`,
      { status: 'rejected', rejectionReason: 'Incomplete' },
      admin,
    );
    expect(rejected.statusCode).toBe(200);
    expect((await get(`/api/opportunities/${id}`)).statusCode).toBe(404);
    expect((await get(list)).statusCode).toBe(404);

    await send('PATCH', `/api/startup/${startupId}/verify`, { status: 'verified' }, admin);
    expect((await get(`/api/opportunities/${id}`)).statusCode).toBe(200);
    await send('DELETE', `/api/opportunities/${id}`, undefined, owner);
    expect((await get(`/api/opportunities/${id}`)).statusCode).toBe(404);
    expect(await titles(list)).toEqual([]);
  });
});
