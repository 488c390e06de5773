import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload the chunks of the page it rendered.
    manifest: true,
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
