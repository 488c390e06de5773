// Startups created by admins, the admin's and the public lists, their filters and search, and the industries.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Startup } from '../../../common/schemas/startups';
import type { ClaimStats } from '../../../common/schemas/startup-claims';
import { STARTUP_MESSAGES as M } from '../../../common/startups';
import { startupSearchTerms } from '../../db/schema';
import { multipart } from '../../test/images';
import { makeStartup } from '../../test/startup-factories';
import {
  admin,
  adminCreate,
  as,
  base,
  get,
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
    const mp = multipart(base);
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
