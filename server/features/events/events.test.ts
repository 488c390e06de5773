import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../../common/schemas/events';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';
import { jpegBytes, multipart, pngBytes } from '../../test/images';
import { insertEvent } from './queries';

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

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const titles = (res: { json(): unknown }) => (res.json() as Event[]).map((e) => e.title);

function create(
  fields: Record<string, string>,
  opts: { image?: { filename: string; type: string; data: Buffer } | null; headers?: Record<string, string> } = {},
) {
  const image = opts.image === undefined ? { filename: 'e.png', type: 'image/png', data: png } : opts.image;
  const mp = multipart(fields, image ? { image } : {});
  return t.app.inject({
    method: 'POST',
    url: '/api/event/create',
    payload: mp.payload,
    headers: { ...(opts.headers ?? admin.headers), ...mp.headers },
  });
}
const base = { title: 'Founders Breakfast', location: 'Lagos', date: inDays(3), eventType: 'free' };

/** A past event cannot be created through the API (its date is refused), so it is written directly. */
const pastEvent = (title: string, extra: Partial<Parameters<typeof insertEvent>[1]> = {}) =>
  insertEvent(t.db, {
    title,
    location: 'Accra',
    date: new Date(Date.now() - 2 * DAY),
    image: '/uploads/x.webp',
    ...extra,
  });

describe('POST /event/create', () => {
  it('creates a free event with its image stored as WebP, answering it', async () => {
    const res = await create({
      ...base,
      description: 'Coffee and pitches',
      registrationUrl: 'https://lu.ma/breakfast',
      paymentInstructions: 'ignored for free events',
      createdBy: 'placeholder',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Founders Breakfast',
      description: 'Coffee and pitches',
      location: 'Lagos',
      date: base.date,
      eventType: 'free',
      registrationUrl: 'https://lu.ma/breakfast',
      paymentInstructions: null,
      isFeatured: false,
      isArchived: false,
      createdBy: admin.user.id,
      image: expect.stringMatching(/^\/uploads\/.+\.webp$/),
    });
  });

  it('creates a paid event with payment instructions, and a JPEG image', async () => {
    const res = await create(
      { ...base, title: 'Investor Summit', eventType: 'paid', paymentInstructions: 'Transfer 5,000 NGN to ...' },
      { image: { filename: 'e.jpg', type: 'image/jpeg', data: await jpegBytes(200, 150) } },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      eventType: 'paid',
      paymentInstructions: 'Transfer 5,000 NGN to ...',
      description: '',
      registrationUrl: null,
    });
  });

  it.each([
    [{ title: '' }, 'Please enter an event title'],
    [{ location: '  ' }, 'Please enter an event location'],
    [{ date: '' }, 'Please select an event date'],
    [{ date: '12/01/2030' }, 'Please select a valid event date'],
    [{ date: new Date(Date.now() - 60_000).toISOString() }, 'Event date cannot be in the past'],
    [{ eventType: 'paid' }, 'Please provide payment instructions for paid events'],
    [{ eventType: 'donation' }, 'Event type must be free or paid'],
    [{ registrationUrl: 'register here' }, 'Please enter a valid registration URL (http or https)'],
  ])('refuses %o: %s', async (change, message) => {
    const res = await create({ ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a missing image, an image that is not PNG or JPEG by its bytes, and a file over 5 MB', async () => {
    expect((await create(base, { image: null })).json()).toMatchObject({
      statusCode: 400,
      message: 'Please select an image for the event',
    });
    const fake = await create(base, {
      image: { filename: 'e.png', type: 'image/png', data: Buffer.from('GIF89a not a png') },
    });
    expect(fake.json()).toMatchObject({ statusCode: 400, message: 'Please select a PNG or JPEG image file' });
    const big = await create(base, {
      image: { filename: 'e.png', type: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 1) },
    });
    expect(big.statusCode).toBe(413);
  });

  it('is for admins only: 401 signed out, 403 for members', async () => {
    expect((await create(base, { headers: {} })).statusCode).toBe(401);
    expect((await create(base, { headers: member.headers })).statusCode).toBe(403);
  });
});

describe('lists (decision 16: past events are archived)', () => {
  it('GET /event gives the public upcoming events soonest first; admins every event and the five filters', async () => {
    const mk = async (title: string, days: number, type = 'free') =>
      (
        await create({ ...base, title, date: inDays(days), eventType: type, paymentInstructions: 'Pay at the door' })
      ).json() as Event;
    await mk('L-later', 20);
    const soon = await mk('L-soon', 10, 'paid');
    await pastEvent('L-past');
    await pastEvent('L-marked', { date: new Date(Date.now() + 5 * DAY), isArchived: true });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/event/${soon._id}`,
          payload: { isFeatured: true },
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);

    const only = (res: { json(): unknown }) => titles(res).filter((x) => x.startsWith('L-'));
    const pub = await get('/api/event');
    expect(only(pub)).toEqual(['L-soon', 'L-later']);
    expect((pub.json() as Event[]).every((e) => !e.isArchived)).toBe(true);
    expect(only(await get('/api/event', member.headers))).toEqual(['L-soon', 'L-later']);
    expect(only(await get('/api/event?filter=archived'))).toEqual([]);

    const all = await get('/api/event', admin.headers);
    expect(only(all)).toEqual(['L-later', 'L-soon', 'L-marked', 'L-past']);
    expect((all.json() as Event[]).find((e) => e.title === 'L-past')!.isArchived).toBe(true);
    expect(Number(all.headers['x-total-count'])).toBe((all.json() as Event[]).length);
    expect(only(await get('/api/event?filter=all', admin.headers))).toEqual(['L-soon', 'L-later']);
    expect(only(await get('/api/event?filter=archived', admin.headers))).toEqual(['L-marked', 'L-past']);
    expect(only(await get('/api/event?filter=featured', admin.headers))).toEqual(['L-soon']);
    expect(only(await get('/api/event?filter=paid', admin.headers))).toEqual(['L-soon']);
    expect(only(await get('/api/event?filter=free', admin.headers))).toEqual(['L-later']);
    expect((await get('/api/event?filter=old')).json().message).toBe(
      'filter must be one of all, featured, free, paid, archived',
    );

    const page = await get('/api/event?limit=1&page=2');
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it('GET /event/featured lists featured upcoming events only (a featured event leaves it once past)', async () => {
    await pastEvent('F-past-featured', { isFeatured: true });
    const res = await get('/api/event/featured');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toContain('L-soon');
    expect(titles(res)).not.toContain('F-past-featured');
    expect((res.json() as Event[]).every((e) => e.isFeatured && !e.isArchived)).toBe(true);
  });

  it('GET /event/{id} answers one event, archived ones with isArchived, 404 for an unknown id', async () => {
    const past = await pastEvent('G-past');
    expect((await get(`/api/event/${past.id}`)).json()).toMatchObject({ title: 'G-past', isArchived: true });
    expect((await get('/api/event/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({
      statusCode: 404,
      message: 'Event not found',
    });
    expect((await get('/api/event/nope')).statusCode).toBe(400);
  });
});

describe('PATCH /event/{id} and DELETE /event/{id}', () => {
  it('features and unfeatures an upcoming event; refuses archived events, bad bodies and non-admins', async () => {
    const e = (await create({ ...base, title: 'P-toggle' })).json() as Event;
    const patch = (id: string, payload: unknown, headers = admin.headers) =>
      t.app.inject({ method: 'PATCH', url: `/api/event/${id}`, payload: payload as object, headers });
    expect((await patch(e._id, { isFeatured: true })).json()).toMatchObject({ _id: e._id, isFeatured: true });
    expect(titles(await get('/api/event/featured'))).toContain('P-toggle');
    expect((await patch(e._id, { isFeatured: false })).json().isFeatured).toBe(false);
    expect(titles(await get('/api/event/featured'))).not.toContain('P-toggle');
    expect((await patch(e._id, {})).json().message).toBe('isFeatured must be true or false');
    expect((await patch(e._id, { isFeatured: true }, {})).statusCode).toBe(401);
    expect((await patch(e._id, { isFeatured: true }, member.headers)).statusCode).toBe(403);
    const past = await pastEvent('P-past');
    expect((await patch(past.id, { isFeatured: true })).json()).toMatchObject({
      statusCode: 400,
      message: 'Archived events cannot be changed',
    });
    expect((await patch('00000000-0000-4000-8000-000000000000', { isFeatured: true })).statusCode).toBe(404);
  });

  it('deletes (admin only), then 404', async () => {
    const e = (await create({ ...base, title: 'D-delete' })).json() as Event;
    const del = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/event/${e._id}`, headers });
    expect((await del({})).statusCode).toBe(401);
    expect((await del(member.headers)).statusCode).toBe(403);
    expect((await del(admin.headers)).json()).toEqual({ message: 'Event deleted successfully' });
    expect((await del(admin.headers)).statusCode).toBe(404);
    expect(titles(await get('/api/event'))).not.toContain('D-delete');
  });
});
