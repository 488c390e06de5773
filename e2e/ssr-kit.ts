// What the journeys of server-rendered pages share (e2e/ssr.test.ts, e2e/ssr-hydration.test.ts): a browser per test
// file, a page of each kind from the demo content, a page with JavaScript on or off that records its API calls, and
// the HTML's entities undone. `setUpSsr()` registers the set-up; the bindings are filled by it before the tests run.
import type { Browser, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { BASE_URL, launch } from './browser';

let browser: Browser;
export let article: { _id: string; title: string };
export let community: { _id: string; name: string };
export let post: { body: string };
export let event: { _id: string; title: string };
export let startup: { _id: string; name: string; logo: string | null };
export let opportunity: { _id: string; title: string } | undefined;

export const getJson = async <T>(path: string): Promise<T> =>
  (await fetch(`${BASE_URL}/api${path}`)).json() as Promise<T>;

export function setUpSsr() {
  beforeAll(async () => {
    browser = await launch();
    [article] = await getJson<{ _id: string; title: string }[]>('/article?limit=1');
    [event] = await getJson<{ _id: string; title: string }[]>('/event?limit=1');
    const startups = await getJson<{ _id: string; name: string; logo: string | null }[]>('/startup?limit=50');
    startup = startups.find((s) => s.logo) ?? startups[0]!;
    for (const s of startups) {
      [opportunity] = await getJson<{ _id: string; title: string }[]>(`/opportunities/startup/${s._id}?limit=1`);
      if (opportunity) break;
    }
    const clubs = await getJson<{ _id: string; name: string; status: string }[]>('/club/get?limit=50');
    for (const c of clubs.filter((x) => x.status === 'approved')) {
      const posts = await getJson<{ body: string }[]>(`/post/get/all/${c._id}`);
      if (posts.length) {
        community = c;
        post = posts[0]!;
        break;
      }
    }
  });
}

export async function withPage(
  opts: { javaScript: boolean; mobile?: boolean },
  fn: (page: Page, apiCalls: string[]) => Promise<void>,
) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: opts.javaScript,
    viewport: opts.mobile ? { width: 360, height: 740 } : { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  try {
    await fn(page, apiCalls);
  } finally {
    await context.close();
  }
}

/** The public pages, one of each kind (the demo content's): the lists of the JavaScript-on and layout checks. */
export const publicPages = () => [
  '/',
  '/blog',
  `/blog/${article._id}`,
  '/communities',
  `/community/${community._id}`,
  '/event',
  `/event/${event._id}`,
  '/videos',
  '/startup',
  `/startup/${startup._id}`,
  `/opportunity/${opportunity!._id}`,
  '/search?q=founders',
];

/** Text of HTML with the entities React and the head writer use turned back into characters. */
export function decode(s: string) {
  return s.replace(
    /&(#x27|#39|quot|lt|gt|amp);/g,
    (_, e: string) => ({ '#x27': "'", '#39': "'", quot: '"', lt: '<', gt: '>', amp: '&' })[e]!,
  );
}
