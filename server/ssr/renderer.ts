import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type Locale, splitLocale } from '../../common/i18n';
import { INTERNAL_HEADER, INTERNAL_TOKEN } from '../plugins/logging';
import { type Manifest, pageStylesheets, preloadPaths } from './manifest';

/** What `web/src/entry-server.tsx` exports once built to dist/server/entry-server.js. */
interface ServerEntry {
  setApiTransport(fetcher: (url: string, init: RequestInit) => Promise<Response>): void;
  render(
    url: URL,
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; html: string; head: string; data: string; modules: string[]; locale: Locale }
  >;
}

export interface RenderedPage {
  status: number;
  html?: string;
  location?: string;
  /** The shared cache's tags of every API answer the page used: the page is forgotten with any of them. */
  tags: string[];
}

/** The tags of the answers one render used, and its page's language (renders run concurrently). */
const renderTags = new AsyncLocalStorage<{ tags: Set<string>; locale: Locale }>();

/**
 * Pages not rendered on the server: the signed-in and admin areas and the article editors show nothing
 * without a user, and the mailed-link pages act on their single-use token (only the browser may do that).
 */
const NOT_RENDERED =
  /^\/(user|admin)(\/|$)|^\/community\/[^/]+\/(create|edit)-article(\/|$)|^\/(verify-email|reset-password)\//;

/** The page's language on its <html> element (the browser's app starts in it). */
const withLang = (html: string, locale: Locale) => html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

// Shown with JavaScript off: what waits for the signed-in state becomes visible (AuthValue.isSettled).
const NOSCRIPT_STYLE = '<noscript><style>[data-auth-pending]{visibility:visible!important}</style></noscript>';

/**
 * Renders public pages on the server with the built server entry and the built index.html as template.
 * API calls made while rendering go through `app.inject` as an anonymous visitor, so they are answered by
 * the same routes, rules and public cache as the browser's calls.
 */
export async function createRenderer(
  app: FastifyInstance,
  opts: { webDir: string; serverDir: string; origin: string },
) {
  const templatePath = path.join(opts.webDir, 'index.html');
  const entryPath = path.join(opts.serverDir, 'entry-server.js');
  if (!existsSync(templatePath)) return undefined;
  const template = readFileSync(templatePath, 'utf8')
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '');
  // A rendered page paints from its HTML and CSS alone; its scripts start after the first paint (web/public/
  // boot.js), so on a slow connection they never hold back the content or the page's largest image.
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  const entryPreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const deferredTemplate = entryScript
    ? entryPreloads.reduce((html, m) => html.replace(m[0], ''), template.replace(entryScript[0], ''))
    : template;
  const bootTag = (preloads: string[]) =>
    entryScript
      ? `<script type="module" src="/boot.js" data-entry="${entryScript[1]}" data-preload="${[...entryPreloads.map((m) => m[1]), ...preloads].join(' ')}"></script>`
      : '';
  const manifestPath = path.join(opts.webDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const entry: ServerEntry | undefined = existsSync(entryPath)
    ? await import(pathToFileURL(entryPath).href)
    : undefined;

  entry?.setApiTransport(async (url, init) => {
    // Rendering only reads: a page must never change anything on the server for a visitor it has not seen.
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`server rendering does not send ${init.method} ${url}`);
    // Marked internal: no request line in the log and no count in the request metrics (plugins/logging.ts).
    const render = renderTags.getStore();
    const res = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        'accept-language': render?.locale ?? 'en',
        'x-cache-tags': '?',
        [INTERNAL_HEADER]: INTERNAL_TOKEN,
      },
    });
    const tags = res.headers['x-cache-tags'];
    if (render && typeof tags === 'string') for (const t of tags.split(' ')) if (t) render.tags.add(t);
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers))
      if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers });
  });

  /** The app shell without server rendering: the private areas, and every page when the entry is missing. */
  const shell = (pathname: string) =>
    withLang(
      template.replace(
        '</head>',
        () =>
          `    <title>AfriFounders | Community for African tech founders</title>\n    <link rel="canonical" href="${escapeAttr(opts.origin + pathname)}" data-head>\n  </head>`,
      ),
      splitLocale(pathname).locale,
    );

  return async function renderPage(url: string): Promise<RenderedPage> {
    const full = new URL(url, opts.origin);
    const { locale, path: englishPath } = splitLocale(full.pathname);
    if (!entry || NOT_RENDERED.test(englishPath)) return { status: 200, html: shell(full.pathname), tags: [] };
    const tags = new Set<string>();
    const result = await renderTags.run({ tags, locale }, () => entry.render(full));
    if (result.kind === 'redirect') return { status: result.status, location: result.location, tags: [] };
    // The page's language's catalogue loads with its scripts (web/src/lib/i18n.ts).
    const chunk = (m: string) =>
      m
        .replace(/^src\//, '')
        .replace(/\.tsx?$/, '')
        .replace(/\//g, '.');
    const modules = [
      ...result.modules,
      `src/locales/${result.locale}/app.ts`,
      ...result.modules.map((m) => `src/locales/${result.locale}/${chunk(m)}.ts`),
    ];
    const styles = pageStylesheets(manifest, result.modules).map(
      (href) => `<link rel="stylesheet" crossorigin href="${href}">`,
    );
    const head = [result.head, ...styles, bootTag(preloadPaths(manifest, modules)), NOSCRIPT_STYLE]
      .filter(Boolean)
      .join('\n    ');
    const html = withLang(deferredTemplate, result.locale)
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-ssr>${result.html}</div>\n    <script type="application/json" id="__data">${result.data}</script>`,
      );
    return { status: result.status, html, tags: [...tags] };
  };
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
