import { describe, expect, it } from 'vitest';
import { applyHead, defaultTitle, headHtml } from './head';

describe('head written by the server', () => {
  it('escapes text and attributes, so markup and "$" in a title stay text', () => {
    const html = headHtml({ title: `<b>"Quotes" & $& $' $\``, description: 'd <i>' }, 'https://x.test', '/blog/1');
    expect(html).toContain(`<title>&lt;b&gt;&quot;Quotes&quot; &amp; $&amp; $&#39; $\` | AfriFounders</title>`);
    expect(html).toContain('<meta name="description" content="d &lt;i&gt;" data-head>');
    expect(html).not.toContain('<b>');
  });

  it('names the canonical address: the page path, or the one the page declares', () => {
    expect(headHtml({}, 'https://x.test', '/blog/1')).toContain(
      '<link rel="canonical" href="https://x.test/blog/1" data-head>',
    );
    expect(headHtml({ canonical: '/article/1/a-slug' }, 'https://x.test', '/blog/1')).toContain(
      'href="https://x.test/article/1/a-slug"',
    );
    expect(headHtml({}, 'https://x.test', '/')).toContain(`<title>${defaultTitle()}</title>`);
  });

  it('gives shared links a card: Open Graph tags, an absolute image, the article type and date', () => {
    const html = headHtml(
      { title: 'T', image: '/uploads/a-w1200.webp', type: 'article', publishedTime: '2026-01-02T00:00:00.000Z' },
      'https://x.test',
      '/a',
    );
    expect(html).toContain('<meta property="og:image" content="https://x.test/uploads/a-w1200.webp" data-head>');
    expect(html).toContain('<meta property="og:type" content="article" data-head>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-head>');
    expect(html).toContain('<meta property="article:published_time" content="2026-01-02T00:00:00.000Z" data-head>');
  });

  it('keeps a page out of search engines when it asks (search results)', () => {
    expect(headHtml({ robots: 'noindex' }, 'https://x.test', '/search')).toContain(
      '<meta name="robots" content="noindex" data-head>',
    );
    expect(headHtml({}, 'https://x.test', '/')).not.toContain('robots');
  });
});

describe('head applied in the browser', () => {
  it("keeps the server's head when it is already the page's, and writes a changed one", () => {
    const page = { title: 'Events', description: 'What is on' };
    document.head.innerHTML = headHtml(page, window.location.origin, window.location.pathname);
    const served = [...document.head.querySelectorAll('[data-head]')];
    expect(served.length).toBeGreaterThan(5);

    applyHead(page);
    // The very same elements (toEqual would take equal copies).
    const kept = [...document.head.querySelectorAll('[data-head]')];
    expect(kept).toHaveLength(served.length);
    expect(kept.every((el, i) => el === served[i])).toBe(true);
    expect(document.title).toBe('Events | AfriFounders');

    applyHead({ ...page, description: 'Something else' });
    const written = [...document.head.querySelectorAll('[data-head]')];
    expect(written).toHaveLength(served.length);
    expect(written.some((el) => served.includes(el))).toBe(false);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Something else');

    applyHead({ ...page, robots: 'noindex' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelectorAll('[data-head]')).toHaveLength(served.length + 1);
  });
});
