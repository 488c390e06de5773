// Notifications (issue 17) in a real browser: member A posts, B comments; A's bell counts it without a reload,
// the row on /user/notification opens the comment, 'Mark all as read' clears the count. A's reply reaches B by
// mail, whose one-click unsubscribe turns that type off.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, DATA_DIR, launch, newPage, registerVerified, signIn, uniqueEmail } from './browser';

const PASSWORD = 'Baobab-Notify-42!';
const ama = { email: uniqueEmail('ama'), token: '' };
const kofi = { email: uniqueEmail('kofi'), token: '' };
let browser: Browser;
let clubId = '';

async function api(token: string, method: string, url: string, body?: object) {
  const res = await fetch(`${BASE_URL}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The newest mail to an address whose subject matches, read from the app's outbox (it is sent by a job). */
async function mailTo(email: string, subject: RegExp, timeout = 15_000) {
  const dir = path.join(DATA_DIR, 'outbox');
  const until = Date.now() + timeout;
  for (;;) {
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    for (const f of files) {
      const raw = readFileSync(path.join(dir, f), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
      const subj = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
      if (raw.toLowerCase().includes(email.toLowerCase()) && subject.test(subj)) return raw;
    }
    if (Date.now() > until) throw new Error(`no mail "${subject}" to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  browser = await launch();
  ama.token = (await registerVerified(ama.email, PASSWORD, { first_name: 'Ama', last_name: 'Mensah' })).access_token;
  kofi.token = (
    await registerVerified(kofi.email, PASSWORD, { first_name: 'Kofi', last_name: 'Boateng' })
  ).access_token;
  const clubs = (await (await fetch(`${BASE_URL}/api/club/get?limit=50`)).json()) as Array<{
    _id: string;
    status: string;
  }>;
  clubId = clubs.find((c) => c.status === 'approved')!._id;
  for (const u of [ama, kofi]) await api(u.token, 'POST', '/club-member', { clubId });
});
afterAll(() => browser?.close());

describe('notifications', () => {
  it("A's bell counts B's comment without a reload, the row opens it and reads it; a reply mail unsubscribes", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, ama.email, PASSWORD);
      await page.goto('/user/notification');
      await page.getByText('No notifications yet').waitFor();
      expect(await page.getByTestId('unread-count').count()).toBe(0);

      const post = await api(ama.token, 'POST', '/post/create', { body: 'Who is hiring in Accra?', club: clubId });
      const comment = await api(kofi.token, 'POST', `/post/comment/${post._id}`, { body: 'We are, at Paystream!' });

      // No reload: the bell asks again when the page becomes visible (and every minute).
      const bell = page.locator('[data-testid="unread-count"]:visible');
      await expect
        .poll(
          async () => {
            await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
            return (await bell.count()) ? bell.textContent() : null;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe('1');

      await page.reload();
      const row = page.getByTestId('notification').filter({ hasText: 'Kofi Boateng commented on your post' });
      await row.waitFor();
      expect(await row.getAttribute('data-unread')).toBe('true');
      await row.getByRole('link').click();
      await page.waitForURL((u) => u.pathname === `/community/${clubId}` && u.search.includes(post._id));
      await page.getByText('We are, at Paystream!').waitFor();

      await page.goto('/user/notification');
      await page.getByTestId('notification').first().waitFor();
      await page.getByRole('button', { name: 'Mark all as read' }).waitFor();
      expect(await page.getByTestId('unread-count').count()).toBe(0);

      // Ama replies to Kofi's comment: Kofi gets the reply by mail at once, with a one-click unsubscribe.
      await api(ama.token, 'POST', `/comment/reply/${comment._id}`, { body: 'Sending my CV', post: post._id });
      const mail = await mailTo(kofi.email, /replied to your comment/);
      const link = /^List-Unsubscribe: <([^>]+)>/im.exec(mail)?.[1];
      expect(link).toMatch(/\/api\/notifications\/unsubscribe\/[^/]+\/reply_to_comment$/);
      const res = await fetch(link!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      const prefs = await api(kofi.token, 'GET', '/notifications/preferences');
      expect(prefs.types.reply_to_comment.email).toBe('off');

      // The mail's page link works with JavaScript off too: a plain form, answered by going back to the page.
      const pageLink = new URL(
        link!.replace('/api/notifications/', '/notifications/').replace(/reply_to_comment$/, 'comment_on_post'),
      );
      const off = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
      try {
        const plain = await off.newPage();
        await plain.goto(pageLink.pathname);
        await plain.getByRole('button', { name: 'Unsubscribe' }).click();
        await plain.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
        expect(new URL(plain.url()).search).toBe('?done=1');
      } finally {
        await off.close();
      }
      expect((await api(kofi.token, 'GET', '/notifications/preferences')).types.comment_on_post.email).toBe('off');
    } finally {
      await context.close();
    }
  });

  it('Mark all as read clears the bell', async () => {
    const { context, page } = await newPage(browser);
    try {
      const other = await api(kofi.token, 'POST', '/post/create', { body: 'Demo day prep thread', club: clubId });
      await api(ama.token, 'POST', `/post/comment/${other._id}`, { body: 'Count me in' });
      await signIn(page, kofi.email, PASSWORD);
      await page.goto('/user/notification');
      await page.getByTestId('notification').filter({ hasText: 'Ama Mensah commented' }).waitFor();
      await page.locator('[data-testid="unread-count"]:visible').waitFor();
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect.poll(() => page.getByTestId('unread-count').count()).toBe(0);
      // The rows follow once the list is read again.
      await expect.poll(() => page.locator('[data-unread]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
