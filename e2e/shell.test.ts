// The application shell in a real browser (part 1 §2.4, part 3 §2.1-2.2): drawer, sidebar widths, footer,
// bottom bar, canonical link, and the dashboard at both widths.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASE_URL, signIn } from './browser';
import { fresh, setUpShell, TAGLINE, user } from './shell-kit';

setUpShell();

describe('mobile drawer at 360 px', () => {
  it("opens with 'Open menu' and closes on a tap outside the panel", async () => {
    const { page, close } = await fresh({ mobile: true });
    try {
      await page.goto('/');
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.waitFor();
      expect(await page.locator('aside').isVisible()).toBe(false); // the desktop rail is hidden
      await menu.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      await drawer.getByRole('link', { name: 'Log in' }).waitFor();
      await drawer.getByRole('link', { name: 'Sign up' }).waitFor();
      const backdrop = page.getByTestId('drawer-backdrop');
      await backdrop.waitFor();
      // It slides in from the left edge and leaves part of the backdrop uncovered.
      await expect.poll(async () => (await drawer.boundingBox())!.x).toBe(0);
      expect((await drawer.boundingBox())!.width).toBeLessThan(340);
      // Tap the backdrop to the right of the panel.
      await page.touchscreen.tap(350, 400);
      await drawer.waitFor({ state: 'detached' });
      await backdrop.waitFor({ state: 'detached' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');

      // It opens again, and following a link closes it.
      await menu.click();
      await drawer.getByRole('link', { name: 'About' }).click();
      await page.waitForURL('**/about');
      await drawer.waitFor({ state: 'detached' });
    } finally {
      await close();
    }
  });
});

describe('desktop sidebar at 1280 px', () => {
  it('is 60 px collapsed and 200 px on hover for a signed-in user', async () => {
    const { page, close } = await fresh();
    try {
      await signIn(page, user.email, user.password);
      await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
      await page.mouse.move(900, 400);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const rail = page.locator('aside');
      await rail.getByRole('link', { name: 'My Dashboard' }).waitFor();
      await rail.getByText(user.email).waitFor({ state: 'attached' });
      const width = async () => (await rail.boundingBox())!.width;
      await expect.poll(width).toBe(60);
      await rail.hover();
      await expect.poll(width).toBe(200);
      await page.mouse.move(900, 400);
      await expect.poll(width).toBe(60);
      // The content starts right of the collapsed rail.
      const main = (await page.locator('#main').boundingBox())!;
      expect(main.x).toBeGreaterThanOrEqual(60);

      // Signed-in items (part 3 §2.2).
      const nav = rail.getByRole('navigation', { name: 'Main' });
      const expected: [string, string][] = [
        ['Home', '/'],
        ['Blog', '/blog'],
        ['About', '/about'],
        ['Communities', '/user/community'],
        ['Startups', '/startup'],
        ['My Dashboard', '/user'],
      ];
      for (const [name, href] of expected) {
        expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      expect(await nav.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
      expect(await rail.getByRole('link', { name: 'Search', exact: true }).getAttribute('href')).toBe('/search');
      await rail.getByRole('button', { name: 'Log out' }).waitFor();
    } finally {
      await close();
    }
  });
});

describe('footer, bottom bar and canonical link', () => {
  it('has the footer links', async () => {
    const { page, close } = await fresh();
    try {
      await page.goto('/');
      const footer = page.getByRole('navigation', { name: 'Footer' });
      const links: [string, string][] = [
        ['/blog', 'Blog'],
        ['/videos', 'Videos'],
        ['/user/community', 'Communities'],
        ['/event', 'Events'],
        ['/about', 'About Us'],
        ['/contact', 'Contact'],
        ['/terms', 'Terms of Service'],
        ['/privacy', 'Privacy Policy'],
      ];
      await footer.getByRole('link', { name: 'Privacy Policy' }).waitFor();
      expect(await footer.getByRole('link').count()).toBe(links.length);
      for (const [href, name] of links) {
        expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      await footer.getByRole('link', { name: 'Terms of Service' }).click();
      await page.waitForURL('**/terms');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0); // scrolled to the top on the path change
    } finally {
      await close();
    }
  });

  it('shows the bottom bar tagline at 1280 px and hides it at 360 px', async () => {
    const wide = await fresh();
    try {
      await wide.page.goto('/');
      const tagline = wide.page.getByText(TAGLINE, { exact: true });
      await tagline.waitFor({ state: 'visible' });
      const bar = wide.page.getByRole('region', { name: 'Join the community' });
      await bar.getByRole('button', { name: 'Join' }).waitFor();
      await bar.getByRole('button', { name: 'Content' }).waitFor();
      expect(await bar.getByRole('link', { name: 'News letter' }).getAttribute('href')).toBe('/blog');
      // Signed out, Join goes to /login.
      await bar.getByRole('button', { name: 'Join' }).click();
      await wide.page.waitForURL('**/login');
    } finally {
      await wide.close();
    }
    const narrow = await fresh({ mobile: true });
    try {
      await narrow.page.goto('/');
      await narrow.page.getByRole('button', { name: 'Open menu' }).waitFor();
      await narrow.page.getByText(TAGLINE, { exact: true }).waitFor({ state: 'attached' });
      expect(await narrow.page.getByText(TAGLINE, { exact: true }).isVisible()).toBe(false);
    } finally {
      await narrow.close();
    }
  });

  it('sets the canonical link to origin + path after each navigation', async () => {
    const { page, close } = await fresh();
    try {
      const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href');
      await page.goto('/');
      await expect.poll(canonical).toBe(`${BASE_URL}/`);
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL('**/about');
      await expect.poll(canonical).toBe(`${BASE_URL}/about`);
      await page.goto('/contact?ref=x');
      await expect.poll(canonical).toBe(`${BASE_URL}/contact`);
      expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    } finally {
      await close();
    }
  });
});

/** Opens each path and checks that it rendered a page (an h1), not the crash screen or the 404. */

describe('dashboard at 1280 px and 360 px', () => {
  it('renders the dashboard (screenshots in test-results/)', async () => {
    mkdirSync('test-results', { recursive: true });
    for (const [name, mobile] of [
      ['dashboard-1280.png', false],
      ['dashboard-360.png', true],
    ] as const) {
      const { page, close } = await fresh({ mobile });
      try {
        await signIn(page, user.email, user.password);
        await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
        await page.getByText('Shell Walker', { exact: true }).waitFor();
        await page.mouse.move(900, 700);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/${name}`, fullPage: true });
      } finally {
        await close();
      }
    }
  });

  it('does not scroll sideways at 360 px with a long email address', async () => {
    const { page, close } = await fresh({ mobile: true });
    try {
      await signIn(page, user.email, user.password);
      await page.getByText('Shell Walker', { exact: true }).waitFor();
      expect(user.email.length).toBeGreaterThan(60);
      const card = (await page.locator('section[aria-labelledby="profile-heading"]').boundingBox())!;
      expect(card.x + card.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await close();
    }
  });
});
