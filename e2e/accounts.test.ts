// Accounts journeys in a real browser against the running app (part 1 §2.2-2.3, §4 'Session', §5, §8;
// part 3 §2.15, §8 'Account emails'): registering, verifying, the texts of the forms, signing in and out.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  alert,
  fresh,
  INVALID_CREDENTIALS,
  INVALID_VERIFICATION,
  LOGIN_PROMPT,
  PASSWORD,
  setUpAccounts,
  UNVERIFIED,
} from './account-kit';
import { ADMIN, BASE_URL, mailedLink, registerVerified, signIn, storedTokens, uniqueEmail, pathOf } from './browser';

setUpAccounts();

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
      expect(pathOf(page)).toMatch(/^\/verify-email\//);
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
      expect(pathOf(page)).toBe('/login');
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
      expect(pathOf(page)).toBe('/login');
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
      expect(pathOf(page)).toBe('/registration');
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
      expect(pathOf(page)).toBe('/verify-email/garbage');
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
      expect(pathOf(page)).toBe('/user');
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
      expect(pathOf(page)).toBe('/admin');
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
