import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Startup } from '../../../common/schemas/startups';
import type { ClaimStats } from '../../../common/schemas/startup-claims';
import { CLAIM_MAX_TRIES, STARTUP_MESSAGES as M } from '../../../common/startups';
import { startupClaims, startupSearchTerms, startups, startupViews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';
import { pngBytes } from '../../test/images';
import { readSitemap } from '../../test/sitemap';
import { makeStartup } from '../../test/startup-factories';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  owner = await signedInUser(t);
  other = await signedInUser(t);
  png = await pngBytes(300, 300);
});
afterAll(() => t.close());

type File = { filename: string; type: string; data: Buffer };
/** Multipart with repeated fields (`founders[]`) and files. */
function form(fields: Record<string, string | string[]>, files: Record<string, File> = {}) {
  const boundary = `----startup${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    for (const one of Array.isArray(v) ? v : [v])
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${one}\r\n`));
  for (const [k, f] of Object.entries(files))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const logo = (): File => ({ filename: 'logo.png', type: 'image/png', data: png });
const base = {
  name: 'Kilimo Link',
  description: 'Connects smallholder farmers with buyers and fair credit.',
  industry: 'Agriculture',
  location: 'Nairobi, Kenya',
  foundedYear: '2021',
  fundingStage: 'seed',
  website: 'https://kilimolink.co.ke',
  contactEmail: 'hello@kilimolink.co.ke',
};
const as = (who?: { headers: Record<string, string> }) => who?.headers ?? {};

async function ownerCreate(fields: Record<string, string | string[]> = {}, who = owner, files = { logo: logo() }) {
  const mp = form({ ...base, ...fields }, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/startup/create',
    payload: mp.payload,
    headers: { ...as(who), ...mp.headers },
  });
}
async function adminCreate(fields: Record<string, string | string[]> = {}, files: Record<string, File> = {}) {
  const mp = form({ ...base, ...fields }, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/startup/admin/create',
    payload: mp.payload,
    headers: { ...admin.headers, ...mp.headers },
  });
}
const get = (url: string, who?: { headers: Record<string, string> }, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...as(who), ...headers } });
const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who?: { headers: Record<string, string> },
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { ...as(who), ...headers } });
const names = (res: { json(): unknown }) => (res.json() as Startup[]).map((s) => s.name);
async function verified(fields: Record<string, string | string[]> = {}) {
  const res = await adminCreate(fields);
  expect(res.statusCode).toBe(201);
  return res.json() as Startup;
}

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
    const mp = form(base, { logo: logo() });
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
    const mp = form({ name: 'With New Logo' }, { logo: logo() });
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

describe('POST /startup/admin/create and admin lists', () => {
  it('creates a verified, admin-created, unclaimed startup with no owner; the logo is optional', async () => {
    const res = await adminCreate({ name: 'For A Company' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'verified',
      isAdminCreated: true,
      claimStatus: 'unclaimed',
      claimDate: null,
      owner: null,
      logo: null,
    });
    expect((await get(`/api/startup/${res.json()._id}`)).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const mp = form(base);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/startup/admin/create',
      payload: mp.payload,
      headers: { ...owner.headers, ...mp.headers },
    });
    expect(res.statusCode).toBe(403);
    expect((await get('/api/startup/admin/all', owner)).statusCode).toBe(403);
    expect((await get('/api/startup/admin/all')).statusCode).toBe(401);
    expect((await get('/api/startup/admin/claim-stats', owner)).statusCode).toBe(403);
  });

  it('searches name, description and contact email, and filters industry, status and claim status', async () => {
    await verified({ name: 'Searchable Zebra', contactEmail: 'ops@zebra-pay.com', industry: 'Finance' });
    const byEmail = await get('/api/startup/admin/all?search=zebra-pay', admin);
    expect(names(byEmail)).toEqual(['Searchable Zebra']);
    expect(byEmail.headers['x-total-count']).toBe('1');
    expect(names(await get('/api/startup/admin/all?search=SEARCHABLE&industry=Finance', admin))).toEqual([
      'Searchable Zebra',
    ]);
    expect(names(await get('/api/startup/admin/all?search=searchable&industry=Energy', admin))).toEqual([]);
    const unclaimed = (
      await get('/api/startup/admin/all?claimStatus=unclaimed&adminCreated=true&limit=100', admin)
    ).json();
    expect(unclaimed.every((s: Startup) => s.claimStatus === 'unclaimed' && s.isAdminCreated)).toBe(true);
    expect((await get('/api/startup/admin/all?status=nope', admin)).statusCode).toBe(400);
  });

  it('counts admin-created startups by claim status', async () => {
    const stats = (await get('/api/startup/admin/claim-stats', admin)).json() as ClaimStats;
    expect(stats.total).toBe(stats.unclaimed + stats.pendingClaim + stats.claimed);
    expect(stats.unclaimed).toBeGreaterThan(0);
  });
});

describe('public lists, quick filters and search', () => {
  let lagos: Startup;
  beforeAll(async () => {
    lagos = await verified({
      name: 'Paystream Lagos',
      industry: 'Finance',
      location: 'Lagos, Nigeria',
      fundingStage: 'Series A',
      foundedYear: '2019',
      description: 'Payments infrastructure for African merchants.',
    });
    await verified({
      name: 'Abuja Ledger',
      industry: 'Finance',
      location: 'Abuja, Nigeria',
      fundingStage: 'series-a',
      foundedYear: '2024',
      description: 'Accounting for small shops.',
    });
    await verified({
      name: 'Énergie Solaire Dakar',
      industry: 'Energy',
      location: 'Dakar, Senegal',
      fundingStage: 'Seed',
      foundedYear: '2025',
      description: 'Solar kits with pay-as-you-go financing (café owners love it).',
    });
  });

  it('GET /startup pages with X-Total-Count and filters by industry', async () => {
    const res = await get('/api/startup?limit=2&page=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    expect(names(await get('/api/startup?industry=Energy'))).toContain('Énergie Solaire Dakar');
    expect(names(await get('/api/startup?industry=Energy'))).not.toContain('Paystream Lagos');
    expect((await get('/api/startup?limit=101')).statusCode).toBe(400);
  });

  it('GET /startup/industry/{industry} and /recently-founded', async () => {
    const finance = names(await get('/api/startup/industry/Finance'));
    expect(finance).toEqual(expect.arrayContaining(['Paystream Lagos', 'Abuja Ledger']));
    expect(finance).not.toContain('Énergie Solaire Dakar');
    const recent = names(await get('/api/startup/recently-founded'));
    expect(recent.indexOf('Énergie Solaire Dakar')).toBeLessThan(recent.indexOf('Abuja Ledger'));
    expect(recent.indexOf('Abuja Ledger')).toBeLessThan(recent.indexOf('Paystream Lagos'));
  });

  it('the quick filters leave the startup out and match stage spellings and the country', async () => {
    const industry = names(await get(`/api/startup/${lagos._id}/similar-industry`));
    expect(industry).toContain('Abuja Ledger');
    expect(industry).not.toContain('Paystream Lagos');
    expect(names(await get(`/api/startup/${lagos._id}/same-funding-stage`))).toEqual(['Abuja Ledger']);
    expect(names(await get(`/api/startup/${lagos._id}/same-location`))).toEqual(['Abuja Ledger']);
    expect((await get(`/api/startup/${crypto.randomUUID()}/same-location`)).statusCode).toBe(404);
  });

  it('search-similar is ranked, accent- and case-insensitive, prefix-matching, default 8, blank → []', async () => {
    const url = (q: string, extra = '') =>
      `/api/startup/${lagos._id}/search-similar?q=${encodeURIComponent(q)}${extra}`;
    expect(names(await get(url('energie')))).toEqual(['Énergie Solaire Dakar']);
    expect(names(await get(url('ÉNERGIE solaire')))).toEqual(['Énergie Solaire Dakar']);
    expect(names(await get(url('cafe')))).toEqual(['Énergie Solaire Dakar']);
    expect(names(await get(url('sol')))).toContain('Énergie Solaire Dakar');
    expect(names(await get(url('payments')))).not.toContain('Paystream Lagos'); // the startup itself
    expect((await get(url('   '))).json()).toEqual([]);
    expect((await get(url(''))).json()).toEqual([]);
    expect((await get(url("'&|!:*()"))).json()).toEqual([]);
    for (let i = 0; i < 9; i++) await verified({ name: `Solar Co ${i}`, industry: 'Energy', description: 'Solar.' });
    expect((await get(url('solar'))).json()).toHaveLength(8);
    expect((await get(url('solar', '&limit=3'))).json()).toHaveLength(3);
    expect((await get(url('solar', '&limit=0'))).statusCode).toBe(400);
    // Ranked: the name and description both match better than a description alone.
    expect(names(await get(url('solaire dakar')))[0]).toBe('Énergie Solaire Dakar');
  });

  it('search-similar of a startup that is not public answers 404, whatever the words match', async () => {
    const pending = (await ownerCreate({ name: 'Pending Searcher' })).json() as Startup;
    for (const id of [pending._id, crypto.randomUUID()]) {
      // One word (the term index), several words (the full-text path), a word matching nothing, and blank.
      for (const q of ['energie', 'solaire dakar', 'qqqqzz', '']) {
        const res = await get(`/api/startup/${id}/search-similar?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, `${q} of ${id}`).toBe(404);
        expect(res.json().message).toBe(M.notFound);
      }
    }
    // Its owner and admins see it, but the search is of public startups for a public profile: 404 too.
    expect((await get(`/api/startup/${pending._id}/search-similar?q=energie`, owner)).statusCode).toBe(404);
  });

  it('one-word search reads the term index, which follows every write; a prefix of many words still answers', async () => {
    const url = (q: string) => `/api/startup/${lagos._id}/search-similar?q=${encodeURIComponent(q)}`;
    const once = await verified({ name: 'Quillwort Once', description: 'Kelp farms.' });
    const twice = await verified({ name: 'Quillwort Twice', description: 'Quillwort and kelp farms.' });
    const newer = await verified({ name: 'Quillwort Newer', description: 'Kelp farms.' });
    // Ranked: a startup naming the word twice first, then equal ranks newest first; 'quil' completes to it.
    expect(names(await get(url('quil')))).toEqual(['Quillwort Twice', 'Quillwort Newer', 'Quillwort Once']);
    const terms = () =>
      t.db
        .select({ term: startupSearchTerms.term })
        .from(startupSearchTerms)
        .where(eq(startupSearchTerms.startupId, once._id));
    expect((await terms()).map((r) => r.term)).toEqual(expect.arrayContaining(['quillwort', 'kelp', 'farms']));

    // An edit changes the words; a rejected startup leaves the index; a deleted one too.
    await send('PATCH', `/api/startup/${once._id}`, admin, { name: 'Seaweed Once', description: 'Kelp farms.' });
    expect(names(await get(url('quil')))).toEqual(['Quillwort Twice', 'Quillwort Newer']);
    expect(names(await get(url('seaweed')))).toEqual(['Seaweed Once']);
    const rejected = await send('PATCH', `/api/startup/${newer._id}/verify`, admin, {
      status: 'rejected',
      rejectionReason: 'Not a startup.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(names(await get(url('quil')))).toEqual(['Quillwort Twice']);
    await send('DELETE', `/api/startup/${twice._id}`, admin);
    expect(names(await get(url('quil')))).toEqual([]);
    expect(
      (await t.db.select().from(startupSearchTerms).where(eq(startupSearchTerms.startupId, twice._id))).length,
    ).toBe(0);

    // More completions than the term index reads: the full-text path answers.
    const many = Array.from({ length: 70 }, (_, i) => `zyx${String.fromCharCode(97 + (i % 26))}${i}`).join(' ');
    await verified({ name: 'Many Words', description: many });
    expect(names(await get(url('zyx')))).toEqual(['Many Words']);
    expect(names(await get(url('zyxa0')))).toEqual(['Many Words']);
  });

  it('the directory search uses the same full text', async () => {
    expect(names(await get('/api/startup?search=ENERGIE'))).toEqual(['Énergie Solaire Dakar']);
  });

  it('suggestions are strings: industry, country, stage, then words of the description', async () => {
    const res = await get(`/api/startup/${lagos._id}/suggestions`);
    expect(res.statusCode).toBe(200);
    const chips = res.json() as string[];
    expect(chips.slice(0, 3)).toEqual(['Finance', 'Nigeria', 'Series A']);
    expect(chips.length).toBeLessThanOrEqual(8);
    expect(chips).toContain('infrastructure');
  });

  it('GET /startup/stats and /startup/industries count verified startups only', async () => {
    const stats = (await get('/api/startup/stats')).json();
    const all = (await get('/api/startup?limit=1')).headers['x-total-count'];
    expect(stats.startups).toBe(Number(all));
    const industries = (await get('/api/startup/industries')).json() as { industry: string; count: number }[];
    expect(stats.industries).toBe(industries.length);
    expect(industries.find((i) => i.industry === 'Energy')?.count).toBeGreaterThanOrEqual(10);
  });
});

describe('claim flow (decision 17)', () => {
  const codeIn = async (email: string) => {
    const mails = (await t.outbox()).filter((m) => m.to.includes(email));
    const m = /Your code: (\d{6})/.exec(mails.at(-1)?.text ?? '');
    if (!m) throw new Error(`no code mailed to ${email}`);
    return m[1]!;
  };
  const initiate = (id: string, email: string, who = other) =>
    send('POST', `/api/startup/${id}/initiate-claim`, who, { email });
  const verify = (id: string, token: string, who = other) =>
    send('POST', `/api/startup/${id}/verify-claim`, who, { token });
  const allowResend = (id: string) =>
    t.db
      .update(startupClaims)
      .set({ lastSentAt: sql`now() - interval '61 seconds'` })
      .where(eq(startupClaims.startupId, id));

  it('a code to the contactEmail, 6 digits, stored hashed; the right code makes the caller the owner', async () => {
    const s = await verified({ name: 'Claim Me', contactEmail: 'founder@claimme.africa', website: '' });
    const res = await initiate(s._id, 'Founder@ClaimMe.africa');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.codeSent, email: 'founder@claimme.africa' });
    const code = await codeIn('founder@claimme.africa');
    expect(code).toMatch(/^\d{6}$/);
    const mail = (await t.outbox()).find((m) => m.to.includes('founder@claimme.africa'))!;
    expect(mail.subject).toBe('Your verification code for Claim Me');
    expect(mail.text).toContain('expires in 10 minutes and allows 5 tries');
    expect(mail.text).toContain(`http://localhost:3000/startup/${s._id}/claim`);
    const [row] = await t.db.select().from(startupClaims).where(eq(startupClaims.startupId, s._id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // Keyed with the server's secret: the plain digest of what it covers is not what is stored.
    const unkeyed = createHash('sha256').update(`${s._id}:${row!.userId}:${code}`).digest('hex');
    expect(row!.codeHash).not.toBe(unkeyed);
    expect(row!.codeHash).toBe(t.app.ctx.signer.digest('claim-code', `${s._id}:${row!.userId}:${code}`));
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect((await get(`/api/startup/${s._id}`)).json().claimStatus).toBe('pending_claim');

    const done = await verify(s._id, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ claimStatus: 'claimed', owner: other.user.id });
    expect(Date.parse(done.json().claimDate)).toBeGreaterThan(Date.now() - 60_000);
    expect(names(await get('/api/startup/my-startups', other))).toContain('Claim Me');
    // The new owner may edit it; it can no longer be claimed.
    expect((await send('PATCH', `/api/startup/${s._id}`, other, { location: 'Kigali, Rwanda' })).statusCode).toBe(200);
    const again = await initiate(s._id, 'founder@claimme.africa', owner);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.notClaimable);
    expect((await verify(s._id, code)).json().message).toBe(M.notClaimable);
  });

  it('an address at the website domain works (www. ignored); an unrelated address is refused', async () => {
    const s = await verified({
      name: 'Domain Claim',
      contactEmail: 'info@other.org',
      website: 'https://www.domainclaim.io/about',
    });
    const unrelated = await initiate(s._id, 'someone@gmail.com');
    expect(unrelated.statusCode).toBe(400);
    expect(unrelated.json().message).toBe(M.emailNotAllowed);
    const lookalike = await initiate(s._id, 'ceo@evil-domainclaim.io');
    expect(lookalike.json().message).toBe(M.emailNotAllowed);
    expect((await t.outbox()).some((m) => m.to.includes('gmail.com'))).toBe(false);
    expect((await initiate(s._id, 'ceo@domainclaim.io')).statusCode).toBe(200);
    expect(await codeIn('ceo@domainclaim.io')).toMatch(/^\d{6}$/);
  });

  it('refuses owner-created startups and unknown ones', async () => {
    const s = (await ownerCreate({ name: 'Owned Already' })).json() as Startup;
    await send('PATCH', `/api/startup/${s._id}/verify`, admin, { status: 'verified' });
    const res = await initiate(s._id, base.contactEmail);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notClaimable);
    expect((await initiate(crypto.randomUUID(), base.contactEmail)).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/startup/${s._id}/initiate-claim`, undefined, { email: 'a@b.co' })).statusCode,
    ).toBe(401);
  });

  it('validates the email and the code', async () => {
    const s = await verified({ name: 'Validate Claim', contactEmail: 'v@validate.africa' });
    expect((await initiate(s._id, '')).json().message).toBe(M.emailRequired);
    expect((await initiate(s._id, 'nope')).json().message).toBe(M.emailInvalid);
    expect((await verify(s._id, '   ')).json().message).toBe(M.codeRequired);
    expect((await verify(s._id, '1'.repeat(51))).statusCode).toBe(400);
    expect((await verify(s._id, '123456')).json().message).toBe(M.noPendingClaim);
  });

  it('allows 5 wrong tries, then a new code is needed (even the right code is refused)', async () => {
    const s = await verified({ name: 'Brute Force', contactEmail: 'x@brute.africa' });
    await initiate(s._id, 'x@brute.africa');
    const code = await codeIn('x@brute.africa');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= CLAIM_MAX_TRIES; i++) {
      const res = await verify(s._id, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(M.codeInvalid);
    }
    const locked = await verify(s._id, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(M.codeLocked);
    expect((await get(`/api/startup/${s._id}`)).json().claimStatus).not.toBe('claimed');
    // A new code (after the resend minute) works.
    await allowResend(s._id);
    expect((await initiate(s._id, 'x@brute.africa')).statusCode).toBe(200);
    const fresh = await codeIn('x@brute.africa');
    expect((await verify(s._id, fresh)).json().claimStatus).toBe('claimed');
  });

  it('tries in parallel cannot exceed 5', async () => {
    const s = await verified({ name: 'Parallel Brute', contactEmail: 'p@parallel.africa' });
    await initiate(s._id, 'p@parallel.africa');
    const code = await codeIn('p@parallel.africa');
    const guesses = Array.from({ length: 20 }, (_, i) => String(i).padStart(6, '9')).filter((g) => g !== code);
    const results = await Promise.all(guesses.map((g) => verify(s._id, g)));
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(CLAIM_MAX_TRIES);
    const [row] = await t.db.select().from(startupClaims).where(eq(startupClaims.startupId, s._id));
    expect(row!.tries).toBe(CLAIM_MAX_TRIES);
  });

  it('an expired code is refused; the startup reads unclaimed again', async () => {
    const s = await verified({ name: 'Expired Code', contactEmail: 'e@expired.africa' });
    await initiate(s._id, 'e@expired.africa');
    const code = await codeIn('e@expired.africa');
    const past = new Date(Date.now() - 1000);
    await t.db.update(startupClaims).set({ expiresAt: past }).where(eq(startupClaims.startupId, s._id));
    await t.db.update(startups).set({ claimPendingUntil: past }).where(eq(startups.id, s._id));
    const res = await verify(s._id, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.codeExpired);
    expect((await get(`/api/startup/${s._id}`)).json().claimStatus).toBe('unclaimed');
  });

  it('resending is limited to one a minute (429 with Retry-After); the new code replaces the old', async () => {
    const s = await verified({ name: 'Resend Limit', contactEmail: 'r@resend.africa' });
    expect((await initiate(s._id, 'r@resend.africa')).statusCode).toBe(200);
    const first = await codeIn('r@resend.africa');
    const soon = await initiate(s._id, 'r@resend.africa');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(M.resendTooSoon);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(50);
    await allowResend(s._id);
    const resent = await initiate(s._id, 'r@resend.africa');
    expect(resent.statusCode).toBe(200);
    const second = await codeIn('r@resend.africa');
    if (first !== second) expect((await verify(s._id, first)).json().message).toContain(M.codeInvalid);
    expect((await verify(s._id, second)).json().claimStatus).toBe('claimed');
  });

  it('a code sent to an address the startup no longer lists does not claim it (an admin corrected it)', async () => {
    const s = await verified({ name: 'Moved Contact', contactEmail: 'old@moved.africa', website: '' });
    expect((await initiate(s._id, 'old@moved.africa')).statusCode).toBe(200);
    const code = await codeIn('old@moved.africa');
    const edit = await send('PATCH', `/api/startup/${s._id}`, admin, { contactEmail: 'founder@moved.africa' });
    expect(edit.statusCode).toBe(200);
    const res = await verify(s._id, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.codeAddressChanged);
    expect((await get(`/api/startup/${s._id}`)).json().claimStatus).not.toBe('claimed');
    // The address it lists now works.
    await allowResend(s._id);
    expect((await initiate(s._id, 'founder@moved.africa')).statusCode).toBe(200);
    expect((await verify(s._id, await codeIn('founder@moved.africa'))).json().claimStatus).toBe('claimed');
  });

  it('a startup with neither contact email nor website cannot be claimed: no address could get a code', async () => {
    const s = await verified({ name: 'No Address', contactEmail: '', website: '' });
    expect(s.contactEmail ?? '').toBe('');
    const res = await initiate(s._id, 'someone@noaddress.africa');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notClaimable);
  });

  it("another user's code does not work for the caller", async () => {
    const s = await verified({ name: 'Two Claimants', contactEmail: 'two@claimants.africa' });
    await initiate(s._id, 'two@claimants.africa', owner);
    const ownersCode = await codeIn('two@claimants.africa');
    expect((await verify(s._id, ownersCode, other)).json().message).toBe(M.noPendingClaim);
    expect((await verify(s._id, ownersCode, owner)).json().owner).toBe(owner.user.id);
  });
});

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

describe('industries: the public chips and the admin filter (part 3 §2.8, §2.13, decision 15)', () => {
  type Counts = { industry: string; count: number }[];
  const countOf = (list: Counts, industry: string) => list.find((i) => i.industry === industry)?.count;
  beforeAll(async () => {
    await makeStartup(t, { industry: 'Spaceflight', status: 'verified' });
    await makeStartup(t, { industry: 'Spaceflight', status: 'pending' });
    await makeStartup(t, { industry: 'Pending Only Industry', status: 'pending' });
    await makeStartup(t, { industry: 'Rejected Only Industry', status: 'rejected' });
  });

  it('GET /startup/industries counts verified startups only, for visitors, members and admins alike', async () => {
    for (const who of [undefined, other, admin]) {
      const res = await t.app.inject({ url: '/api/startup/industries', headers: as(who) });
      expect(res.statusCode).toBe(200);
      const list = res.json() as Counts;
      expect(countOf(list, 'Spaceflight')).toBe(1);
      expect(countOf(list, 'Pending Only Industry')).toBeUndefined();
      expect(countOf(list, 'Rejected Only Industry')).toBeUndefined();
      // The chips and the hero agree: every chip is an industry of a verified startup.
      const stats = (await t.app.inject({ url: '/api/startup/stats' })).json();
      expect(list.length).toBe(stats.industries);
      expect(list.reduce((n, i) => n + i.count, 0)).toBe(stats.startups);
    }
  });

  it('GET /startup/admin/industries lists the industries of every startup, any status, for admins only', async () => {
    const res = await t.app.inject({ url: '/api/startup/admin/industries', headers: as(admin) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Counts;
    expect(countOf(list, 'Spaceflight')).toBe(2);
    expect(countOf(list, 'Pending Only Industry')).toBe(1);
    expect(countOf(list, 'Rejected Only Industry')).toBe(1);
    const total = (await t.app.inject({ url: '/api/startup/admin/all?limit=1', headers: as(admin) })).headers[
      'x-total-count'
    ];
    expect(list.reduce((n, i) => n + i.count, 0)).toBe(Number(total));
    expect((await t.app.inject({ url: '/api/startup/admin/industries' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/startup/admin/industries', headers: as(other) })).statusCode).toBe(403);
  });
});
