import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './preact-aliases';

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
    minify: process.env.NOMIN ? false : undefined,
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
