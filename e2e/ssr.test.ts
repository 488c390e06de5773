// Public pages arrive as HTML (issue 7): content in the server's answer, readable and navigable with
// JavaScript off, the right status codes, and no second request for data the page already carries.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { BASE_URL, launch, registerVerified, uniqueEmail } from './browser';

let browser: Browser;
let article: { _id: string; title: string };
let community: { _id: string; name: string };
let post: { body: string };
let event: { _id: string; title: string };
let startup: { _id: string; name: string; logo: string | null };
let opportunity: { _id: string; title: string } | undefined;

const getJson = async <T>(path: string): Promise<T> => (await fetch(`${BASE_URL}/api${path}`)).json() as Promise<T>;

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
afterAll(() => browser?.close());

async function withPage(
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

describe('the HTML the server sends', () => {
  it('carries an article title, its body text and its head tags', async () => {
    const full = await getJson<{ body: string; summary: string }>(`/article/${article._id}`);
    const html = decode(await (await fetch(`${BASE_URL}/blog/${article._id}`)).text());
    const bodyText = full.body
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toContain(article.title);
    expect(root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(decode(bodyText));
    expect(html).toContain(`<title>${article.title} | AfriFounders</title>`);
    // One address per article (common/articles.ts): /blog/{id} names /article/{id}/{slug} as canonical.
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${BASE_URL}/(article/)?${article._id}/[a-z0-9-]+"`));
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toMatch(/property="og:image" content="http[^"]+\/uploads\/[^"]+\.webp"/);
  });

  it('carries an event page with its Open Graph tags; its .ics downloads; a missing event is 404', async () => {
    const html = decode(await (await fetch(`${BASE_URL}/event/${event._id}`)).text());
    expect(html.slice(html.indexOf('<div id="root"'))).toContain(event.title);
    expect(html).toContain(`<title>${event.title} | AfriFounders</title>`);
    expect(html).toContain(`property="og:title" content="${event.title} | AfriFounders"`);
    expect(html).toMatch(/property="og:image" content="http[^"]+\/uploads\/[^"]+\.webp"/);
    const ics = await fetch(`${BASE_URL}/event/${event._id}.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
    expect(await ics.text()).toContain('BEGIN:VEVENT\r\n');
    const feed = await fetch(`${BASE_URL}/event/calendar.ics`);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain(`/event/${event._id}`);
    const missing = await fetch(`${BASE_URL}/event/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Event not found');
    expect((await fetch(`${BASE_URL}/event/00000000-0000-4000-8000-000000000000.ics`)).status).toBe(404);
  });

  it('carries a startup profile and an opportunity with their Open Graph tags (the logo as image); missing ones are 404', async () => {
    const html = decode(await (await fetch(`${BASE_URL}/startup/${startup._id}`)).text());
    expect(html.slice(html.indexOf('<div id="root"'))).toContain(startup.name);
    expect(html).toContain(`<title>${startup.name} | AfriFounders</title>`);
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/startup/${startup._id}"`);
    expect(html).toMatch(/property="og:image" content="http[^"]+\/uploads\/[^"]+\.webp"/);
    expect(html).toContain('Co-Founder');
    const directory = decode(await (await fetch(`${BASE_URL}/startup`)).text());
    expect(directory).toContain('<title>Startup Directory | AfriFounders</title>');
    expect(directory.slice(directory.indexOf('<div id="root"'))).toContain('All Industries');
    expect(opportunity, 'the demo content has an opportunity').toBeTruthy();
    const job = decode(await (await fetch(`${BASE_URL}/opportunity/${opportunity!._id}`)).text());
    expect(job.slice(job.indexOf('<div id="root"'))).toContain(opportunity!.title);
    expect(job).toContain(`<link rel="canonical" href="${BASE_URL}/opportunity/${opportunity!._id}"`);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/startup/${missing}`, `/startup/${missing}/claim`, `/opportunity/${missing}`])
      expect((await fetch(`${BASE_URL}${path}`)).status, path).toBe(404);
  });

  it('does not reveal a pending article: 404 and nothing of it in the page', async () => {
    const png = await sharp({ create: { width: 160, height: 90, channels: 3, background: '#0e7a58' } })
      .png()
      .toBuffer();
    const call = async <T>(path: string, token: string, body: BodyInit, method = 'POST'): Promise<T> => {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
      const res = await fetch(`${BASE_URL}/api${path}`, { method, body, headers });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<T>;
    };
    const member = await registerVerified(uniqueEmail('ssr'), 'Savanna-Reader-42!');
    await call('/club-member', member.access_token, JSON.stringify({ clubId: community._id }));
    const form = new FormData();
    const title = `Unpublished thoughts ${Date.now()}`;
    for (const [k, v] of Object.entries({
      title,
      summary: 'Not for the public yet.',
      body: '<p>Draft body of a pending article.</p>',
      tag: 'draft',
    }))
      form.append(k, v);
    form.append('article_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const created = await call<{ article: { _id: string } }>(
      `/article/create-community/${community._id}`,
      member.access_token,
      form,
    );
    const res = await fetch(`${BASE_URL}/${community._id}/${created.article._id}/unpublished-thoughts`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain(title);
    expect(html).not.toContain('Draft body of a pending article');
  });

  it('answers 404 for unknown paths and for missing articles and communities, 301 for moved addresses', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      '/no/such/page/here',
      `/blog/${missing}`,
      `/community/${missing}`,
      `/${missing}/${missing}/a-slug`,
    ]) {
      const res = await fetch(`${BASE_URL}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
    expect(await (await fetch(`${BASE_URL}/no-such-page`)).text()).toContain('Page not found');
    const moved = await fetch(`${BASE_URL}/community`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/communities');
    expect((await fetch(`${BASE_URL}/login`)).status).toBe(200);
  });
});

describe('the rendered-page cache', () => {
  it('forgets a community page as soon as a post is written to it, and keeps other pages', async () => {
    const url = `${BASE_URL}/community/${community._id}`;
    await fetch(url); // rendered and kept
    const member = await registerVerified(uniqueEmail('ssr-post'), 'Savanna-Poster-42!');
    const auth = { Authorization: `Bearer ${member.access_token}`, 'Content-Type': 'application/json' };
    expect(
      (
        await fetch(`${BASE_URL}/api/club-member`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ clubId: community._id }),
        })
      ).ok,
    ).toBe(true);
    const body = `Rendered fresh after a write ${Date.now()}`;
    const created = await fetch(`${BASE_URL}/api/post/create`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ body, club: community._id }),
    });
    expect(created.status).toBe(201);
    expect(await (await fetch(url)).text()).toContain(body);
  });
});

describe('with JavaScript off', () => {
  it('the home page shows its content and its links lead to readable pages', async () => {
    await withPage({ javaScript: false }, async (page) => {
      await page.goto('/');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();
      await expect.poll(() => page.getByRole('heading', { name: 'Featured Articles' }).isVisible()).toBe(true);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
      await page.waitForURL('**/blog');
      // The blog's cards are in the page and lead to readable articles.
      const card = page.locator('main article h3 a, main article a h3').first();
      const title = (await card.textContent())?.trim();
      expect(title).toBeTruthy();
      await card.click();
      await page.waitForURL((url) => url.pathname !== '/blog');
      expect(await page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    });
  });

  it('an article page shows the article', async () => {
    await withPage({ javaScript: false, mobile: true }, async (page) => {
      await page.goto(`/blog/${article._id}`);
      expect(await page.getByRole('heading', { level: 1, name: article.title }).isVisible()).toBe(true);
    });
  });

  it('the startup directory pages with its links, and a profile and an opportunity read', async () => {
    await withPage({ javaScript: false, mobile: true }, async (page) => {
      await page.goto('/startup');
      expect(await page.getByTestId('startup-card').count()).toBeGreaterThan(0);
      await page.getByRole('link', { name: 'Load more' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      expect(await page.getByTestId('startup-card').count()).toBeGreaterThan(0);
      await page.goto(`/startup/${startup._id}`);
      expect(await page.getByRole('heading', { level: 1, name: startup.name }).isVisible()).toBe(true);
      await page.getByRole('tab', { name: 'Same Location' }).click();
      await page.waitForURL((url) => url.searchParams.get('filter') === 'same-location');
      expect(await page.getByRole('tab', { name: 'Same Location' }).getAttribute('aria-selected')).toBe('true');
      await page.goto(`/opportunity/${opportunity!._id}`);
      expect(await page.getByRole('heading', { level: 1, name: opportunity!.title }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Sign in to apply' }).isVisible()).toBe(true);
    });
  });

  it("a post's comments open through their link", async () => {
    const posts = await getJson<{ _id: string; commentsCount: number }[]>(`/post/get/all/${community._id}`);
    const withComments = posts.find((p) => p.commentsCount > 0);
    expect(withComments).toBeTruthy();
    const [first] = await getJson<{ body: string }[]>(`/post/comment/${withComments!._id}`);
    await withPage({ javaScript: false }, async (page) => {
      await page.goto(`/community/${community._id}`);
      expect(await page.getByText(first!.body).count()).toBe(0);
      await page
        .locator(`#post-${withComments!._id}`)
        .getByRole('button', { name: `Comments (${withComments!.commentsCount})` })
        .click();
      await page.waitForURL((url) => url.searchParams.get('comments') === withComments!._id);
      expect(await page.getByText(first!.body).first().isVisible()).toBe(true);
    });
  });

  it('a community page shows its posts and the sign-in links', async () => {
    await withPage({ javaScript: false }, async (page) => {
      await page.goto(`/community/${community._id}`);
      expect(await page.getByRole('heading', { level: 1, name: community.name }).isVisible()).toBe(true);
      expect(await page.getByText(post.body.slice(0, 30)).first().isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Log in' }).first().isVisible()).toBe(true);
    });
  });
});

describe('with JavaScript on', () => {
  it('hydrates without asking the API again for the data in the page', async () => {
    for (const path of [
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
    ]) {
      await withPage({ javaScript: true }, async (page, apiCalls) => {
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // Counting a view is an action, not a read of the page's data.
        expect(
          apiCalls.filter((c) => !c.endsWith('/view')),
          path,
        ).toEqual([]);
        expect(errors, path).toEqual([]);
      });
    }
  });
});

describe('hydration in parts (components/hydrate-later.tsx)', () => {
  it('the shell and the cards after the first hydrate later, then work like the rest, for a signed-in reader too', async () => {
    const html = await (await fetch(`${BASE_URL}/blog`)).text();
    // The server marks the parts hydrated later; the page's first cards hydrate with it.
    expect(html.match(/<!--\$s-->/g)?.length ?? 0).toBeGreaterThan(3);
    const member = await registerVerified(uniqueEmail('ssr-parts'), 'Savanna-Parts-42!');
    await withPage({ javaScript: true }, async (page) => {
      await page.addInitScript(
        ([access, refresh]) => {
          localStorage.setItem('authToken', access!);
          localStorage.setItem('refreshToken', refresh!);
        },
        [member.access_token, member.refresh_token],
      );
      await page.goto('/blog');
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      // The sidebar, hydrated after the page, shows the member's own entries, visible (its server HTML was
      // the visitor's, hidden until the user is known: nothing of that may stay).
      await page.getByRole('link', { name: 'My Dashboard' }).first().waitFor();
      expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
      expect(await page.locator('[data-auth-pending], nav.invisible, nav .invisible').count()).toBe(0);
      // A card hydrated later and a footer link open their pages within the app, without loading a page.
      await page.evaluate(() => {
        (window as unknown as { sameApp: boolean }).sameApp = true;
      });
      const lastCard = page.locator('main ul > li').last().locator('a').first();
      const href = (await lastCard.getAttribute('href'))!;
      await lastCard.click();
      await page.waitForURL(`**${href}`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL('**/privacy');
      expect(await page.evaluate(() => (window as unknown as { sameApp?: boolean }).sameApp)).toBe(true);
    });
  });
});

/** Text of HTML with the entities React and the head writer use turned back into characters. */
describe('layout stability', () => {
  it('nothing moves when the page hydrates (cumulative layout shift under 0.02 on a phone)', async () => {
    for (const path of [
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
    ]) {
      await withPage({ javaScript: true, mobile: true }, async (page) => {
        await page.addInitScript(() => {
          const w = window as unknown as { __cls: number };
          w.__cls = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
              if (!e.hadRecentInput) w.__cls += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), path).toBeLessThan(0.02);
      });
    }
  });
});

function decode(s: string) {
  return s.replace(
    /&(#x27|#39|quot|lt|gt|amp);/g,
    (_, e: string) => ({ '#x27': "'", '#39': "'", quot: '"', lt: '<', gt: '>', amp: '&' })[e]!,
  );
}
