import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';
import { jpegBytes, multipart, pngBytes } from '../../test/images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchProfile = (headers: Record<string, string>, fields: Record<string, string>, files = {}) => {
  const mp = multipart(fields, files);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    payload: mp.payload,
    headers: { ...headers, ...mp.headers },
  });
};

describe('GET /api/user/loggedIn', () => {
  it('answers the caller, and 401 without a token', async () => {
    const u = await signedInUser(t, { firstName: 'Kofi' });
    const res = await t.app.inject({ url: '/api/user/loggedIn', headers: u.headers });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      _id: u.user.id,
      first_name: 'Kofi',
      last_name: 'Obi',
      name: 'Kofi Obi',
      email: u.email,
      roles: ['user'],
    });
    expect(me).not.toHaveProperty('passwordHash');
    expect(new Date(me.createdAt).toISOString()).toBe(me.createdAt);
    expect((await t.app.inject({ url: '/api/user/loggedIn' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/user/profile', () => {
  it('updates the fields and stores the picture re-encoded as WebP at 256 px', async () => {
    const u = await signedInUser(t);
    const res = await patchProfile(
      u.headers,
      { first_name: 'Zainab', last_name: 'Bello', phone_number: '+234 1', email: u.email },
      {
        profileImage: { filename: 'me.jpg', type: 'image/jpeg', data: await jpegBytes(800, 600) },
      },
    );
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({ first_name: 'Zainab', last_name: 'Bello', phone_number: '+234 1' });
    expect(me.profileImage).toMatch(/^\/uploads\/[0-9a-f-]+-w\d+\.webp$/);
    const file = path.join(t.dataDir, me.profileImage);
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it('decides the type by the bytes, not the name', async () => {
    const u = await signedInUser(t);
    const fake = await patchProfile(
      u.headers,
      { first_name: 'A' },
      {
        profileImage: { filename: 'me.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)></svg>') },
      },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Please select a valid image file (JPEG, PNG, or JPG)');
    const realPngNamedTxt = await patchProfile(
      u.headers,
      {},
      { profileImage: { filename: 'x.txt', type: 'text/plain', data: await pngBytes() } },
    );
    expect(realPngNamedTxt.statusCode).toBe(200);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const u = await signedInUser(t);
    const res = await patchProfile(
      u.headers,
      {},
      {
        profileImage: { filename: 'big.png', type: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
      },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File too large. The maximum size is 5MB.');
  });

  it('validates fields, refuses a taken email, needs a signed-in caller and multipart', async () => {
    const u = await signedInUser(t);
    const other = await signedInUser(t);
    expect((await patchProfile(u.headers, { first_name: '  ' })).json().message).toBe('first_name is required');
    expect((await patchProfile(u.headers, { email: 'nope' })).statusCode).toBe(400);
    const taken = await patchProfile(u.headers, { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect((await patchProfile({}, { first_name: 'X' })).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { first_name: 'X' },
      headers: u.headers,
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('admin user lists', () => {
  it('lists users with search, status filter, pagination and X-Total-Count; counts them', async () => {
    const admin = await signedInAdmin(t);
    await signedInUser(t, { firstName: 'Searchable', email: 'findme-1@example.com' });
    await signedInUser(t, { firstName: 'Searchable', email: 'findme-2@example.com' });
    await signedInUser(t, { status: 'suspended', email: 'suspended-1@example.com' });

    const found = await t.app.inject({ url: '/api/user?search=searchable', headers: admin.headers });
    expect(found.statusCode).toBe(200);
    expect(
      found
        .json()
        .map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(['findme-1@example.com', 'findme-2@example.com']);
    expect(found.headers['x-total-count']).toBe('2');

    const page = await t.app.inject({ url: '/api/user?limit=1&page=2&search=findme', headers: admin.headers });
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('2');

    const suspended = await t.app.inject({ url: '/api/user?status=suspended', headers: admin.headers });
    expect(suspended.json().every((u: { status: string }) => u.status === 'suspended')).toBe(true);

    const staff = await t.app.inject({ url: '/api/user/staff', headers: admin.headers });
    expect(
      staff.json().every((u: { roles: string[] }) => u.roles.some((r) => r === 'admin' || r === 'SuperAdmin')),
    ).toBe(true);

    const counts = (await t.app.inject({ url: '/api/user/count', headers: admin.headers })).json();
    const all = Number(
      (await t.app.inject({ url: '/api/user?limit=1', headers: admin.headers })).headers['x-total-count'],
    );
    expect(counts.totalCount).toBe(all);
    expect(counts.suspendedCount).toBeGreaterThanOrEqual(1);
    expect(counts.activeCount + counts.suspendedCount).toBeLessThanOrEqual(counts.totalCount);
  });

  it.each(['/api/user', '/api/user/staff', '/api/user/count'])('%s: 401 anonymous, 403 for role user', async (url) => {
    const u = await signedInUser(t);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: u.headers })).statusCode).toBe(403);
  });

  it('refuses a limit over 100 and a bad page with 400', async () => {
    const admin = await signedInAdmin(t);
    const res = await t.app.inject({ url: '/api/user?limit=500', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('limit must be at most 100');
    expect((await t.app.inject({ url: '/api/user?page=abc', headers: admin.headers })).statusCode).toBe(400);
  });
});
