// Accounts journeys, continued (part 1 §4 'Session', part 3 §5 'Reset password'): a forgotten password, guarded
// pages and the session's refresh.
import { beforeAll, describe, expect, it } from 'vitest';
import { alert, fresh, INVALID_CREDENTIALS, LOGIN_PROMPT, PASSWORD, setUpAccounts } from './account-kit';
import { ADMIN, mailedLink, registerVerified, signIn, storedTokens, uniqueEmail, pathOf } from './browser';

setUpAccounts();

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
      expect(pathOf(page)).toBe('/user');
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
      expect(pathOf(second.page)).toBe('/login');
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
      expect(pathOf(page)).toBe('/user/bookmark');
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
      expect(pathOf(page)).toBe('/admin/users');
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
      expect(pathOf(page)).toBe('/user');
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
      expect(pathOf(page)).toBe('/');
      expect(logged).toContain('Token refresh failed');
    } finally {
      await close();
    }
  });
});
