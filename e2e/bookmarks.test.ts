// Bookmarks (issue 17) in a real browser: a member saves an article from its page, finds it on /user/bookmark and
// removes it there; the button's state is right from its first paint after a reload, and it never moves the page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePath } from '../common/articles';
import type { ArticleCard } from '../common/schemas/articles';
import { BASE_URL, launch, newPage, registerVerified, signIn, uniqueEmail } from './browser';

const member = { email: uniqueEmail('saver'), password: 'Baobab-Saver-42!' };
let browser: Browser;
let article: ArticleCard;

beforeAll(async () => {
  browser = await launch();
  await registerVerified(member.email, member.password, { first_name: 'Kofi', last_name: 'Saver' });
  // A published general article of the demo content.
  const res = await fetch(`${BASE_URL}/api/article?type=general&limit=1`);
  [article] = (await res.json()) as ArticleCard[];
  if (!article) throw new Error('no general article in the demo content');
});
afterAll(() => browser?.close());

const saveButton = (page: Page) => page.getByTestId('bookmark-button');

/** The button once it is shown (it is drawn invisible until the saved state is known): its state then. */
async function shownState(page: Page) {
  const button = saveButton(page);
  await button.waitFor({ state: 'visible' });
  return { pressed: await button.getAttribute('aria-pressed'), text: (await button.textContent())?.trim() };
}

describe('bookmarks', () => {
  it('saves an article from its page, lists it on /user/bookmark and removes it there', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, member.email, member.password);
      const path = articlePath(article);
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      expect(await shownState(page)).toEqual({ pressed: 'false', text: 'Save' });

      // Pressing it changes its state, not its size.
      const before = await saveButton(page).boundingBox();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'Saved', exact: true, pressed: true }).waitFor();
      expect(await saveButton(page).boundingBox()).toEqual(before);

      // After a reload its first visible state is the saved one.
      await page.reload();
      expect(await shownState(page)).toEqual({ pressed: 'true', text: 'Saved' });

      await page.goto('/user/bookmark');
      await page.getByRole('heading', { level: 1, name: 'Bookmarks' }).waitFor();
      const row = page.getByTestId('bookmark').filter({ hasText: article.title });
      await row.waitFor();
      expect(await row.textContent()).toContain('Article · Saved');
      expect(await row.getByRole('link', { name: article.title }).getAttribute('href')).toBe(path);

      // The kind filter is in the address; another kind has none.
      await page.getByRole('tab', { name: 'Events' }).click();
      await page.getByText('No saved events yet').waitFor();
      expect(new URL(page.url()).search).toBe('?kind=event');
      await page.getByRole('tab', { name: 'Articles' }).click();
      await row.waitFor();

      await row.getByRole('button', { name: `Remove ${article.title} from your bookmarks` }).click();
      await page.getByText('No saved articles yet').waitFor();

      await page.goto(path);
      expect(await shownState(page)).toEqual({ pressed: 'false', text: 'Save' });
    } finally {
      await context.close();
    }
  });

  it('a visitor who presses Save goes to /login', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(articlePath(article));
      expect(await shownState(page)).toEqual({ pressed: 'false', text: 'Save' });
      await saveButton(page).click();
      await page.waitForURL('**/login');
      await page.getByText('Please log in to save this for later.').waitFor();
    } finally {
      await context.close();
    }
  });
});
