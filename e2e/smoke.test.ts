import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BASE_URL, launch, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('serves the app with security headers; unknown paths answer 404 and client routes the app shell', async () => {
  const res = await fetch(`${BASE_URL}/some/deep/page`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toContain('text/html');
  const shell = await fetch(`${BASE_URL}/user/community`);
  expect(shell.status).toBe(200);
  expect(await shell.text()).toContain('<div id="root"></div>');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  const api = await fetch(`${BASE_URL}/api/nope`);
  expect(api.status).toBe(404);
  expect(await api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

it('serves hashed assets for a year, with the resource headers only (no page policy on every script)', async () => {
  const html = await (await fetch(`${BASE_URL}/`)).text();
  const entry = html.match(/data-entry="([^"]+)"/)?.[1] ?? html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry).toMatch(/^\/assets\//);
  const res = await fetch(`${BASE_URL}${entry}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toBeNull();
});

it('renders the home page without console errors', async () => {
  const { page, context } = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await expect(page.locator('body')).toBeTruthy();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('#root').innerHTML()).not.toBe('');
  expect(errors).toEqual([]);
  await context.close();
});
