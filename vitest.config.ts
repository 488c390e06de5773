import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases';

const esm = (file: string) => fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['common/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['server/test/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          // The components are tested on the runtime the browser runs (Preact through preact/compat).
          alias: [
            ...preactAliases,
            // Their ES module builds, which import React (and so Preact) through the aliases; CommonJS would not.
            {
              find: /^@testing-library\/react$/,
              replacement: esm('@testing-library/react/dist/@testing-library/react.esm.js'),
            },
            { find: /^react-router$/, replacement: esm('react-router/dist/development/index.mjs') },
            { find: /^lucide-react$/, replacement: esm('lucide-react/dist/esm/lucide-react.mjs') },
          ],
          // Libraries that import React are bundled through the same aliases instead of loaded as they are.
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /react-router/,
                /@tanstack\/react-query/,
                /@radix-ui/,
                /react-hook-form/,
                /lucide-react/,
                /@hookform/,
              ],
            },
          },
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
