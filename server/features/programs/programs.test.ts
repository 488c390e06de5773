import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Program } from '../../../common/schemas/programs';
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
const titles = (res: { json(): unknown }) => (res.json() as Program[]).map((p) => p.title);
const base = { title: 'Founder Fellowship', description: 'Twelve weeks of mentoring.', programType: 'free' };

function create(
  fields: Record<string, string>,
  opts: { image?: { filename: string; type: string; data: Buffer } | null; headers?: Record<string, string> } = {},
) {
  const image = opts.image === undefined ? { filename: 'p.png', type: 'image/png', data: png } : opts.image;
  const mp = multipart(fields, image ? { image } : {});
  return t.app.inject({
    method: 'POST',
    url: '/api/program/create',
    payload: mp.payload,
    headers: { ...(opts.headers ?? admin.headers), ...mp.headers },
  });
}
const toggle = (id: string, headers = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: `/api/program/${id}/toggle-featured`, headers });

describe('POST /program/create', () => {
  it('creates free and paid programs, answering them', async () => {
    const free = await create({
      ...base,
      registrationUrl: 'https://example.org/apply',
      paymentInstructions: 'dropped',
    });
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({
      title: 'Founder Fellowship',
      description: 'Twelve weeks of mentoring.',
      programType: 'free',
      registrationUrl: 'https://example.org/apply',
      paymentInstructions: null,
      isFeatured: false,
      isArchived: false,
      image: expect.stringMatching(/\.webp$/),
    });
    const paid = await create({
      ...base,
      title: 'Growth Bootcamp',
      programType: 'paid',
      paymentInstructions: 'Pay 100 USD by card',
    });
    expect(paid.json()).toMatchObject({
      programType: 'paid',
      paymentInstructions: 'Pay 100 USD by card',
      registrationUrl: null,
    });
  });

  it.each([
    [{ title: '' }, 'Please enter a program title'],
    [{ description: ' ' }, 'Please enter a program description'],
    [{ programType: 'paid' }, 'Payment instructions are required for paid programs'],
    [{ programType: 'premium' }, 'Program type must be free or paid'],
    [{ registrationUrl: 'www' }, 'Please enter a valid registration URL (http or https)'],
  ])('refuses %o: %s', async (change, message) => {
    const res = await create({ ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a missing image, a file that is not an image, and one over 5 MB', async () => {
    expect((await create(base, { image: null })).json()).toMatchObject({
      statusCode: 400,
      message: 'Please upload an image',
    });
    expect(
      (
        await create(base, { image: { filename: 'p.png', type: 'image/png', data: Buffer.from('not an image') } })
      ).json().message,
    ).toBe('Please select a PNG or JPEG image file');
    expect(
      (await create(base, { image: { filename: 'p.png', type: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 1) } }))
        .statusCode,
    ).toBe(413);
  });

  it('is for admins only', async () => {
    expect((await create(base, { headers: {} })).statusCode).toBe(401);
    expect((await create(base, { headers: member.headers })).statusCode).toBe(403);
  });
});

describe('lists, toggle and delete', () => {
  it('toggles featured (no body); the featured list and the admin list with its filter and search follow', async () => {
    const p = (
      await create({ ...base, title: 'Climate Accelerator', description: 'Solar and clean cooking.' })
    ).json() as Program;
    expect(titles(await get('/api/program/featured'))).not.toContain('Climate Accelerator');
    const on = await toggle(p._id);
    expect(on.json()).toMatchObject({ _id: p._id, isFeatured: true });
    expect(titles(await get('/api/program/featured'))).toEqual(['Climate Accelerator']);
    expect(titles(await get('/api/program/featured', member.headers))).toEqual(['Climate Accelerator']);
    expect(titles(await get('/api/program/admin/all?filter=featured', admin.headers))).toEqual(['Climate Accelerator']);
    const all = await get('/api/program/admin/all', admin.headers);
    expect(titles(all)[0]).toBe('Climate Accelerator');
    expect(Number(all.headers['x-total-count'])).toBe(titles(all).length);
    expect(titles(await get('/api/program/admin/all?search=clean%20cooking', admin.headers))).toEqual([
      'Climate Accelerator',
    ]);
    expect(titles(await get('/api/program/admin/all?search=100%25', admin.headers))).toEqual([]);
    expect((await get('/api/program/admin/all?filter=paid', admin.headers)).json().message).toBe(
      'filter must be one of all, featured',
    );
    expect((await toggle(p._id)).json().isFeatured).toBe(false);
    expect(titles(await get('/api/program/featured'))).toEqual([]);
  });

  it('keeps the admin calls for admins: 401, 403 and 404', async () => {
    expect((await get('/api/program/admin/all')).statusCode).toBe(401);
    expect((await get('/api/program/admin/all', member.headers)).statusCode).toBe(403);
    const p = (await create(base)).json() as Program;
    expect((await toggle(p._id, {})).statusCode).toBe(401);
    expect((await toggle(p._id, member.headers)).statusCode).toBe(403);
    expect((await toggle('00000000-0000-4000-8000-000000000000')).json()).toMatchObject({
      statusCode: 404,
      message: 'Program not found',
    });
    const del = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/program/${p._id}`, headers });
    expect((await del({})).statusCode).toBe(401);
    expect((await del(member.headers)).statusCode).toBe(403);
    expect((await del(admin.headers)).json()).toEqual({ message: 'Program deleted successfully' });
    expect((await del(admin.headers)).statusCode).toBe(404);
  });
});
