// Browser journey of the newsletter (issue 10): a visitor signs up on the home page, the confirmation mail's link
// opens /newsletter/confirm/{token} whose button confirms; the admin sees the subscriber active, adds one by
// hand and sends a newsletter, watching its progress; every active subscriber receives it in the outbox, its
// unsubscribe link opens the page whose button unsubscribes, and the address leaves the admin's list.
// Screenshots at 1280 and 360 px go to test-results/.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '../common/newsletter';
import { ADMIN, BASE_URL, DATA_DIR, launch, newPage, signIn, storedTokens, uniqueEmail } from './browser';

const stamp = Date.now();
const VISITOR = uniqueEmail('news-visitor');
const MANUAL = uniqueEmail('news-manual');
const SUBJECT = `E2E Founder digest ${stamp}`;
const SHOTS = 'test-results';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The raw .eml messages of the outbox sent to `email` (quoted-printable soft line breaks joined, headers unfolded). */
function mailsTo(email: string): string[] {
  const dir = path.join(DATA_DIR, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/\r?\n[ \t]+/g, ' '),
    )
    .filter((raw) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(raw));
}

/** The first link to the page `/newsletter/{kind}/…` in a message (not the one-click `/api/newsletter/…` address). */
function linkIn(raw: string, kind: 'confirm' | 'unsubscribe'): string | undefined {
  return new RegExp(`https?://[^\\s"<>/]+/newsletter/${kind}/[A-Za-z0-9_%-]+`).exec(raw)?.[0];
}

/** Waits until a mail to `email` matching `test` is in the outbox (sending runs in the background). */
async function waitForMail(email: string, test: (raw: string) => boolean, timeout = 30_000): Promise<string> {
  const until = Date.now() + timeout;
  for (;;) {
    const found = mailsTo(email).find(test);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no matching mail to ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every subscriber the admin's list holds (all pages). */
async function adminSubscribers(page: Page): Promise<{ email: string; status: string; suppressed: boolean }[]> {
  const { access } = await storedTokens(page);
  const all: { email: string; status: string; suppressed: boolean }[] = [];
  for (let p = 1; ; p++) {
    const res = await fetch(`${BASE_URL}/api/newsletter?page=${p}&limit=100`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { email: string; status: string; suppressed: boolean }[];
    all.push(...rows);
    if (all.length >= Number(res.headers.get('X-Total-Count')) || rows.length === 0) return all;
  }
}

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/newsletter-${name}.png`, fullPage: false });

describe('newsletter', () => {
  let confirmLink = '';
  let unsubscribeLink = '';

  it('a visitor signs up on the home page and is told to confirm from the inbox', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const section = page.locator('#newsletter');
    await section.scrollIntoViewIfNeeded();
    const form = section.getByRole('form', { name: 'Newsletter signup' });
    const email = form.getByLabel('Email address');
    const button = form.getByRole('button', { name: 'Subscribe' });
    await form.and(page.locator('[data-ready]')).waitFor();
    expect(await button.isDisabled()).toBe(true);
    await email.fill('not-an-email');
    await button.click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe(M.invalidEmail);
    await email.fill(VISITOR);
    await shoot(page, 'home-idle-1280');
    await button.click();
    const thanks = section.getByRole('status');
    await thanks.getByText(M.checkInbox).waitFor();
    expect(await thanks.textContent()).toContain(VISITOR);
    await section.scrollIntoViewIfNeeded();
    await shoot(page, 'home-thanks-1280');

    // Subscribe another email brings back an empty form.
    await section.getByRole('button', { name: M.subscribeAnother }).click();
    expect(await email.inputValue()).toBe('');
    await context.close();

    const raw = await waitForMail(VISITOR, (m) => !!linkIn(m, 'confirm'));
    confirmLink = linkIn(raw, 'confirm')!;
    expect(new URL(confirmLink).origin).toBe(new URL(BASE_URL).origin);
  });

  it('the home signup at 360 px', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await page.goto('/');
    const section = page.locator('#newsletter');
    await section.scrollIntoViewIfNeeded();
    await section.locator('form[data-ready]').waitFor();
    await shoot(page, 'home-idle-360');
    await context.close();
  });

  it('the confirmation link opens a page whose button confirms (the GET alone does not)', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(new URL(confirmLink).pathname);
    await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
    expect((await adminSubscribers(page)).find((s) => s.email === VISITOR)?.status).toBe('pending');
    await shoot(page, 'confirm-1280');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
    await page.getByText(M.confirmed).waitFor();
    await shoot(page, 'confirmed-1280');
    expect((await adminSubscribers(page)).find((s) => s.email === VISITOR)?.status).toBe('active');
    await context.close();
  });

  it('the confirmed address signing up again is told it is already subscribed', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await page.goto('/');
    const section = page.locator('#newsletter');
    await section.scrollIntoViewIfNeeded();
    const form = section.locator('form[data-ready]');
    await form.getByLabel('Email address').fill(VISITOR);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe(M.alreadySubscribed);
    await shoot(page, 'home-already-360');
    await context.close();
  });

  it('without JavaScript the confirmation page says its button needs it', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto(new URL(confirmLink).pathname);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
    // Playwright's text matching skips <noscript>: find the note by its place.
    const note = page.locator('noscript [role="status"]');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain('Confirming your subscription needs JavaScript.');
    expect(await page.getByRole('button', { name: 'Confirm subscription' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('the admin sees the subscriber active, adds one by hand and sends; progress runs to the end', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/newsletter');
    await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor();
    // Newest first: the visitor's row is on the first page.
    const row = page.getByTestId('subscriber-row').filter({ hasText: VISITOR });
    await row.waitFor();
    expect(await row.getByText('active', { exact: true }).isVisible()).toBe(true);
    await shoot(page, 'admin-subscribers-1280');

    await page.getByRole('tab', { name: 'Add Email' }).click();
    await page.waitForURL(/\?tab=add-email$/);
    const add = page.getByRole('button', { name: 'Add Email' });
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel('Email address').fill(MANUAL);
    await add.click();
    await page.getByRole('status').filter({ hasText: M.added }).waitFor();
    // Status messages clear after 5 s.
    await page.getByRole('status').filter({ hasText: M.added }).waitFor({ state: 'detached', timeout: 7_000 });

    await page.getByRole('tab', { name: 'Send Newsletter' }).click();
    await page.waitForURL(/\?tab=send-newsletter$/);
    await page.getByRole('button', { name: 'Send Newsletter' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(M.subjectContentRequired);
    await page.getByLabel('Subject').fill(SUBJECT);
    await page.getByLabel('Content', { exact: true }).fill('This month: three new programs and a demo day in Lagos.');
    await page.getByRole('button', { name: 'Send Newsletter' }).click();
    await page.getByRole('status').filter({ hasText: M.sent }).waitFor();
    const item = page.getByTestId('newsletter-send').filter({ hasText: SUBJECT });
    await item.waitFor();
    await shoot(page, 'admin-send-1280');
    // The progress updates without a reload until every delivery is settled.
    await item.and(page.locator('[data-status="finished"]')).waitFor({ timeout: 45_000 });
    const active = (await adminSubscribers(page)).filter((s) => s.status === 'active' && !s.suppressed);
    expect(await item.getByTestId('send-counts').textContent()).toBe(
      `${active.length} sent · 0 failed · 0 queued · of ${active.length}`,
    );
    await shoot(page, 'admin-sent-1280');

    // Leaving and coming back shows the send with its progress.
    await page.goto('/admin/newsletter');
    await page.goto('/admin/newsletter?tab=send-newsletter');
    await page.getByTestId('newsletter-send').filter({ hasText: SUBJECT }).waitFor();

    // Every active subscriber got the newsletter, once, with a one-click unsubscribe.
    for (const s of active) {
      const mails = mailsTo(s.email).filter((m) => m.includes(SUBJECT));
      expect(mails, s.email).toHaveLength(1);
      expect(mails[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
      expect(mails[0]).toMatch(/^List-Unsubscribe: <https?:\/\//im);
    }
    expect(active.map((s) => s.email)).toEqual(expect.arrayContaining([VISITOR, MANUAL]));
    unsubscribeLink = linkIn(mailsTo(VISITOR).find((m) => m.includes(SUBJECT))!, 'unsubscribe')!;
    expect(unsubscribeLink).toBeTruthy();
    await context.close();
  });

  it('the admin page at 360 px', async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/newsletter');
    await page.getByTestId('subscriber-row').first().waitFor();
    await shoot(page, 'admin-subscribers-360');
    await page.goto('/admin/newsletter?tab=send-newsletter');
    await page.getByTestId('newsletter-send').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/newsletter-admin-send-360.png`, fullPage: true });
    await context.close();
  });

  it("the newsletter's unsubscribe link opens a page whose button unsubscribes; the address leaves the list", async () => {
    const { page, context } = await newPage(browser, { mobile: true });
    await page.goto(new URL(unsubscribeLink).pathname);
    await page.getByRole('heading', { name: 'Unsubscribe from the newsletter' }).waitFor();
    await shoot(page, 'unsubscribe-360');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await page.getByText(M.unsubscribed).waitFor();
    await shoot(page, 'unsubscribed-360');

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/newsletter');
    await page.getByTestId('subscriber-row').filter({ hasText: MANUAL }).waitFor();
    expect(await page.getByTestId('subscriber-row').filter({ hasText: VISITOR }).count()).toBe(0);
    expect((await adminSubscribers(page)).some((s) => s.email === VISITOR)).toBe(false);
    await context.close();
  });
});
