// What the shell's journeys share (e2e/shell.test.ts, e2e/routes.test.ts): a browser per test file and a member
// registered for it, a fresh page in its own context, and the texts looked for. `setUpShell()` registers the
// set-up; `browser` is filled by it before the file's tests run.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { freshPage, launch, registerVerified, uniqueEmail } from './browser';

export const TAGLINE = 'Join a thriving community of African tech builders.';
export const CRASH = 'Unexpected Application Error!';
// A long address: the profile card must truncate it rather than widen the page at 360 px.
export const user = { email: uniqueEmail('shell-walker-with-a-rather-long-address'), password: 'Savanna-Shell-42!' };

export let browser: Browser;
export function setUpShell() {
  beforeAll(async () => {
    browser = await launch();
    await registerVerified(user.email, user.password, { first_name: 'Shell', last_name: 'Walker' });
  });
  afterAll(() => browser?.close());
}

/** A fresh page in its own context; the caller closes it through the returned function. */
export const fresh = (opts: { mobile?: boolean } = {}) => freshPage(browser, opts);
