import { describe, expect, it } from 'vitest';
import { type Manifest, pageStylesheets, preloadPaths } from './manifest';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/routes/blog/article-page.tsx': { file: 'assets/article-page.js', imports: ['_react.js', '_body.js'] },
  '_body.js': { file: 'assets/body.js', css: ['assets/article-prose.css'] },
};

describe("a rendered page's chunks", () => {
  it("preloads the page's own chunks, not the entry's", () => {
    expect(preloadPaths(manifest, ['src/routes/blog/article-page.tsx'])).toEqual([
      '/assets/article-page.js',
      '/assets/body.js',
    ]);
    expect(preloadPaths(manifest, ['src/unknown.tsx'])).toEqual([]);
  });

  it('links the stylesheets its lazy modules import, so it is styled before its scripts run', () => {
    expect(pageStylesheets(manifest, ['src/routes/blog/article-page.tsx'])).toEqual(['/assets/article-prose.css']);
  });
});
