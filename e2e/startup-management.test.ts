// Browser journey of the owner's dashboard and the admin's startup pages (issue 11): an owner creates two startups
// on /user/startup-management; the admin approves one and rejects the other with a reason on /admin/startup; the
// owner sees the reason, creates an opportunity for the verified one and edits it; another user applies on
// /opportunity/{id} and follows the application on /user/applications; the owner reads it and shortlists it. The
// admin's claim manager creates a startup for a company. Screenshots at desktop and 360 px go to test-results/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, launch, newPage, registerVerified, signIn, uniqueEmail } from './browser';

// A 1×1 PNG: small, but real bytes (the server decides the type from the bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0a7"/></svg>',
);
const PASSWORD = 'Owner-Passw0rd-42';
const stamp = Date.now();
const GOOD = `E2E Solar Grid ${stamp}`;
const BAD = `E2E Copycat ${stamp}`;
const COMPANY = `E2E Company ${stamp}`;
const JOB = `E2E Backend Engineer ${stamp}`;
const REASON = `The website does not load (${stamp}).`;
const MESSAGE = `I built payment systems in Accra for five years (${stamp}).`;
const owner = uniqueEmail('owner');
const applicant = uniqueEmail('applicant');
const SHOTS = 'test-results';

let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
  await registerVerified(owner, PASSWORD, { first_name: 'Ama', last_name: 'Owusu' });
  await registerVerified(applicant, PASSWORD, { first_name: 'Kofi', last_name: 'Mensah' });
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/startups-${name}.png`, fullPage: true });
}

async function createStartup(
  page: Page,
  name: string,
  industry: string,
  logo: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole('button', { name: 'Create Startup' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Startup' });
  await dialog.getByLabel('Startup name').fill(name);
  await dialog.getByLabel('Description').fill(`${name} sells solar power by the hour to homes off the grid.`);
  await dialog.getByLabel('Industry').selectOption(industry);
  await dialog.getByLabel('Funding stage').selectOption('seed');
  await dialog.getByLabel('Location').fill('Accra, Ghana');
  await dialog.getByLabel('Founded year').fill('2022');
  await dialog.getByLabel('Founders').fill('Ama Owusu, , Yaw Boateng');
  await dialog.getByLabel('Website').fill('https://solar-grid.example.com');
  await dialog.getByLabel('Contact email').fill('hello@solar-grid.example.com');
  await dialog.getByRole('button', { name: 'Create Startup' }).click();
  await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please select a logo file');
  await dialog.getByLabel('Logo', { exact: true }).setInputFiles(logo);
  await dialog.getByAltText('Chosen image preview').waitFor();
  if (name === GOOD) await page.screenshot({ path: `${SHOTS}/startups-create-form-desktop.png` });
  await dialog.getByRole('button', { name: 'Create Startup' }).click();
  await dialog.waitFor({ state: 'detached' });
}

it('the owner creates two startups; they wait, pending, on the dashboard', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, owner, PASSWORD);
  await page.goto('/user/startup-management');
  await page.getByRole('heading', { name: 'Startup Management', level: 1 }).waitFor();
  await page.getByText('No startups yet').waitFor();
  await createStartup(page, GOOD, 'Energy', { name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await createStartup(page, BAD, 'Technology', { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG });
  const pending = page.getByTestId('startups-pending');
  await pending.getByRole('heading', { name: GOOD }).waitFor();
  await pending.getByRole('heading', { name: BAD }).waitFor();
  await expect.poll(() => page.getByTestId('stat-card').first().textContent()).toBe('0Verified');
  expect(await page.getByTestId('stat-card').nth(1).textContent()).toBe('2Pending');
  // Opportunities wait for verification.
  expect(await page.getByRole('button', { name: /^Create opportunity for/ }).count()).toBe(0);
  await context.close();
});

it('the admin approves one and rejects the other with a reason', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/startup');
  await page.getByRole('heading', { name: 'Startup Management', level: 1 }).waitFor();
  await page.getByLabel('Show Pending Only').check();
  await page.getByLabel('Search startups').fill(`E2E`);
  const good = page.getByTestId('admin-startup-card').filter({ hasText: GOOD });
  await good.waitFor();
  // Every field of part 3 §2.13 on the card.
  for (const text of ['Energy', 'Pending', 'Accra, Ghana', '2022', 'Seed', '2 founders', 'solar-grid.example.com'])
    await good.getByText(text, { exact: true }).first().waitFor();
  await shoot(page, 'admin-desktop');
  await good.getByRole('button', { name: `Verify ${GOOD}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Verify Startup' });
  await dialog.getByRole('button', { name: 'Approve Startup' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(`${GOOD} was approved.`).waitFor();
  // Show Pending Only: the approved one leaves the list.
  await good.waitFor({ state: 'detached' });

  const bad = page.getByTestId('admin-startup-card').filter({ hasText: BAD });
  // Edit first: the manager's form shows the stored values.
  await bad.getByRole('button', { name: `Edit ${BAD}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Startup' });
  expect(await edit.getByLabel('Industry').inputValue()).toBe('Technology');
  expect(await edit.getByLabel('Founders').inputValue()).toBe('Ama Owusu, Yaw Boateng');
  await edit.getByLabel('Location').fill('Kumasi, Ghana');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.waitFor({ state: 'detached' });
  await bad.getByText('Kumasi, Ghana').waitFor();
  await bad.getByRole('button', { name: `Verify ${BAD}` }).click();
  dialog = page.getByRole('dialog', { name: 'Verify Startup' });
  await dialog.getByRole('radio', { name: /Reject/ }).check();
  expect(await dialog.getByRole('button', { name: 'Reject Startup' }).isDisabled()).toBe(true);
  await dialog.getByLabel('Rejection reason').fill(REASON);
  await page.screenshot({ path: `${SHOTS}/startups-verify-desktop.png` });
  await dialog.getByRole('button', { name: 'Reject Startup' }).click();
  await dialog.waitFor({ state: 'detached' });
  await bad.waitFor({ state: 'detached' });
  await context.close();
});

it('the owner sees the reason and posts an opportunity for the verified startup', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, owner, PASSWORD);
  await page.goto('/user/startup-management');
  await page.getByTestId('startups-verified').getByRole('heading', { name: GOOD }).waitFor();
  const rejected = page.getByTestId('startups-rejected');
  await rejected.getByText(REASON).waitFor();
  expect(await page.getByTestId('stat-card').allTextContents()).toEqual([
    '1Verified',
    '0Pending',
    '0Total Opportunities',
    '1Rejected',
  ]);
  await shoot(page, 'dashboard-desktop');

  await page.getByRole('button', { name: `Create opportunity for ${GOOD}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Opportunity' });
  await dialog.getByLabel('Title').fill(JOB);
  await dialog.getByRole('button', { name: 'Create Opportunity' }).click();
  await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please enter a description');
  await dialog.getByLabel('Description').fill('Build the metering API that bills solar power by the hour.');
  await dialog.getByLabel('Job type').selectOption('full-time');
  await dialog.getByLabel('Minimum salary').fill('4000');
  await dialog.getByLabel('Maximum salary').fill('2000');
  await dialog.getByRole('button', { name: 'Create Opportunity' }).click();
  await expect
    .poll(() => dialog.getByRole('alert').textContent())
    .toBe('Minimum salary cannot be greater than maximum salary');
  await dialog.getByLabel('Maximum salary').fill('6000');
  await dialog.getByLabel('Currency').selectOption('GBP');
  await dialog.getByLabel('Location').fill('Remote, Africa');
  await dialog.getByLabel('Experience level').selectOption('senior');
  await dialog.getByLabel('Application deadline').fill('2099-06-30');
  await dialog.getByLabel('Requirements').fill('Five years of backend work\n\nPostgreSQL');
  await dialog.getByLabel('Skills').fill('TypeScript\nGo');
  await dialog.getByRole('button', { name: 'Create Opportunity' }).click();
  await dialog.waitFor({ state: 'detached' });
  const card = page.getByTestId('opportunities-active').getByTestId('owner-opportunity').filter({ hasText: JOB });
  await card.waitFor();
  await expect.poll(() => page.getByTestId('stat-card').nth(2).textContent()).toBe('1Total Opportunities');
  await context.close();
});

it('the owner edits the opportunity with the same form; the public page shows the change at once', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, owner, PASSWORD);
  await page.goto('/user/startup-management?tab=opportunities');
  const card = page.getByTestId('owner-opportunity').filter({ hasText: JOB });
  const href = await card.getByRole('link', { name: JOB }).getAttribute('href');
  // A visitor's view first, so the public answer is cached before the edit.
  const visitor = await newPage(browser);
  await visitor.page.goto(href!);
  await visitor.page.getByText('4,000 – 6,000 GBP').waitFor();

  await card.getByRole('button', { name: `Edit ${JOB}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Opportunity' });
  // The Create Opportunity form, prefilled with every stored field.
  expect(await dialog.getByLabel('Title').inputValue()).toBe(JOB);
  expect(await dialog.getByLabel('Job type').inputValue()).toBe('full-time');
  expect(await dialog.getByLabel('Minimum salary').inputValue()).toBe('4000');
  expect(await dialog.getByLabel('Maximum salary').inputValue()).toBe('6000');
  expect(await dialog.getByLabel('Currency').inputValue()).toBe('GBP');
  expect(await dialog.getByLabel('Location').inputValue()).toBe('Remote, Africa');
  expect(await dialog.getByLabel('Experience level').inputValue()).toBe('senior');
  expect(await dialog.getByLabel('Application deadline').inputValue()).toBe('2099-06-30');
  expect(await dialog.getByLabel('Requirements').inputValue()).toBe('Five years of backend work\nPostgreSQL');
  expect(await dialog.getByLabel('Skills').inputValue()).toBe('TypeScript\nGo');
  await dialog.getByLabel('Minimum salary').fill('9000');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(() => dialog.getByRole('alert').textContent())
    .toBe('Minimum salary cannot be greater than maximum salary');
  await dialog.getByLabel('Minimum salary').fill('4500');
  await dialog.getByLabel('Maximum salary').fill('7000');
  await dialog.getByLabel('Location').fill('Accra, Ghana');
  await dialog.getByLabel('Skills').fill('TypeScript\n\nGo\nRust');
  await page.screenshot({ path: `${SHOTS}/startups-opportunity-edit-desktop.png` });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(`${JOB} was updated.`).waitFor();

  await visitor.page.reload();
  await visitor.page.getByText('4,500 – 7,000 GBP').waitFor();
  await visitor.page.getByText('Accra, Ghana').first().waitFor();
  await visitor.page.getByText('Rust', { exact: true }).waitFor();
  await visitor.context.close();
  await context.close();
});

it('another user applies on the opportunity page and follows the application on /user/applications', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, applicant, PASSWORD);
  // The opportunity's address, as the owner's dashboard links it.
  const owners = await newPage(browser);
  await signIn(owners.page, owner, PASSWORD);
  await owners.page.goto('/user/startup-management?tab=opportunities');
  const href = await owners.page.getByRole('link', { name: JOB }).getAttribute('href');
  await owners.context.close();
  expect(href).toMatch(/^\/opportunity\//);

  await page.goto(href!);
  await page.getByRole('heading', { name: JOB }).waitFor();
  await page.getByLabel('Message').fill(MESSAGE);
  await page.getByLabel('Link (optional)').fill('https://kofi.example.com/cv.pdf');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByText('Application submitted successfully!').waitFor();
  // Back on the page later, the server says they applied, with the application's state.
  await page.reload();
  const applied = page.getByTestId('applied');
  await applied.getByText('You have applied').waitFor();
  await applied.getByText('Submitted', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);

  await page.goto('/user/applications');
  await page.getByRole('heading', { name: 'My Applications', level: 1 }).waitFor();
  const mine = page.getByTestId('my-application').filter({ hasText: JOB });
  await mine.getByText('Submitted', { exact: true }).waitFor();
  // The sidebar leads here.
  expect(await page.locator('aside').getByRole('link', { name: 'My Applications' }).getAttribute('href')).toBe(
    '/user/applications',
  );
  await context.close();
});

it('the owner reads the application and shortlists it; the applicant sees the new state', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, owner, PASSWORD);
  await page.goto('/user/startup-management?tab=opportunities');
  const card = page.getByTestId('owner-opportunity').filter({ hasText: JOB });
  await card.getByText('1 application', { exact: true }).waitFor();
  await card.getByRole('button', { name: `Applications (1) for ${JOB}` }).click();
  const row = card.getByTestId('application');
  await row.getByText(MESSAGE).waitFor();
  await row.getByText('Kofi Mensah').waitFor();
  await row.getByRole('button', { name: 'Mark shortlisted: Kofi Mensah' }).click();
  await row.getByText('Shortlisted', { exact: true }).waitFor();
  await shoot(page, 'opportunities-desktop');
  await context.close();

  const other = await newPage(browser);
  await signIn(other.page, applicant, PASSWORD);
  await other.page.goto('/user/applications');
  await other.page
    .getByTestId('my-application')
    .filter({ hasText: JOB })
    .getByText('Shortlisted', { exact: true })
    .waitFor();
  await shoot(other.page, 'applications-desktop');
  await other.context.close();
});

it("the admin's claim manager counts admin-created startups and creates one for a company", async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/startupClaim');
  await page.getByRole('heading', { name: 'Startup Claim Management', level: 1 }).waitFor();
  const total = page.getByTestId('stat-card').first();
  await expect.poll(() => total.textContent()).toMatch(/^\d+Total Created$/);
  const before = Number((await total.textContent())!.replace('Total Created', ''));
  await page.getByRole('button', { name: 'Create Startup for Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Startup for Company' });
  await dialog.getByLabel('Startup name').fill(COMPANY);
  await dialog.getByLabel('Description').fill('Cold storage for fishermen on Lake Victoria.');
  await dialog.getByLabel('Industry').selectOption('Other');
  await dialog.getByRole('button', { name: 'Create Startup' }).click();
  await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please fill in all required fields');
  await dialog.getByLabel('Contact email').fill('founders@company.example.com');
  await dialog.getByLabel('Funding stage').selectOption('Growth');
  await dialog.getByRole('button', { name: 'Create Startup' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => total.textContent()).toBe(`${before + 1}Total Created`);
  await page.getByLabel('Search startups').fill('founders@company.example.com');
  // The search covers the contact email: only the new startup is left.
  await expect.poll(() => page.getByTestId('claim-row').count()).toBe(1);
  const row = page.getByTestId('claim-row').filter({ hasText: COMPANY });
  await row.getByText('Unclaimed').waitFor();
  await shoot(page, 'claims-desktop');
  await context.close();
});

it('the dashboard and the admin pages fit a 360 px screen', async () => {
  for (const [who, path, name] of [
    [owner, '/user/startup-management', 'dashboard'],
    [applicant, '/user/applications', 'applications'],
    [ADMIN.email, '/admin/startup', 'admin'],
    [ADMIN.email, '/admin/startupClaim', 'claims'],
  ] as const) {
    const { page, context } = await newPage(browser, { mobile: true });
    await signIn(page, who, who === ADMIN.email ? ADMIN.password : PASSWORD);
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // Nothing wider than the screen (the claim table scrolls inside its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shoot(page, `${name}-360`);
    if (name === 'dashboard') {
      await page.getByRole('button', { name: `Create opportunity for ${GOOD}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Opportunity' });
      await dialog.getByLabel('Title').waitFor();
      expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(360);
      await page.screenshot({ path: `${SHOTS}/startups-opportunity-form-360.png` });
    }
    await context.close();
  }
});
