// Public pages arrive as HTML (issue 7): content in the server's answer, the right status codes and head tags,
// and the rendered-page cache.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { BASE_URL, registerVerified, uniqueEmail } from './browser';
import { article, community, decode, event, getJson, opportunity, setUpSsr, startup } from './ssr-kit';

setUpSsr();

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
    // The first paint waits until the parser reaches the element after <main> (web/index.html), so the page's
    // content is in it: the target exists, after the content.
    const target = /<link rel="expect" href="#([\w-]+)" blocking="render"/.exec(html)?.[1];
    expect(target).toBeTruthy();
    expect(html.indexOf(`id="${target}"`)).toBeGreaterThan(html.indexOf(decode(bodyText).slice(0, 20)));
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
