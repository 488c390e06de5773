// Search (issue 18) in a real browser: the sidebar's Search opens /search with its box focused, the typeahead is
// picked with the keyboard, the '/' shortcut opens the full page, tabs switch kinds, a result is followed, 'Load
// more' appends the next page; with JavaScript off the page arrives rendered and its form and tabs still work.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchCounts, SearchResult } from '../common/schemas/search';
import { ADMIN, BASE_URL, launch, newPage, signIn } from './browser';

/** A word of the demo content found in several kinds (server/cli/seed-data.ts, sample-articles.ts). */
const WORD = 'founders';
/** A word of more than a page of results (20). */
const COMMON = 'and';
let browser: Browser;
let counts: SearchCounts;

beforeAll(async () => {
  browser = await launch();
  counts = (await (await fetch(`${BASE_URL}/api/search/counts?q=${WORD}`)).json()) as SearchCounts;
  if (Object.values(counts).filter((n) => n > 0).length < 2) throw new Error(`'${WORD}' is not in several kinds`);
  const common = (await (await fetch(`${BASE_URL}/api/search/counts?q=${COMMON}`)).json()) as SearchCounts;
  if (Object.values(common).reduce((a, b) => a + b, 0) <= 20) throw new Error(`'${COMMON}' has a page or less`);
});
afterAll(() => browser?.close());

const box = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const rows = (page: Page) => page.getByTestId('search-result');
const kindsShown = async (page: Page) =>
  new Set(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-kind'))));
const isFocused = (page: Page) => box(page).evaluate((el) => el === document.activeElement);
/** The first kind with results (its tab), after 'All'. */
const firstKind = () => (Object.entries(counts) as [keyof SearchCounts, number][]).find(([, n]) => n > 0)!;

describe('search', () => {
  it('from the sidebar: the typeahead by keyboard, the full page by the shortcut, tabs, a result, Load more', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      const rail = page.locator('aside');
      await rail.getByRole('link', { name: 'Search', exact: true }).click();
      await page.waitForURL('**/search');
      await expect.poll(() => isFocused(page)).toBe(true);
      expect(await page.title()).toBe('Search | AfriFounders');

      // The typeahead: the first results after a pause; ArrowDown then Enter opens the first.
      await box(page).pressSequentially(WORD, { delay: 30 });
      await expect.poll(() => box(page).getAttribute('aria-expanded')).toBe('true');
      const options = page.getByRole('option');
      expect(await options.count()).toBeGreaterThan(0);
      expect(await options.count()).toBeLessThanOrEqual(5);
      await box(page).press('ArrowDown');
      const firstId = await options.first().getAttribute('id');
      expect(await box(page).getAttribute('aria-activedescendant')).toBe(firstId);
      const [top] = (await (await fetch(`${BASE_URL}/api/search?q=${WORD}&limit=5`)).json()) as SearchResult[];
      await box(page).press('Enter');
      await page.waitForURL((u) => u.pathname === top!.url.split('?')[0]);

      // '/' opens the search page focused; Enter without a pick searches in full.
      await page.locator('body').press('/');
      await page.waitForURL('**/search');
      await expect.poll(() => isFocused(page)).toBe(true);
      await box(page).fill(WORD);
      await box(page).press('Enter');
      await page.waitForURL(`**/search?q=${WORD}`);
      await rows(page).first().waitFor();
      expect(await page.title()).toBe(`Search: ${WORD} | AfriFounders`);
      expect((await kindsShown(page)).size).toBeGreaterThan(1);
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      await page.getByRole('tab', { name: `All ${total}` }).waitFor();

      // A tab shows one kind.
      const [type, n] = firstKind();
      const tab = page.getByRole('tab', { name: new RegExp(`^${type} ${n}$`, 'i') });
      await tab.click();
      await page.waitForURL(`**/search?q=${WORD}&type=${type}`);
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await expect.poll(async () => [...(await kindsShown(page))].length).toBe(1);
      expect(await rows(page).count()).toBe(Math.min(n, 20));

      // A result leads to its page.
      const link = rows(page).first().getByRole('link');
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await page.waitForURL((u) => `${u.pathname}${u.search}` === href);
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      // Load more appends the next page in place.
      await page.goto(`/search?q=${COMMON}`);
      expect(await rows(page).count()).toBe(20);
      await page.getByRole('link', { name: 'Load more' }).click();
      await expect.poll(() => rows(page).count()).toBeGreaterThan(20);
      expect(new URL(page.url()).search).toBe(`?q=${COMMON}`);
    } finally {
      await context.close();
    }
  });

  it("the mobile menu's Search opens the page with its box focused", async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Search', exact: true }).click();
      await page.waitForURL('**/search');
      await expect.poll(() => isFocused(page)).toBe(true);
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("from the admin area: '/' and the header's Search open the page focused", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('body').press('/');
      await page.waitForURL('**/search');
      await expect.poll(() => isFocused(page)).toBe(true);
      await page.goto('/admin/users');
      await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
      await page.waitForURL('**/search');
      await expect.poll(() => isFocused(page)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('works with JavaScript off: rendered results, noindex, the form, the tabs and Load more', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      const res = await page.goto('/search');
      expect(res?.status()).toBe(200);
      expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
      await box(page).fill(WORD);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(`**/search?q=${WORD}`);
      expect(await page.title()).toBe(`Search: ${WORD} | AfriFounders`);
      expect(await rows(page).count()).toBeGreaterThan(0);
      expect(await rows(page).locator('mark').count()).toBeGreaterThan(0);
      const [type] = firstKind();
      await page.getByRole('tab', { name: new RegExp(`^${type} `, 'i') }).click();
      await page.waitForURL(`**/search?q=${WORD}&type=${type}`);
      expect((await kindsShown(page)).size).toBe(1);
      await page.goto(`/search?q=${COMMON}`);
      await page.getByRole('link', { name: 'Load more' }).click();
      await page.waitForURL(`**/search?q=${COMMON}&page=2`);
      expect(await rows(page).count()).toBeGreaterThan(0);
      await page.goto('/search?q=zzqxv');
      await page.getByText('No results for "zzqxv"').waitFor();
    } finally {
      await context.close();
    }
  });
});
