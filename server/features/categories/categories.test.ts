import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let member: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  member = await signedInUser(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('categories', () => {
  it('creates with a derived unique slug, edits, deactivates and deletes (admin)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: admin.headers,
      payload: { name: 'Health & Care', description: 'x' },
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({ name: 'Health & Care', slug: 'health-care', isActive: true });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/category',
          headers: admin.headers,
          payload: { name: 'health care' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/category', headers: admin.headers, payload: { name: '  ' } })
      ).json().message,
    ).toBe('Category name is required');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/category', headers: member.headers, payload: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/category/${c._id}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(off.json().isActive).toBe(false);
    expect((await get('/api/category')).json().map((x: { slug: string }) => x.slug)).not.toContain('health-care');
    expect(
      (await get('/api/category?includeInactive=true', admin.headers)).json().map((x: { slug: string }) => x.slug),
    ).toContain('health-care');
    expect((await get('/api/category?includeInactive=true', member.headers)).statusCode).toBe(403);
    expect((await get('/api/category?includeInactive=true')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/category/${c._id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/category/${c._id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
    expect((await get('/api/category/active')).json().map((x: { slug: string }) => x.slug)).toEqual(
      expect.arrayContaining(['sdg', 'wash', 'news']),
    );
  });
});

describe('editing a category', () => {
  it('answers 400 to a body that changes nothing', async () => {
    const c = (
      await t.app.inject({
        method: 'POST',
        url: '/api/category',
        headers: admin.headers,
        payload: { name: 'Empty Edit' },
      })
    ).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/category/${c._id}`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send at least one of name, description or isActive.');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/category/${c._id}`,
          headers: admin.headers,
          payload: { description: 'Now described' },
        })
      ).json().description,
    ).toBe('Now described');
  });
});
