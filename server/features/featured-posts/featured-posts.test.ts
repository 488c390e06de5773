import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';
import { multipart, pngBytes } from '../../test/images';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let member: Awaited<ReturnType<typeof signedInUser>>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  member = await signedInUser(t);
  png = await pngBytes(400, 300);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('featured posts', () => {
  it('admins create (image required), edit (image optional) and delete; everyone reads', async () => {
    const mk = (
      f: Record<string, string>,
      img = true,
      headers = admin.headers,
      method: 'POST' | 'PATCH' = 'POST',
      url = '/api/featured-post',
    ) => {
      const mp = multipart(f, img ? { image: { filename: 'p.png', type: 'image/png', data: png } } : {});
      return t.app.inject({ method, url, payload: mp.payload, headers: { ...headers, ...mp.headers } });
    };
    const res = await mk({ title: 'Demo Day', content: 'Ten startups pitch.', tag: 'Events' });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect((await mk({ title: 'x', content: 'y', tag: 'z' }, false)).json().message).toBe('All fields are required');
    expect((await mk({ title: 'x', content: '', tag: 'z' })).json().message).toBe('All fields are required');
    expect((await mk({ title: 'x', content: 'y', tag: 'z' }, true, member.headers)).statusCode).toBe(403);
    const edited = await mk(
      { title: 'Demo Day 2', content: 'Twelve startups.', tag: 'Events' },
      false,
      admin.headers,
      'PATCH',
      `/api/featured-post/${p._id}`,
    );
    expect(edited.json()).toMatchObject({ title: 'Demo Day 2', image: p.image });
    expect((await get('/api/featured-post')).json()[0].title).toBe('Demo Day 2');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/featured-post/${p._id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
  });
});
