import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './sanitize';

describe('sanitizeBody (decision 14)', () => {
  it.each([
    ['<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="data:text/html,hi">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['<iframe src="https://evil.example/embed/x"></iframe>', ''],
    ['<p style="position:fixed;color:#ff0000">a</p>', '<p style="color:#ff0000">a</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p onclick="x()" class="ql-align-center evil">a</p>', '<p class="ql-align-center">a</p>'],
  ])('cleans %s', (input, out) => {
    expect(sanitizeBody(input)).toBe(out);
  });

  it('keeps the editor formats', () => {
    const html =
      '<h1>T</h1><blockquote>q</blockquote><pre class="ql-syntax">code</pre><ol><li data-list="bullet" class="ql-indent-2">i</li></ol>' +
      '<p><a href="https://a.example" target="_blank">l</a> <a href="mailto:a@b.co">m</a> <a href="tel:+2341">t</a></p>' +
      '<iframe class="ql-video" src="https://www.youtube.com/embed/abc_DEF-1" frameborder="0" allowfullscreen="true"></iframe>' +
      '<iframe src="https://player.vimeo.com/video/123"></iframe>';
    const out = sanitizeBody(html);
    expect(out).toContain('<h1>T</h1>');
    expect(out).toContain('class="ql-indent-2"');
    expect(out).toContain('href="mailto:a@b.co"');
    expect(out).toContain('href="tel:+2341"');
    expect(out).toContain('src="https://www.youtube.com/embed/abc_DEF-1"');
    expect(out).toContain('src="https://player.vimeo.com/video/123"');
    expect(out).toContain('target="_blank"');
  });
});
