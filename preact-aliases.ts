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
