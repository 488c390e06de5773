import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const DATA_DIR = process.env.E2E_DATA_DIR ?? './data';
export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-Passw0rd!' };

/** Debian's Chromium driven by playwright-core (Playwright's own browser download does not work here). */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(
  browser: Browser,
  opts: { mobile?: boolean; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: opts.locale ?? 'en-US',
    viewport: opts.mobile ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    hasTouch: opts.mobile,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  waitForHydrationOnLoad(page);
  return { context, page };
}

/** A fresh page in a context of its own (`newPage`); `close` closes the context. */
export async function freshPage(browser: Browser, opts: { mobile?: boolean; locale?: string } = {}) {
  const { context, page } = await newPage(browser, opts);
  return { page, close: () => context.close() };
}

/** The path of the page's address. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Pages arrive rendered by the server and become interactive once hydrated (the app marks <html> with
 * data-hydrated); a click before that would be lost, as it would be for a person, so loads wait for it.
 */
export function waitForHydrationOnLoad(page: Page) {
  // Pages that are not the app (the API docs) have no #root and are not waited for.
  const hydrated = () =>
    page
      .waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'))
      .then(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const res = await goto(...args);
    await hydrated();
    return res;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const res = await reload(...args);
    await hydrated();
    return res;
  };
}

/**
 * The newest link of a kind mailed to an address, read from the outbox folder of the running app. Account mail is
 * sent by the app's job queue after the answer (issue 17): this waits for it (at most `timeout` ms).
 */
export async function mailedLink(
  email: string,
  kind: 'verify-email' | 'reset-password',
  timeout = 15_000,
): Promise<string> {
  const dir = path.join(DATA_DIR, 'outbox');
  const re = new RegExp(`https?://[^\\s"<]+/${kind}/[A-Za-z0-9_-]+`);
  const until = Date.now() + timeout;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {}
    for (const f of files) {
      const raw = readFileSync(path.join(dir, f), 'utf8');
      if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
      const m = re.exec(raw.replace(/=\r?\n/g, ''));
      if (m) return m[0];
    }
    if (Date.now() > until) throw new Error(`no ${kind} mail for ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Registers an account through the API and verifies it with the mailed link; answers the verification tokens. */
export async function registerVerified(
  email: string,
  password: string,
  names: { first_name?: string; last_name?: string } = {},
): Promise<{ access_token: string; refresh_token: string }> {
  const res = await fetch(`${BASE_URL}/api/auth/onboard`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: names.first_name ?? 'Test',
      last_name: names.last_name ?? 'User',
      email,
      phone_number: '+2348012345678',
      password,
    }),
  });
  if (!res.ok) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  const token = (await mailedLink(email, 'verify-email')).split('/').pop();
  const verified = await fetch(`${BASE_URL}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!verified.ok) throw new Error(`verify ${email}: ${verified.status} ${await verified.text()}`);
  return verified.json();
}

/** Signs in through the /login screen and waits until the page has left /login. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), BASE_URL).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The session tokens the web app keeps in localStorage. */
export async function storedTokens(page: Page): Promise<{ access: string | null; refresh: string | null }> {
  return page.evaluate(() => ({
    access: localStorage.getItem('authToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));
}
