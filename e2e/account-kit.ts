// What the accounts journeys share (e2e/accounts.test.ts, e2e/account-recovery.test.ts): a browser per test file,
// a fresh page in its own context, and the server's own wording. `setUpAccounts()` registers the set-up; `browser`
// is filled by it before the file's tests run.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { freshPage, launch } from './browser';

export const PASSWORD = 'Kite-Lagos-2048!';
// The server's own wording (server/features/auth/service.ts MESSAGES).
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const UNVERIFIED = 'Please verify your email address before logging in.';
export const INVALID_VERIFICATION = 'This verification link is invalid or has expired. Please request a new one.';
export const LOGIN_PROMPT = 'Please log in to continue.';

export let browser: Browser;
export function setUpAccounts() {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
}

/** A fresh page in its own context; the caller closes it through the returned function. */
export const fresh = (opts: { mobile?: boolean } = {}) => freshPage(browser, opts);
export const alert = (page: Page) => page.getByRole('alert');
