// A startup's life: created by its owner, its status and who sees it, edited and deleted; the sitemap.
import { describe, expect, it } from 'vitest';
import type { Startup } from '../../../common/schemas/startups';
import { STARTUP_MESSAGES as M } from '../../../common/startups';
import { multipart } from '../../test/images';
import { readSitemap } from '../../test/sitemap';
import {
  admin,
  base,
  get,
  logo,
  names,
  other,
  owner,
  ownerCreate,
  send,
  setUpStartups,
  t,
  verified,
} from './startup-fixture';

setUpStartups();

describe('POST /startup/create (owner)', () => {
  it('creates a pending startup owned by the caller, founders[] repeated, logo as WebP', async () => {
    const res = await ownerCreate({ 'founders[]': ['Wanjiru Kamau', ' ', 'Otieno Ouma'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...base,
      founders: ['Wanjiru Kamau', 'Otieno Ouma'],
      status: 'pending',
      rejectionReason: null,
      isAdminCreated: false,
      owner: owner.user.id,
      followersCount: 0,
      viewsCount: 0,
      logo: expect.stringMatching(/^\/uploads\/.+\.webp$/),
    });
  });

  it('splits comma-separated founders and drops blanks', async () => {
    const res = await ownerCreate({ founders: 'Amina Bello, , Kofi Mensah ,' });
    expect(res.json().founders).toEqual(['Amina Bello', 'Kofi Mensah']);
  });

  it('rasterises an SVG logo to WebP: no SVG is ever stored or served', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="#047857"/></svg>',
    );
    const res = await ownerCreate({}, owner, { logo: { filename: 'logo.svg', type: 'image/svg+xml', data: svg } });
    expect(res.statusCode).toBe(201);
    const url = res.json().logo as string;
    expect(url).toMatch(/\.webp$/);
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/webp');
    expect(file.body).not.toContain('<svg');
  });

  it('validates with the messages of part 3 §5', async () => {
    expect((await ownerCreate({}, owner, {} as never)).json().message).toBe(M.logoRequired);
    expect((await ownerCreate({ name: ' ' })).json().message).toBe(M.nameRequired);
    expect((await ownerCreate({ description: '' })).json().message).toBe(M.descriptionRequired);
    expect((await ownerCreate({ industry: '' })).json().message).toBe(M.industryRequired);
    expect((await ownerCreate({ industry: 'Crypto Moon' })).json().message).toBe(M.industryInvalid);
    expect((await ownerCreate({ website: 'not a url' })).json().message).toBe(M.website);
    expect((await ownerCreate({ contactEmail: 'nope' })).json().message).toBe(M.contactEmail);
    expect((await ownerCreate({ fundingStage: 'Series Z' })).json().message).toBe(M.fundingStage);
    expect((await ownerCreate({ foundedYear: 'long ago' })).json().message).toBe(M.foundedYear);
    const gif = { filename: 'x.gif', type: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00') };
    const bad = await ownerCreate({}, owner, { logo: gif });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.logoType);
  });

  it('refuses a logo over 5 MB with 413 and a signed-out caller with 401', async () => {
    const big = { filename: 'big.png', type: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 10) };
    expect((await ownerCreate({}, owner, { logo: big })).statusCode).toBe(413);
    const mp = multipart(base, { logo: logo() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/startup/create',
      payload: mp.payload,
      headers: mp.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('status machine and visibility (decision 15)', () => {
  it('hides a pending startup from the public and other users (404), shows it to its owner and admins', async () => {
    const s = (await ownerCreate({ name: 'Hidden Pending' })).json() as Startup;
    expect((await get(`/api/startup/${s._id}`)).statusCode).toBe(404);
    expect((await get(`/api/startup/${s._id}`)).json().message).toBe(M.notFound);
    expect((await get(`/api/startup/${s._id}`, other)).statusCode).toBe(404);
    expect((await get(`/api/startup/${s._id}`, owner)).json().status).toBe('pending');
    expect((await get(`/api/startup/${s._id}`, admin)).statusCode).toBe(200);
    expect(names(await get('/api/startup?limit=100'))).not.toContain('Hidden Pending');
    expect(names(await get('/api/startup/my-startups', owner))).toContain('Hidden Pending');
    expect(names(await get('/api/startup/admin/all?status=pending', admin))).toContain('Hidden Pending');
    // Its quick filters are 404 too (the profile shows empty lists).
    expect((await get(`/api/startup/${s._id}/similar-industry`)).statusCode).toBe(404);
  });

  it('an admin approves: the startup joins the directory', async () => {
    const s = (await ownerCreate({ name: 'Approve Me' })).json() as Startup;
    const res = await send('PATCH', `/api/startup/${s._id}/verify`, admin, { status: 'verified' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'verified', rejectionReason: null });
    expect((await get(`/api/startup/${s._id}`)).statusCode).toBe(200);
    expect(names(await get('/api/startup?limit=100'))).toContain('Approve Me');
  });

  it('status defaults to verified', async () => {
    const s = (await ownerCreate({ name: 'Default Verify' })).json() as Startup;
    expect((await send('PATCH', `/api/startup/${s._id}/verify`, admin, {})).json().status).toBe('verified');
  });

  it('a rejection needs a reason; the owner sees it; their edit sends it back to pending', async () => {
    const s = (await ownerCreate({ name: 'Reject Me' })).json() as Startup;
    const noReason = await send('PATCH', `/api/startup/${s._id}/verify`, admin, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.rejectionReasonRequired);
    const blank = await send('PATCH', `/api/startup/${s._id}/verify`, admin, {
      status: 'rejected',
      rejectionReason: '  ',
    });
    expect(blank.json().message).toBe(M.rejectionReasonRequired);
    const res = await send('PATCH', `/api/startup/${s._id}/verify`, admin, {
      status: 'rejected',
      rejectionReason: 'Please add a real website',
    });
    expect(res.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Please add a real website' });
    const mine = (await get('/api/startup/my-startups', owner)).json() as Startup[];
    expect(mine.find((m) => m._id === s._id)?.rejectionReason).toBe('Please add a real website');
    expect((await get(`/api/startup/${s._id}`)).statusCode).toBe(404);
    const edit = await send('PATCH', `/api/startup/${s._id}`, owner, { website: 'https://reject-me.africa' });
    expect(edit.json()).toMatchObject({ status: 'pending', website: 'https://reject-me.africa' });
  });

  it('verify is for admins: 401 signed out, 403 for the owner; 404 for a missing startup', async () => {
    const s = (await ownerCreate()).json() as Startup;
    expect((await send('PATCH', `/api/startup/${s._id}/verify`, undefined, { status: 'verified' })).statusCode).toBe(
      401,
    );
    expect((await send('PATCH', `/api/startup/${s._id}/verify`, owner, { status: 'verified' })).statusCode).toBe(403);
    const missing = await send('PATCH', `/api/startup/${crypto.randomUUID()}/verify`, admin, { status: 'verified' });
    expect(missing.statusCode).toBe(404);
    expect((await send('PATCH', '/api/startup/not-a-uuid/verify', admin, {})).statusCode).toBe(400);
    expect((await send('PATCH', `/api/startup/${s._id}/verify`, admin, { status: 'maybe' })).json().message).toBe(
      M.status,
    );
  });
});

describe('PATCH /startup/{id} and DELETE', () => {
  it('the owner edits fields (JSON) but cannot change status; another user gets 403', async () => {
    const s = (await ownerCreate({ name: 'Editable' })).json() as Startup;
    const res = await send('PATCH', `/api/startup/${s._id}`, owner, {
      description: 'New words',
      founders: ['Zanele Dube'],
      location: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: 'New words',
      founders: ['Zanele Dube'],
      location: null,
      status: 'pending',
    });
    const status = await send('PATCH', `/api/startup/${s._id}`, owner, { status: 'verified' });
    expect(status.statusCode).toBe(403);
    expect(status.json().message).toBe(M.ownerCannotChangeStatus);
    expect(
      (await send('PATCH', `/api/startup/${s._id}`, owner, { status: 'pending', name: 'Same Status' })).json(),
    ).toMatchObject({
      status: 'pending',
      name: 'Same Status',
    });
    expect((await send('PATCH', `/api/startup/${s._id}`, other, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/startup/${s._id}`, undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await send('PATCH', `/api/startup/${s._id}`, owner, { industry: 'Nope' })).json().message).toBe(
      M.industryInvalid,
    );
  });

  it('the owner replaces the logo with multipart', async () => {
    const s = (await ownerCreate()).json() as Startup;
    const mp = multipart({ name: 'With New Logo' }, { logo: logo() });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/startup/${s._id}`,
      payload: mp.payload,
      headers: { ...owner.headers, ...mp.headers },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('With New Logo');
    expect(res.json().logo).not.toBe(s.logo);
  });

  it('an admin edits and may set the status (rejecting needs a reason)', async () => {
    const s = (await ownerCreate()).json() as Startup;
    expect((await send('PATCH', `/api/startup/${s._id}`, admin, { status: 'rejected' })).statusCode).toBe(400);
    const res = await send('PATCH', `/api/startup/${s._id}`, admin, { status: 'verified', name: 'Admin Edited' });
    expect(res.json()).toMatchObject({ status: 'verified', name: 'Admin Edited' });
  });

  it('only admins delete', async () => {
    const s = await verified({ name: 'To Delete' });
    expect((await send('DELETE', `/api/startup/${s._id}`)).statusCode).toBe(401);
    expect((await send('DELETE', `/api/startup/${s._id}`, owner)).statusCode).toBe(403);
    const res = await send('DELETE', `/api/startup/${s._id}`, admin);
    expect(res.json()).toEqual({ message: M.deleted });
    expect((await get(`/api/startup/${s._id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/startup/${s._id}`, admin)).statusCode).toBe(404);
  });
});

describe('sitemap', () => {
  it('lists /startup and verified startups only', async () => {
    const shown = await verified({ name: 'In The Sitemap' });
    const hidden = (await ownerCreate({ name: 'Not In The Sitemap' })).json() as Startup;
    const xml = await readSitemap(t);
    expect(xml).toContain('<loc>http://localhost:3000/startup</loc>');
    expect(xml).toContain(`<loc>http://localhost:3000/startup/${shown._id}</loc>`);
    expect(xml).not.toContain(hidden._id);
  });
});
