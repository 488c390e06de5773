import { expect } from 'vitest';
import type { TestApp } from './app';

/** The addresses of the sitemap's children, as the index at /sitemap.xml lists them. */
export async function sitemapChildren(t: TestApp) {
  const res = await t.app.inject({ url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  return [...res.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

/** Every child of the sitemap, read as a crawler would from the index, joined: the whole list of addresses. */
export async function readSitemap(t: TestApp) {
  const bodies: string[] = [];
  for (const loc of await sitemapChildren(t)) {
    const res = await t.app.inject({ url: new URL(loc).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    bodies.push(res.body);
  }
  return bodies.join('\n');
}
