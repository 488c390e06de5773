// Accounts journeys in a real browser against the running app (part 1 §2.2-2.3, §4 'Session', §5, §8;
// part 3 §2.15, §5 'Reset password', §8 'Account emails').
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  BASE_URL,
  launch,
  mailedLink,
  newPage,
  registerVerified,
  signIn,
  storedTokens,
  uniqueEmail,
} from './browser';

const PASSWORD = 'Kite-Lagos-2048!';
// The server's own wording (server/features/auth/service.ts MESSAGES).
const INVALID_CREDENTIALS = 'Invalid email or password.';
const UNVERIFIED = 'Please verify your email address before logging in.';
const INVALID_VERIFICATION = 'This verification link is invalid or has expired. Please request a new one.';
const LOGIN_PROMPT = 'Please log in to continue.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A fresh page in its own context; the context is closed by the caller through the returned function. */
async function fresh(opts: { mobile?: boolean } = {}) {
  const { context, page } = await newPage(browser, opts);
  return { page, close: () => context.close() };
}

const path = (page: Page) => new URL(page.url()).pathname;
const alert = (page: Page) => page.getByRole('alert');

describe('register, verify and edit the profile', () => {
  it('registers with five fields, verifies from the mailed link, lands on the dashboard and edits the profile', async () => {
    const { page, close } = await fresh();
    const email = uniqueEmail('reg');
    try {
      await page.goto('/registration');
      await page.getByLabel('First name').fill('Amara');
      await page.getByLabel('Last name').fill('Okafor');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone number').fill('+2348031234567');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign up' }).click();

      await page.waitForURL('**/email-verification');
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      expect(await page.locator('strong', { hasText: email }).count()).toBe(1);
      await page.getByText('Registration successful. Please check your email to verify your account.').waitFor();
      expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

      // The verifying screen: success, then /user after 3 s.
      const link = await mailedLink(email, 'verify-email');
      expect(link.startsWith(`${BASE_URL}/verify-email/`)).toBe(true);
      await page.goto(link);
      await page.getByRole('heading', { name: 'Email verified' }).waitFor();
      const shownAt = Date.now();
      await page.getByText('Email verified successfully.', { exact: false }).waitFor();
      expect((await storedTokens(page)).access).toBeTruthy();
      expect(path(page)).toMatch(/^\/verify-email\//);
      await page.waitForURL('**/user', { timeout: 10_000 });
      const waited = Date.now() - shownAt;
      expect(waited).toBeGreaterThanOrEqual(2_500);
      expect(waited).toBeLessThan(6_000);

      await page.getByRole('heading', { name: 'Your Dashboard', level: 1 }).waitFor();
      const card = page.locator('section[aria-labelledby="profile-heading"]');
      await card.getByText('Amara Okafor', { exact: true }).waitFor();
      await card.getByText(email, { exact: true }).waitFor();
      await card.getByText('+2348031234567').waitFor();
      expect(await card.locator('img').count()).toBe(0); // initials until a picture is chosen

      // Edit: new first name and a small PNG.
      await card.getByRole('button', { name: 'Edit profile' }).click();
      const first = card.getByLabel('First name');
      expect(await first.inputValue()).toBe('Amara');
      expect(await card.getByLabel('Email').inputValue()).toBe(email);
      await first.fill('Chiamaka');
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a7' } })
        .png()
        .toBuffer();
      await card
        .locator('input[type="file"]')
        .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
      await card.getByRole('img', { name: 'New profile picture preview' }).waitFor();
      await card.getByRole('button', { name: 'Save Changes' }).click();

      await card.getByText('Chiamaka Okafor', { exact: true }).waitFor();
      expect(await card.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
      expect(await card.getByRole('button', { name: 'Edit profile' }).count()).toBe(1);
      const avatar = card.getByRole('img', { name: "Chiamaka Okafor's profile picture" });
      await avatar.waitFor();
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
        .toBeGreaterThan(0);
      const src = await avatar.getAttribute('src');
      const served = await fetch(new URL(src!, BASE_URL));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\//);

      // The change is stored, not only shown: a reload shows it again.
      await page.reload();
      await page
        .locator('section[aria-labelledby="profile-heading"]')
        .getByText('Chiamaka Okafor', { exact: true })
        .waitFor();
    } finally {
      await close();
    }
  });
});

describe('validation and error texts', () => {
  const verified = { email: uniqueEmail('val'), password: PASSWORD };
  beforeAll(() => registerVerified(verified.email, verified.password));

  it("asks for both login fields ('Both fields are required.')", async () => {
    const { page, close } = await fresh();
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Log in' }).click();
      await alert(page).getByText('Both fields are required.').waitFor();
      await page.getByLabel('Email').fill(verified.email);
      await page.getByRole('button', { name: 'Log in' }).click();
      await alert(page).getByText('Both fields are required.').waitFor();
      expect(path(page)).toBe('/login');
    } finally {
      await close();
    }
  });

  it("shows the server's message for a wrong password and keeps no tokens", async () => {
    const { page, close } = await fresh();
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill(verified.email);
      await page.getByLabel('Password', { exact: true }).fill('Not-The-Right-1!');
      await page.getByRole('button', { name: 'Log in' }).click();
      await alert(page).getByText(INVALID_CREDENTIALS, { exact: true }).waitFor();
      expect(path(page)).toBe('/login');
      expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    } finally {
      await close();
    }
  });

  it("asks for all registration fields ('All fields are required.')", async () => {
    const { page, close } = await fresh();
    try {
      await page.goto('/registration');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await alert(page).getByText('All fields are required.').waitFor();
      // Four of five is still not enough.
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Obi');
      await page.getByLabel('Email').fill(uniqueEmail('partial'));
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await alert(page).getByText('All fields are required.').waitFor();
      expect(path(page)).toBe('/registration');
    } finally {
      await close();
    }
  });

  it('tells an unverified account to verify first and links to /resend-verification', async () => {
    const email = uniqueEmail('unverified');
    const res = await fetch(`${BASE_URL}/api/auth/onboard`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Uche',
        last_name: 'Eze',
        email,
        phone_number: '+2348000000000',
        password: PASSWORD,
      }),
    });
    expect(res.status).toBeLessThan(300);
    const { page, close } = await fresh();
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await alert(page).getByText(UNVERIFIED).waitFor();
      const resend = alert(page).getByRole('link', { name: 'Resend verification email' });
      expect(await resend.getAttribute('href')).toBe('/resend-verification');
      expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
      await resend.click();
      await page.waitForURL('**/resend-verification');
      await page.getByRole('heading', { name: 'Resend verification email' }).waitFor();
    } finally {
      await close();
    }
  });

  it('says the address is missing when /email-verification is opened directly', async () => {
    const { page, close } = await fresh();
    try {
      await page.goto('/email-verification');
      await alert(page).getByText('Email address not found. Please register again.').waitFor();
    } finally {
      await close();
    }
  });

  it('shows the error state for a garbage verification link', async () => {
    const { page, close } = await fresh();
    try {
      await page.goto('/verify-email/garbage');
      await page.getByRole('heading', { name: 'Verification failed' }).waitFor();
      await alert(page).getByText(INVALID_VERIFICATION).waitFor();
      expect(await page.getByRole('link', { name: 'Resend verification email' }).getAttribute('href')).toBe(
        '/resend-verification',
      );
      expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
      // No redirect to the dashboard follows an error.
      await page.waitForTimeout(3_500);
      expect(path(page)).toBe('/verify-email/garbage');
    } finally {
      await close();
    }
  });
});

describe('sign-in, role homes and sign-out', () => {
  const user = { email: uniqueEmail('role'), password: PASSWORD };
  beforeAll(() => registerVerified(user.email, user.password, { first_name: 'Tolu', last_name: 'Bello' }));

  it('sends a user to /user', async () => {
    const { page, close } = await fresh();
    try {
      await signIn(page, user.email, user.password);
      expect(path(page)).toBe('/user');
      await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('user');
    } finally {
      await close();
    }
  });

  it("sends the admin to /admin, whose header shows the admin's name", async () => {
    const { page, close } = await fresh();
    try {
      await signIn(page, ADMIN.email, ADMIN.password);
      expect(path(page)).toBe('/admin');
      await page.locator('header').getByText('Admin User', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('SuperAdmin');
    } finally {
      await close();
    }
  });

  it('logs out from the sidebar: tokens gone, session revoked, guarded pages ask for login again', async () => {
    const { page, close } = await fresh();
    try {
      await signIn(page, user.email, user.password);
      await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
      const before = await storedTokens(page);
      expect(before.access && before.refresh).toBeTruthy();
      const sidebar = page.locator('aside');
      await sidebar.getByText(user.email).waitFor({ state: 'attached' });

      await sidebar.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
      await expect.poll(() => storedTokens(page)).toEqual({ access: null, refresh: null });
      // Signed out wherever we landed: the public sidebar offers Log in again.
      if (new URL(page.url()).pathname !== '/') await page.goto('/');
      await sidebar.getByRole('link', { name: 'Log in' }).waitFor({ state: 'attached' });
      expect(await sidebar.getByRole('button', { name: 'Log out' }).count()).toBe(0);

      // The server ended the session too: the old refresh token no longer works.
      const refreshed = await fetch(`${BASE_URL}/api/auth/refresh`, {
        headers: { Authorization: `Bearer ${before.refresh}` },
      });
      expect(refreshed.status).toBe(401);

      await page.goto('/user');
      await page.waitForURL('**/login');
      await page.getByText(LOGIN_PROMPT).waitFor();
    } finally {
      await close();
    }
  });
});

describe('forgot and reset password', () => {
  it('mails a reset link, checks the new password, and only the new password works afterwards', async () => {
    const email = uniqueEmail('reset');
    const oldPassword = PASSWORD;
    const newPassword = 'Baobab-Tree-7731?';
    await registerVerified(email, oldPassword);
    const { page, close } = await fresh();
    try {
      await page.goto('/forgot-password');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await alert(page).getByText('Email is required.').waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await page.locator('strong', { hasText: email }).waitFor();
      await page.getByRole('button', { name: 'Back to login' }).waitFor();
      await page.getByRole('button', { name: 'Try another email' }).waitFor();

      const link = await mailedLink(email, 'reset-password');
      await page.goto(link);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      const rules = page.getByRole('list', { name: 'Password requirements' });
      for (const rule of [
        'At least 8 characters',
        'An uppercase letter',
        'A lowercase letter',
        'A number',
        'A special character',
      ]) {
        await rules.getByText(rule).waitFor();
      }
      const fill = async (a: string, b: string) => {
        await page.getByLabel('New password', { exact: true }).fill(a);
        await page.getByLabel('Confirm password', { exact: true }).fill(b);
        await page.getByRole('button', { name: 'Reset password' }).click();
      };
      await fill(newPassword, `${newPassword}x`);
      await alert(page).getByText('Passwords do not match.').waitFor();
      await fill('Ab1!', 'Ab1!');
      await alert(page).getByText('Password must be at least 8 characters long.').waitFor();
      await fill(newPassword, newPassword);
      await page.getByRole('heading', { name: 'Password updated' }).waitFor();
      await page.getByText('Your password has been reset. You can now log in with your new password.').waitFor();

      await page.getByRole('link', { name: 'Go to login' }).click();
      await page.waitForURL('**/login');
      await signIn(page, email, newPassword);
      expect(path(page)).toBe('/user');
    } finally {
      await close();
    }

    const second = await fresh();
    try {
      await second.page.goto('/login');
      await second.page.getByLabel('Email').fill(email);
      await second.page.getByLabel('Password', { exact: true }).fill(oldPassword);
      await second.page.getByRole('button', { name: 'Log in' }).click();
      await alert(second.page).getByText(INVALID_CREDENTIALS, { exact: true }).waitFor();
      expect(path(second.page)).toBe('/login');
    } finally {
      await second.close();
    }
  });
});

describe('guarded pages', () => {
  const user = { email: uniqueEmail('guard'), password: PASSWORD };
  beforeAll(() => registerVerified(user.email, user.password));

  it('sends an anonymous visitor of /user/bookmark to /login and back after signing in', async () => {
    const { page, close } = await fresh();
    try {
      await page.goto('/user/bookmark');
      await page.waitForURL('**/login');
      await page.getByText(LOGIN_PROMPT).waitFor();
      await signIn(page, user.email, user.password);
      expect(path(page)).toBe('/user/bookmark');
      await page.getByRole('heading', { name: 'Bookmarks', exact: true }).waitFor();
      await page.getByText('No bookmarks yet').waitFor();
    } finally {
      await close();
    }
  });

  it('sends an anonymous visitor of /admin/users to /login and back after the admin signs in', async () => {
    const { page, close } = await fresh();
    try {
      await page.goto('/admin/users');
      await page.waitForURL('**/login');
      await page.getByText(LOGIN_PROMPT).waitFor();
      await signIn(page, ADMIN.email, ADMIN.password);
      expect(path(page)).toBe('/admin/users');
      await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    } finally {
      await close();
    }
  });

  it('sends a role user who opens /admin to /user, and the admin who opens /user to /admin', async () => {
    const a = await fresh();
    try {
      await signIn(a.page, user.email, user.password);
      await a.page.goto('/admin');
      await a.page.waitForURL((url) => url.pathname === '/user');
      await a.page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    } finally {
      await a.close();
    }
    const b = await fresh();
    try {
      await signIn(b.page, ADMIN.email, ADMIN.password);
      await b.page.goto('/user');
      await b.page.waitForURL((url) => url.pathname === '/admin');
      await b.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    } finally {
      await b.close();
    }
  });
});

describe('session refresh', () => {
  const user = { email: uniqueEmail('refresh'), password: PASSWORD };
  beforeAll(() => registerVerified(user.email, user.password, { first_name: 'Refresh', last_name: 'Tester' }));

  it('refreshes a bad access token with the refresh token, and signs out when both are bad', async () => {
    const { page, close } = await fresh();
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    try {
      await signIn(page, user.email, user.password);
      const first = await storedTokens(page);

      await page.evaluate(() => localStorage.setItem('authToken', 'not-a-valid-token'));
      await page.goto('/user');
      await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
      await page
        .locator('section[aria-labelledby="profile-heading"]')
        .getByText('Refresh Tester', { exact: true })
        .waitFor();
      expect(path(page)).toBe('/user');
      const second = await storedTokens(page);
      expect(second.access).toBeTruthy();
      expect(second.access).not.toBe('not-a-valid-token');
      expect(second.refresh).toBeTruthy();
      expect(second.refresh).not.toBe(first.refresh); // rotated

      await page.evaluate(() => {
        localStorage.setItem('authToken', 'bad-access');
        localStorage.setItem('refreshToken', 'bad-refresh');
      });
      await page.goto('/user');
      await expect.poll(() => storedTokens(page), { timeout: 10_000 }).toEqual({ access: null, refresh: null });
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
      await page.waitForLoadState('load');
      expect(path(page)).toBe('/');
      expect(logged).toContain('Token refresh failed');
    } finally {
      await close();
    }
  });
});
