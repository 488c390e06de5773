import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The browser and the server render run on Preact (preact/compat), not React DOM: the same components, hooks and
 * libraries (React Router, TanStack Query, Radix) at about a sixth of React DOM's size, which is what first-load
 * JavaScript on a phone is mostly made of (issue 7's budget; docs/decisions.md). Tests run the same aliases.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: preactAliases },
  // The server render bundles its libraries so that they, too, import Preact through the aliases.
  ssr: { noExternal: true },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload the chunks of the page it rendered.
    manifest: true,
    // Vite lists, beside each dynamic import, the chunks to preload with it. The entry's list names every page's
    // chunks and cost each first load ~2 KB gzip (issue 7's budget): pages load their chunks when a link to them
    // is pointed at or touched instead (web/src/app/prefetch.ts). Lazy parts inside a page keep their lists, and
    // index.html keeps the entry's preloads.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)index-[\w-]+\.js$/.test(hostId) ? [] : deps,
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry loads is one chunk (React, the router, TanStack Query, the shell), not
                // several that lazy pages happen to share: fewer files, better compression (issue 7's budget).
                { name: 'app', tags: ['$initial'], priority: 10 },
              ],
            },
          },
        },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
