// Browser journeys of the communities issue: joining, posting, liking, commenting and replying; the anonymous
// redirect to /login and back; the admin's create / approve / archive / restore / delete.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, BASE_URL, launch, mailedLink, newPage, uniqueEmail } from './browser';

// A 1×1 PNG: small, but real bytes (the server decides the type from the bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PASSWORD = 'Comm-Passw0rd-42';

let browser: Browser;
let adminToken: string;
let club: { _id: string; name: string };

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (typeof init.body === 'string') headers['Content-Type'] = 'application/json';
  const res = await fetch(`${BASE_URL}/api${path}`, { ...init, headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function signInToken(email: string, password: string): Promise<string> {
  return (await call<{ token: string }>('/auth', { method: 'POST', body: JSON.stringify({ email, password }) })).token;
}

/** A verified user made through the API: register, read the mailed link, verify. */
async function verifiedUser(): Promise<string> {
  const email = uniqueEmail('comm');
  await call('/auth/onboard', {
    method: 'POST',
    body: JSON.stringify({
      first_name: 'Kofi',
      last_name: 'Asante',
      email,
      phone_number: '+233200000001',
      password: PASSWORD,
    }),
  });
  const token = (await mailedLink(email, 'verify-email')).split('/').pop()!;
  await call('/auth/verify-email', { method: 'POST', body: JSON.stringify({ token }) });
  return email;
}

/** An approved community made by the admin through the API. */
async function approvedCommunity(name: string) {
  const form = new FormData();
  form.append('name', name);
  form.append('description', 'A community made by the browser tests.');
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'banner.png');
  const created = await call<{ _id: string; name: string }>('/club/create', {
    method: 'POST',
    body: form,
    token: adminToken,
  });
  await call(`/club/${created._id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'approved' }),
    token: adminToken,
  });
  return created;
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

beforeAll(async () => {
  browser = await launch();
  adminToken = await signInToken(ADMIN.email, ADMIN.password);
  club = await approvedCommunity(`E2E Builders ${Date.now()}`);
});
afterAll(() => browser?.close());

it('a user joins a community, writes a post, likes it, comments and replies', async () => {
  const email = await verifiedUser();
  const { page, context } = await newPage(browser);
  await page.goto('/login');
  await fillLogin(page, email, PASSWORD);
  await page.waitForURL('**/user');

  await page.goto(`/community/${club._id}`);
  await page.getByRole('heading', { level: 1, name: club.name }).waitFor();
  await page.getByRole('button', { name: 'Join Community' }).click();
  await page.getByText('Successfully joined the community!').waitFor();
  await page.getByText('Member', { exact: true }).waitFor();
  await page.getByText('1 member', { exact: true }).waitFor();

  const body = `Hello founders, this is my first post (${Date.now()}).`;
  await page.getByPlaceholder('Share an update, a question or a win with the community...').fill(body);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const post = page.getByTestId('post').filter({ hasText: body });
  await post.waitFor();

  await post.getByRole('button', { name: 'Like (0)' }).click();
  await post.getByRole('button', { name: 'Unlike (1)' }).waitFor();
  expect(await post.getByRole('button', { name: 'Unlike (1)' }).getAttribute('aria-pressed')).toBe('true');

  await post.getByRole('button', { name: 'Comments (0)' }).click();
  await post.getByPlaceholder('Write a comment...').fill('Welcome aboard!');
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = post.getByTestId('comment').filter({ hasText: 'Welcome aboard!' });
  await comment.waitFor();

  await comment.getByRole('button', { name: 'Reply' }).first().click();
  const replyForm = comment.locator('form');
  await replyForm.getByPlaceholder('Write a reply...').fill('Thank you!');
  await replyForm.getByRole('button', { name: 'Reply', exact: true }).click();
  await comment.getByTestId('comment').filter({ hasText: 'Thank you!' }).waitFor();

  // Everything was saved: a fresh load shows the like and the reply.
  await page.reload();
  const again = page.getByTestId('post').filter({ hasText: body });
  await again.getByRole('button', { name: 'Unlike (1)' }).waitFor();
  await again.getByRole('button', { name: 'Comments (2)' }).click();
  await again.getByRole('button', { name: 'Show replies (1)' }).click();
  await again.getByText('Thank you!').waitFor();
  await context.close();
});

it('an anonymous visitor pressing Join or Like is sent to /login with the message, then back to the community', async () => {
  // A post to like: the admin joins and writes one.
  await call('/club-member', { method: 'POST', body: JSON.stringify({ clubId: club._id }), token: adminToken });
  await call('/post/create', {
    method: 'POST',
    body: JSON.stringify({ body: 'Post from the admin', club: club._id }),
    token: adminToken,
  });
  const email = await verifiedUser();
  const { page, context } = await newPage(browser, { mobile: true });

  await page.goto(`/community/${club._id}`);
  const adminPost = page.getByTestId('post').filter({ hasText: 'Post from the admin' });
  await adminPost.getByRole('button', { name: /^Like/ }).click();
  await page.waitForURL('**/login');
  await page.getByText('Please log in to like posts').waitFor();
  await page.goBack();

  await page.getByRole('button', { name: 'Join Community' }).click();
  await page.waitForURL('**/login');
  await page.getByText('Please log in to join this community').waitFor();
  await fillLogin(page, email, PASSWORD);
  await page.waitForURL(`**/community/${club._id}`);
  await page.getByRole('heading', { level: 1, name: club.name }).waitFor();
  // Signed in now: Join works without another detour.
  await page.getByRole('button', { name: 'Join Community' }).click();
  await page.getByText('Member', { exact: true }).waitFor();
  await context.close();
});

it('the admin creates a community, approves, archives, restores and deletes it', async () => {
  const { page, context } = await newPage(browser);
  await page.goto('/login');
  await fillLogin(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  await page.goto('/admin/communities');
  await page.getByRole('heading', { name: 'Communities', level: 1 }).waitFor();

  const name = `Admin Made ${Date.now()}`;
  await page.getByRole('button', { name: 'Create Community' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Community' });
  await dialog.getByLabel('Community name').fill(name);
  await dialog.getByLabel('Description').fill('Created from the admin screen by the browser tests.');
  await dialog
    .getByLabel('Banner image', { exact: true })
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Create Community' }).click();
  await page.getByText('Community created successfully!').waitFor();
  await dialog.waitFor({ state: 'detached' });

  const row = page.getByTestId('community-row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Approve' }).click();
  await row.getByRole('button', { name: 'Disapprove' }).waitFor();

  await row.getByRole('button', { name: 'Archive' }).click();
  const archive = page.getByRole('dialog', { name: 'Archive community?' });
  await archive.getByRole('button', { name: 'Archive' }).click();
  await archive.waitFor({ state: 'detached' });
  await row.getByRole('button', { name: 'Restore' }).waitFor();
  expect(await row.getByRole('button', { name: 'Approve' }).count()).toBe(0);

  await row.getByRole('button', { name: 'Restore' }).click();
  await row.getByRole('button', { name: 'Disapprove' }).waitFor();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const del = page.getByRole('dialog', { name: 'Delete community?' });
  await del.getByRole('button', { name: 'Delete' }).click();
  await row.waitFor({ state: 'detached' });

  const all = await call<{ name: string }[]>('/club/get?limit=100', { token: adminToken });
  expect(all.some((c) => c.name === name)).toBe(false);
  await context.close();
});
