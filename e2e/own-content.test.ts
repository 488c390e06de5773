// The member's own pages (issue 17) in a real browser: 'My articles' shows a new community article as
// 'Pending review' with Read and Edit; 'My posts and comments' lists a post and a comment, and a row opens the
// post in its community with its comments open.
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, BASE_URL, launch, newPage, registerVerified, signIn, uniqueEmail } from './browser';

const run = Date.now().toString(36);
const member = { email: uniqueEmail('own'), password: 'Baobab-Own-42!' };
let browser: Browser;
let clubId: string;
let articleId: string;
let postId: string;

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body && !(init.body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${BASE_URL}/api${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

beforeAll(async () => {
  browser = await launch();
  const png = await sharp({ create: { width: 160, height: 90, channels: 3, background: '#0e7a58' } })
    .png()
    .toBuffer();
  const image = () => new Blob([new Uint8Array(png)], { type: 'image/png' });
  const adminToken = (await api<{ token: string }>('/auth', { method: 'POST', body: JSON.stringify(ADMIN) })).token;
  const token = (await registerVerified(member.email, member.password, { first_name: 'Efua', last_name: 'Own' }))
    .access_token;
  const club = new FormData();
  club.append('name', `Own Pages Club ${run}`);
  club.append('description', 'A community where members write about what they build.');
  club.append('image', image(), 'club.png');
  clubId = (await api<{ _id: string }>('/club/create', { method: 'POST', body: club, token: adminToken }))._id;
  await api(`/club/${clubId}`, { method: 'PATCH', body: JSON.stringify({ status: 'approved' }), token: adminToken });
  await api('/club-member', { method: 'POST', body: JSON.stringify({ clubId }), token });

  const article = new FormData();
  for (const [k, v] of Object.entries({
    title: `What We Learned Selling to Banks ${run}`,
    summary: 'Long cycles, many meetings.',
    body: '<p>Start with compliance.</p>',
    tag: 'sales',
  }))
    article.append(k, v);
  article.append('article_image', image(), 'cover.png');
  articleId = (
    await api<{ article: { _id: string } }>(`/article/create-community/${clubId}`, {
      method: 'POST',
      body: article,
      token,
    })
  ).article._id;
  postId = (
    await api<{ _id: string }>('/post/create', {
      method: 'POST',
      body: JSON.stringify({ body: `Shipping our beta this week ${run}`, club: clubId }),
      token,
    })
  )._id;
  await api(`/post/comment/${postId}`, {
    method: 'POST',
    body: JSON.stringify({ body: `Update: it shipped ${run}` }),
    token,
  });
});
afterAll(() => browser?.close());

describe("the member's own pages", () => {
  it("My articles: the new article is 'Pending review', with Read and Edit", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, member.email, member.password);
      await page.goto('/user/blog');
      await page.getByRole('heading', { level: 1, name: 'My articles' }).waitFor();
      const row = page.getByTestId('my-article').filter({ hasText: `What We Learned Selling to Banks ${run}` });
      await row.getByText('Pending review').waitFor();
      expect(await row.getByText(`Own Pages Club ${run}`).count()).toBe(1);
      // One community: 'Write an article' opens its editor.
      const write = page.getByRole('link', { name: 'Write an article' }).first();
      expect(await write.getAttribute('href')).toBe(`/community/${clubId}/create-article`);
      await row.getByRole('link', { name: /^Edit/ }).click();
      await page.waitForURL(`**/community/${clubId}/edit-article/${articleId}`);
    } finally {
      await context.close();
    }
  });

  it('My posts and comments: newest first; a row opens the post in its community with its comments', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, member.email, member.password);
      await page.goto('/user/content');
      await page.getByRole('heading', { level: 1, name: 'My posts and comments' }).waitFor();
      const rows = page.getByTestId('my-content-item');
      await rows.first().waitFor();
      expect(await rows.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.kind))).toEqual([
        'comment',
        'post',
      ]);
      await page.getByRole('link', { name: `Shipping our beta this week ${run}` }).click();
      await page.waitForURL((url) => url.pathname === `/community/${clubId}` && url.search === `?comments=${postId}`);
      await page.getByText(`Update: it shipped ${run}`).waitFor();
    } finally {
      await context.close();
    }
  });
});
