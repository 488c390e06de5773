// Browser journeys of the public startup pages (issue 11): the directory's industry chips, a profile's quick
// filters and Search Similar, the whole claim of an admin-created startup by a registered, verified user (a
// signed-out start, /login, back to the claim page, the code read from the outbox), and applying to an
// opportunity of the claimed startup. The directory and a profile also read without JavaScript.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Startup } from '../common/schemas/startups';
import { fundingStageKey, locationKey } from '../common/startups';
import { ADMIN, BASE_URL, DATA_DIR, launch, newPage, registerVerified, signIn, uniqueEmail } from './browser';

const stamp = Date.now();
const NAME = `E2E Sahara Grid ${stamp}`;
const CONTACT = `founders-${stamp}@saharagrid.example`;
const PASSWORD = 'Claim-Passw0rd!';
const CLAIMANT = uniqueEmail('claimant');
const APPLICANT = uniqueEmail('applicant');
const JOB = `E2E Field Engineer ${stamp}`;

let browser: Browser;
let startupId = '';

async function call<T>(
  method: string,
  apiPath: string,
  opts: { token?: string; json?: unknown; form?: FormData } = {},
) {
  const res = await fetch(`${BASE_URL}/api${apiPath}`, {
    method,
    headers: {
      ...(opts.token && { Authorization: `Bearer ${opts.token}` }),
      ...(opts.json !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.form,
  });
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The newest claim code mailed to an address, read from the outbox folder of the running app. */
function mailedCode(email: string): string {
  const dir = path.join(DATA_DIR, 'outbox');
  for (const f of readdirSync(dir).sort().reverse()) {
    const raw = readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, '');
    if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
    const m = /Enter the code (\d{6})/.exec(raw);
    if (m) return m[1]!;
  }
  throw new Error(`no claim code mailed to ${email}`);
}

beforeAll(async () => {
  browser = await launch();
  // An admin creates a profile for a company: verified, admin-created, unclaimed (part 3 §2.14).
  const { token } = await call<{ token: string }>('POST', '/auth', { json: ADMIN });
  const form = new FormData();
  form.set('name', NAME);
  form.set('description', 'Mini-grids that bring solar power to villages off the national grid, paid by mobile money.');
  form.set('industry', 'Energy');
  form.set('location', 'Niamey, Niger');
  form.set('fundingStage', 'Seed');
  form.set('foundedYear', '2022');
  form.set('contactEmail', CONTACT);
  form.set('website', 'https://saharagrid.example');
  form.append('founders[]', 'Aïcha Moussa');
  form.append('founders[]', 'Ibrahim Sani');
  ({ _id: startupId } = await call<{ _id: string }>('POST', '/startup/admin/create', { token, form }));
  await registerVerified(CLAIMANT, PASSWORD, { first_name: 'Aicha', last_name: 'Moussa' });
  await registerVerified(APPLICANT, PASSWORD, { first_name: 'Kofi', last_name: 'Mensah' });
});
afterAll(async () => {
  await browser?.close();
});

it('the directory filters by industry with its chips, and All Industries lists every startup again', async () => {
  const { page, context } = await newPage(browser);
  await page.goto('/startup');
  await page.getByRole('heading', { level: 1, name: 'Meet the startups shaping Africa' }).waitFor();
  const cards = page.getByTestId('startup-card');
  expect(await cards.count()).toBeGreaterThan(8);
  const chips = page.getByRole('navigation', { name: 'Industries' });
  await chips.getByRole('link', { name: /^Energy/ }).click();
  await page.waitForURL((u) => u.search === '?industry=Energy');
  await page.getByRole('heading', { level: 1, name: 'Energy startups' }).waitFor();
  // The previous chip's cards stay (dimmed) until Energy's arrive.
  await expect
    .poll(async () => (await cards.allTextContents()).every((text) => text.includes('Energy')), { timeout: 10_000 })
    .toBe(true);
  await cards.filter({ hasText: NAME }).waitFor();
  await chips.getByRole('link', { name: 'All Industries' }).click();
  await page.waitForURL((u) => u.pathname === '/startup' && u.search === '');
  await page.getByRole('heading', { level: 1, name: 'Meet the startups shaping Africa' }).waitFor();
  expect(await cards.count()).toBeGreaterThan(8);
  await context.close();
});

it('a profile: the four quick filters list matching startups, Search Similar finds them as you type', async () => {
  const { page, context } = await newPage(browser);
  await page.goto('/startup');
  const first = page.getByTestId('startup-card').first();
  const firstName = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('link', { name: firstName }).click();
  await page.getByRole('heading', { level: 1, name: firstName }).waitFor();

  // The profile: the most recently founded startup of the seeded data, so the site-wide Recently Founded list holds
  // it, and it shares its funding stage and its country with other seeded startups.
  const [profile] = await call<Startup[]>('GET', '/startup/recently-founded?limit=1');
  await page.goto(`/startup/${profile!._id}`);
  await page.getByRole('heading', { level: 1, name: profile!.name }).waitFor();
  await page.getByText('Co-Founder').first().waitFor();

  const tabs = page.getByRole('tablist', { name: 'Quick filters' });
  const results = page.getByTestId('quick-filter-results');
  await results.getByTestId('startup-card').first().waitFor();
  const shownIds = () =>
    results
      .getByTestId('startup-card')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('/').pop()));
  for (const [label, filter, shares] of [
    ['Same Funding Stage', 'same-funding-stage', (s: Startup) => fundingStageKey(s.fundingStage ?? '')],
    ['Same Location', 'same-location', (s: Startup) => locationKey(s.location ?? '')],
    ['Recently Founded', 'recently-founded', null],
  ] as const) {
    await tabs.getByRole('tab', { name: label }).click();
    await page.waitForURL((u) => u.searchParams.get('filter') === filter);
    expect(await tabs.getByRole('tab', { name: label }).getAttribute('aria-selected')).toBe('true');
    // The cards are the filter's first 8 (the previous filter's stay, dimmed, until these arrive).
    const expected = shares
      ? await call<Startup[]>('GET', `/startup/${profile!._id}/${filter}?limit=8&page=1`)
      : (await call<Startup[]>('GET', '/startup/recently-founded?limit=9&page=1'))
          .filter((s) => s._id !== profile!._id)
          .slice(0, 8);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(shownIds, { timeout: 10_000 }).toEqual(expected.map((s) => s._id));
    if (shares) for (const s of expected) expect(shares(s)).toBe(shares(profile!));
    // The profile's own startup is never among the results (Recently Founded's site-wide list holds it).
    expect(await shownIds()).not.toContain(profile!._id);
    expect(await results.getByRole('link', { name: profile!.name, exact: true }).count()).toBe(0);
  }

  const box = page.getByRole('textbox', { name: 'Search similar startups' });
  await box.fill('mobile money');
  const found = page.getByTestId('search-similar-results').getByTestId('startup-card');
  await found.first().waitFor();
  expect(await found.count()).toBeLessThanOrEqual(8);
  await page.getByRole('button', { name: 'Clear search' }).click();
  expect(await box.inputValue()).toBe('');
  await page.getByTestId('search-similar-results').waitFor({ state: 'detached' });
  // A suggestion chip fills the box and searches.
  const chip = page.getByRole('list', { name: 'Suggestions' }).getByRole('link').first();
  const chipText = (await chip.textContent()) ?? '';
  await chip.click();
  expect(await box.inputValue()).toBe(chipText);
  await context.close();
});

it('a signed-out visitor starts the claim, logs in, comes back and claims with the code from the outbox', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(`/startup/${startupId}`);
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
  expect(await page.getByText('Unclaimed').isVisible()).toBe(true);
  await page.getByRole('link', { name: 'Claim This Profile' }).click();
  await page.waitForURL((u) => u.pathname === `/startup/${startupId}/claim`);
  await page.getByText('Why claim this profile').waitFor();
  await page.getByLabel('Company email').fill(CONTACT);
  await page.getByRole('button', { name: 'Start Claim' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  await page.getByText('Please log in to claim this startup.').waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingClaim'))).toContain(CONTACT);
  await signIn(page, CLAIMANT, PASSWORD);
  await page.waitForURL((u) => u.pathname === `/startup/${startupId}/claim`);

  // Back on the claim page the code goes to the kept address; the modal asks for it.
  const dialog = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('The code expires in 10 minutes.');
  const code = mailedCode(CONTACT);
  // A wrong code first: the server's message shows, and the right one still works.
  await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify and Claim' }).click();
  await dialog.getByRole('alert').waitFor();
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify and Claim' }).click();
  const success = page.getByTestId('claim-success');
  await success.getByText('Startup claimed successfully!').waitFor();
  await success.getByRole('link', { name: 'View Startup Profile' }).click();
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
  await page.getByText('Claimed', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Claim This Profile' }).count()).toBe(0);

  // The claim page now refuses it.
  await page.goto(`/startup/${startupId}/claim`);
  await page.getByText('This startup is not available for claiming').waitFor();
  await context.close();
});

it('the new owner posts an opportunity; another user applies once from its page, follows and watches the startup, then finds it on their watchlist', async () => {
  const { token } = await call<{ token: string }>('POST', '/auth', { json: { email: CLAIMANT, password: PASSWORD } });
  const job = await call<{ _id: string }>('POST', '/opportunities', {
    token,
    json: {
      startup: startupId,
      title: JOB,
      description: 'Install and maintain solar mini-grids in the Tillabéri region.',
      type: 'job',
      jobType: 'full-time',
      location: 'Niamey, Niger',
      salaryMin: 6000,
      salaryMax: 9000,
      currency: 'USD',
      requirements: ['Electrical certification', 'French'],
    },
  });

  const { page, context } = await newPage(browser);
  // The profile lists it and links to its page.
  await page.goto(`/startup/${startupId}`);
  await page.getByRole('link', { name: JOB }).click();
  await page.waitForURL((u) => u.pathname === `/opportunity/${job._id}`);
  await page.getByRole('heading', { level: 1, name: JOB }).waitFor();
  expect(await page.getByText('6,000 – 9,000 USD').isVisible()).toBe(true);
  await page.getByRole('link', { name: 'Sign in to apply' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  await signIn(page, APPLICANT, PASSWORD);
  await page.waitForURL((u) => u.pathname === `/opportunity/${job._id}`);
  await page.getByLabel('Message').fill('Five years of mini-grid installation in Niger and Mali.');
  await page.getByLabel('Link (optional)').fill('https://example.com/kofi-cv.pdf');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByText('Application submitted successfully!').waitFor();
  // Once: after a reload the page shows the application, not the form.
  await page.reload();
  await page.getByTestId('applied').getByText('Submitted').waitFor();
  expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);

  // The applicant follows the startup (counted, kept after a reload) and keeps it on their watchlist.
  await page.goto(`/startup/${startupId}`);
  await page.getByRole('button', { name: /^Follow\W+0 followers$/ }).click();
  await page.getByRole('button', { name: /^Following\W+1 follower$/ }).waitFor();
  await page.getByRole('button', { name: 'Watchlist' }).click();
  await page.getByText('Added to your watchlist').waitFor();
  await page.reload();
  expect(await page.getByRole('button', { name: /^Following\W+1 follower$/ }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(await page.getByRole('button', { name: 'Watchlist' }).getAttribute('aria-pressed')).toBe('true');

  // The watchlist has its own page in the user's area (sidebar link), and an entry can be removed there.
  await page.locator('aside').getByRole('link', { name: 'My Watchlist' }).click();
  await page.waitForURL((u) => u.pathname === '/user/watchlist');
  await page.getByRole('heading', { level: 1, name: 'My Watchlist' }).waitFor();
  const watched = page.getByTestId('watchlist').getByTestId('startup-card').filter({ hasText: NAME });
  await watched.waitFor();
  await page.screenshot({ path: 'test-results/startups-watchlist-desktop.png', fullPage: true });
  const mobile = await newPage(browser, { mobile: true });
  await signIn(mobile.page, APPLICANT, PASSWORD);
  await mobile.page.goto('/user/watchlist');
  await mobile.page.getByTestId('watchlist').getByTestId('startup-card').first().waitFor();
  await mobile.page.waitForLoadState('networkidle');
  await mobile.page.screenshot({ path: 'test-results/startups-watchlist-360.png', fullPage: true });
  expect(await mobile.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await mobile.context.close();
  await watched.getByRole('button', { name: `Remove ${NAME} from your watchlist` }).click();
  await page.getByText(`${NAME} was removed from your watchlist.`).waitFor();
  await page.getByText('Your watchlist is empty').waitFor();
  expect(await page.getByRole('link', { name: 'Browse startups' }).last().getAttribute('href')).toBe('/startup');
  await context.close();

  // The startup's owner sees no form on their own opportunity (the server refuses it), a line and the dashboard.
  const owner = await newPage(browser);
  await signIn(owner.page, CLAIMANT, PASSWORD);
  await owner.page.goto(`/opportunity/${job._id}`);
  const own = owner.page.getByTestId('own-opportunity');
  await own.getByText('This opportunity belongs to your startup.').waitFor();
  expect(await own.getByRole('link', { name: 'Manage in Startup Management' }).getAttribute('href')).toBe(
    '/user/startup-management',
  );
  expect(await owner.page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
  await owner.context.close();
});

it('the directory, an industry and a profile read without JavaScript', async () => {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/startup?industry=Energy');
  expect(await page.getByRole('heading', { level: 1, name: 'Energy startups' }).isVisible()).toBe(true);
  expect(await page.getByTestId('startup-card').filter({ hasText: NAME }).count()).toBe(1);
  await page.goto(`/startup/${startupId}?filter=same-location&q=solar`);
  expect(await page.getByRole('heading', { level: 1, name: NAME }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: JOB }).isVisible()).toBe(true);
  expect(
    await page
      .getByRole('tablist', { name: 'Quick filters' })
      .getByRole('tab', { name: 'Same Location' })
      .getAttribute('aria-selected'),
  ).toBe('true');
  expect(await page.getByRole('textbox', { name: 'Search similar startups' }).inputValue()).toBe('solar');
  await context.close();
});
