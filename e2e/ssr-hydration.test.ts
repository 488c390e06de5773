// Public pages with JavaScript off (readable and navigable) and on: no second request for data the page already
// carries, hydration in parts, and nothing moving as the page hydrates (issue 7).
import { describe, expect, it } from 'vitest';
import { BASE_URL, registerVerified, uniqueEmail } from './browser';
import { article, community, getJson, opportunity, post, publicPages, setUpSsr, startup, withPage } from './ssr-kit';

setUpSsr();

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
    for (const path of publicPages()) {
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

describe('layout stability', () => {
  it('nothing moves when the page hydrates (cumulative layout shift under 0.02 on a phone)', async () => {
    for (const path of publicPages()) {
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
