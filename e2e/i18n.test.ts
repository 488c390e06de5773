// The platform in French (issue 20): French pages under /fr rendered on the server in French, links that stay
// French, the switcher keeping the page, and JavaScript off.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the catalogue script is plain JavaScript (npm run i18n)
import { extract, readPo } from '../scripts/i18n.mjs';
import { BASE_URL, launch, mailedLink, newPage, uniqueEmail } from './browser';

let browser: Browser;
let article: { _id: string; title: string; slug?: string };
beforeAll(async () => {
  browser = await launch();
  [article] = (await (await fetch(`${BASE_URL}/api/article?limit=1`)).json()) as (typeof article)[];
});
afterAll(() => browser?.close());

/** The text a reader sees in a page's HTML (no scripts, styles or tags). */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<head>[\s\S]*?<\/head>/, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/**
 * The catalogue's English texts of the web app that French writes otherwise and that cannot be mistaken for
 * someone's content (three words or more, no placeholder).
 */
function englishOnly(): string[] {
  const fr: Map<string, string> = readPo('fr');
  const out: string[] = [];
  for (const [id, m] of extract() as Map<string, { web: boolean }>) {
    const french = fr.get(id);
    if (m.web && french && french !== id && !id.includes('{') && id.trim().split(/\s+/).length >= 3) out.push(id);
  }
  return out;
}

const PAGES = ['/fr', '/fr/blog', '/fr/communities', '/fr/startup', '/fr/event', '/fr/about', '/fr/search?q=founders'];

describe('French pages rendered on the server', () => {
  it('are in French: lang, title, canonical and alternates, and no English text of the catalogue', async () => {
    const english = englishOnly();
    expect(english.length).toBeGreaterThan(20);
    for (const path of [...PAGES, `/fr/blog/${article._id}`]) {
      const res = await fetch(`${BASE_URL}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<html lang="fr"');
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="${BASE_URL}/fr[^"]*"`));
      expect(html, path).toContain(`hreflang="fr"`);
      // The English page is the default for other languages.
      expect(html, path).toMatch(new RegExp(`<link rel="alternate" hreflang="x-default" href="${BASE_URL}/(?!fr)`));
      const text = visibleText(html);
      const found = english.filter((e) => text.includes(e));
      expect(found, `${path} shows English`).toEqual([]);
      // Every link inside a French page stays French; the language switchers (hreflang) are the way out, and
      // files (the events' calendar) are not pages.
      const englishLinks = [...html.matchAll(/<a ([^>]*)>/g)]
        .map((m) => m[1]!)
        .filter((attrs) => !attrs.includes('hreflang='))
        .map((attrs) => /href="(\/[^"]*)"/.exec(attrs)?.[1])
        .filter((l): l is string => !!l && !/^\/(fr([/?#]|$)|uploads\/|api\/)/.test(l) && !l.endsWith('.ics'));
      expect(englishLinks, path).toEqual([]);
    }
  });

  it('English stays at every path, unchanged, with its French alternate', async () => {
    const html = await (await fetch(`${BASE_URL}/blog`)).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/blog"`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${BASE_URL}/fr/blog"`);
  });

  it('a language that is not offered is an ordinary 404 page', async () => {
    const res = await fetch(`${BASE_URL}/de/blog`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<html lang="en"');
  });
});

describe('reading in French in the browser', () => {
  it('switches to English on the same page and back, the app working in both', async () => {
    // A French reader (a browser preferring English is offered English: see the next test).
    const { context, page } = await newPage(browser, { locale: 'fr-FR' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/fr/blog');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await expect.poll(() => page.title()).toContain('Blog');
    await page.locator('footer a[hreflang="en"]').click();
    await page.waitForURL(`${BASE_URL}/blog`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.locator('footer a[hreflang="fr"]').click();
    await page.waitForURL(`${BASE_URL}/fr/blog`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    // A link followed inside the app stays French.
    await page.locator('main a[href^="/fr/blog/"]').first().click();
    await page.waitForURL(/\/fr\/blog\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a browser that prefers English the English page, once, without a redirect', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/fr/blog');
    expect(new URL(page.url()).pathname).toBe('/fr/blog');
    const offer = page.locator('aside[lang="en"]');
    await offer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await page.reload();
    expect(await page.locator('aside[lang="en"]').count()).toBe(0);
    await context.close();
  });

  it('works with JavaScript off', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr');
    await page.locator('footer a[href="/fr/blog"]').click();
    await page.waitForURL(`${BASE_URL}/fr/blog`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    // An article, read in French (its page's words; its text is the author's).
    await page.locator('main a[href^="/fr/blog/"]').first().click();
    await page.waitForURL(/\/fr\/blog\//);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.locator('nav[aria-label="Principal"]').count()).toBe(1);
    // Switched to English and back, on the same page.
    const french = new URL(page.url()).pathname;
    await page.locator('footer a[hreflang="en"]').click();
    await page.waitForURL(`${BASE_URL}${french.replace(/^\/fr/, '')}`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.locator('footer a[hreflang="fr"]').click();
    await page.waitForURL(`${BASE_URL}${french}`);
    await context.close();
  });
});

describe('joining in French', () => {
  it('registers on a French page, gets the verification mail in French, and lands in the user area in French', async () => {
    const { context, page } = await newPage(browser, { locale: 'fr-FR' });
    const email = uniqueEmail('fr');
    await page.goto('/fr/registration');
    await page.fill('input[name="first_name"]', 'Awa');
    await page.fill('input[name="last_name"]', 'Diop');
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="phone_number"]', '+221 77 000 00 00');
    await page.fill('input[name="password"]', 'Dakar-Fondatrice-2026!');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${BASE_URL}/fr/email-verification`);

    // The mail is French, and its link opens the French page.
    const link = await mailedLink(email, 'verify-email');
    expect(new URL(link).pathname).toMatch(/^\/fr\/verify-email\//);
    await page.goto(new URL(link).pathname);
    await page.waitForURL(`${BASE_URL}/fr/user`, { timeout: 20_000 });
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await expect.poll(() => page.locator('nav[aria-label="Principal"]').innerText()).toContain('Mon tableau de bord');

    // Her account keeps French: signing in from an English page takes her to her language.
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/user/loggedIn', {
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` },
      });
      return res.json();
    });
    expect(me.locale).toBe('fr');
    await context.close();

    // Signing in on another device, on an English page, opens her language.
    const other = await newPage(browser, { locale: 'en-US' });
    await other.page.goto('/login');
    await other.page.fill('input[name="email"]', email);
    await other.page.fill('input[name="password"]', 'Dakar-Fondatrice-2026!');
    await other.page.locator('form button[type="submit"]').click();
    await other.page.waitForURL((url) => url.pathname.startsWith('/fr/'), { timeout: 20_000 });
    await other.page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    expect(await other.page.getAttribute('html', 'lang')).toBe('fr');
    await expect
      .poll(() => other.page.locator('nav[aria-label="Principal"]').innerText())
      .toContain('Mon tableau de bord');
    await other.context.close();
  });
});
