import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent } from './prefetch';

describe('prefetchOnIntent', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it("loads the matched routes' code once, when a link to them is pointed at, touched or focused", async () => {
    const blog = vi.fn(async () => ({}));
    const article = vi.fn(async () => ({}));
    const layout = vi.fn(async () => ({}));
    stop = prefetchOnIntent([
      {
        lazy: layout,
        children: [
          { path: 'blog', lazy: blog },
          { path: 'blog/:id', lazy: article },
        ],
      },
    ]);
    document.body.innerHTML =
      '<a href="/blog"><span>Blog</span></a><a href="/blog/7">Article</a><a href="https://elsewhere.example/blog">Out</a><p>text</p>';
    const [toBlog, toArticle, out] = document.querySelectorAll('a');
    toBlog!.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    toBlog!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    out!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(blog).toHaveBeenCalledTimes(1);
    expect(layout).toHaveBeenCalledTimes(1);
    expect(article).not.toHaveBeenCalled();
    toArticle!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(article).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and stops listening when cleaned up', async () => {
    const blog = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    stop = prefetchOnIntent([{ path: 'blog', lazy: blog }]);
    document.body.innerHTML = '<a href="/blog">Blog</a>';
    const link = document.querySelector('a')!;
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(blog).toHaveBeenCalledTimes(2);
    stop();
    link.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(blog).toHaveBeenCalledTimes(2);
  });
});
