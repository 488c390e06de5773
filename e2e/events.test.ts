// Browser journey of events, programs and video playlists: the admin creates a paid event, a program and a
// playlist on their screens; a visitor sees the event on /event and opens its payment modal, and /videos plays
// the playlist (a poster until Play, then the YouTube embed). /event and /videos also read without JavaScript.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, BASE_URL, launch, newPage, signIn } from './browser';

// A 1×1 PNG: small, but real bytes (the server decides the type from the bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const stamp = Date.now();
const EVENT = `E2E Pitch Night ${stamp}`;
const PROGRAM = `E2E Seed Fellowship ${stamp}`;
const PLAYLIST = `E2E Founder Talks ${stamp}`;
const PAYMENT = `Pay 10,000 NGN to account 0123456789, reference ${stamp}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('the admin creates a paid event, a program and a playlist', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, ADMIN.email, ADMIN.password);

  await page.goto('/admin/event');
  await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Create Event' }).click();
  const ev = page.getByRole('dialog', { name: 'Create Event' });
  await ev.getByLabel('Title').fill(EVENT);
  await ev.getByLabel('Location').fill('Lagos');
  await ev.getByLabel('Date and time').fill('2099-06-01T18:00');
  await ev.getByLabel('Event type').selectOption('paid');
  await ev.getByRole('button', { name: 'Create Event' }).click();
  await expect.poll(() => ev.getByRole('alert').textContent()).toBe('Please select an image for the event');
  await ev
    .getByLabel('Event image', { exact: true })
    .setInputFiles({ name: 'event.png', mimeType: 'image/png', buffer: PNG });
  await ev.getByRole('button', { name: 'Create Event' }).click();
  await expect
    .poll(() => ev.getByRole('alert').textContent())
    .toBe('Please provide payment instructions for paid events');
  await ev.getByLabel('Payment instructions').fill(PAYMENT);
  await ev.getByRole('button', { name: 'Create Event' }).click();
  await page.getByText('Event created successfully!').waitFor();
  await ev.waitFor({ state: 'detached' });
  await page.getByTestId('event-row').filter({ hasText: EVENT }).waitFor();

  await page.goto('/admin/program');
  await page.getByRole('heading', { name: 'Programs', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Create Program' }).click();
  const pr = page.getByRole('dialog', { name: 'Create Program' });
  await pr.getByLabel('Title').fill(PROGRAM);
  await pr.getByLabel('Description').fill('Twelve weeks of mentoring for first-time founders.');
  await pr
    .getByLabel('Program image', { exact: true })
    .setInputFiles({ name: 'program.png', mimeType: 'image/png', buffer: PNG });
  await pr.getByRole('button', { name: 'Create Program' }).click();
  await pr.waitFor({ state: 'detached' });
  const card = page.getByTestId('program-admin-card').filter({ hasText: PROGRAM });
  await card.getByRole('button', { name: `Feature ${PROGRAM}` }).click();
  await card.getByRole('button', { name: `Unfeature ${PROGRAM}` }).waitFor();

  await page.goto('/admin/media');
  await page.getByRole('heading', { name: 'Video Playlists', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add Playlist' }).click();
  await page.getByLabel('Title').fill(PLAYLIST);
  await page.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=abc');
  await page.getByRole('button', { name: 'Add Playlist' }).click();
  await expect
    .poll(() => page.getByRole('alert').first().textContent())
    .toBe('Please enter a YouTube playlist URL (one with list=…)');
  await page.getByLabel('YouTube URL').fill('https://www.youtube.com/playlist?list=PLQ-uHSnFig5M9fW16o2l35jrfdsxGknNB');
  await page.getByRole('button', { name: 'Add Playlist' }).click();
  const row = page.getByTestId('playlist-row').filter({ hasText: PLAYLIST });
  await row.waitFor();
  expect(await row.getByText('active', { exact: true }).isVisible()).toBe(true);
  await context.close();
});

it('a visitor sees the paid event on /event and opens its payment information', async () => {
  const { page, context } = await newPage(browser);
  await page.goto('/event');
  await page.getByRole('heading', { name: 'Upcoming Events', level: 1 }).waitFor();
  let card = page.getByTestId('event-card').filter({ hasText: EVENT });
  // The list is soonest first: the far-future event may be on a later page.
  while ((await card.count()) === 0 && (await page.getByRole('link', { name: 'Load more' }).count()) > 0) {
    await page.getByRole('link', { name: 'Load more' }).click();
    await page.waitForTimeout(300);
    card = page.getByTestId('event-card').filter({ hasText: EVENT });
  }
  await card.getByRole('button', { name: 'Payment Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Information' });
  await dialog.getByText(PAYMENT).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click(); // the dialog's own close button
  await dialog.waitFor({ state: 'detached' });
  await context.close();
});

it('/videos shows the playlist as a poster and plays it in the embed', async () => {
  const { page, context } = await newPage(browser);
  await page.goto('/videos');
  const item = page.getByTestId('playlist').filter({ hasText: PLAYLIST });
  await item.waitFor();
  expect(await page.locator('iframe').count()).toBe(0);
  await item.getByRole('button', { name: `Play ${PLAYLIST}` }).click();
  const src = await item.locator('iframe').getAttribute('src');
  expect(src).toContain('list=PLQ-uHSnFig5M9fW16o2l35jrfdsxGknNB');
  expect(src).toContain('autoplay=1');
  await context.close();
});

it('/event and /videos read without JavaScript', async () => {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/event');
  expect(await page.getByRole('heading', { name: 'Upcoming Events', level: 1 }).isVisible()).toBe(true);
  expect(await page.getByTestId('event-card').count()).toBeGreaterThan(0);
  await page.goto('/videos');
  expect(await page.getByTestId('playlist').filter({ hasText: PLAYLIST }).count()).toBe(1);
  await context.close();
});
