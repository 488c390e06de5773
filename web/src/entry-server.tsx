// Server rendering of a public page (built by `vite build --ssr` and imported by the server): the page an
// anonymous visitor sees, its head, its status and the query data it used, for the browser to hydrate.
import type { Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrateForHtml } from './app/hydration';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { type Locale, LOCALES, localeBase, splitLocale } from '../../common/i18n';
import { setApiTransport } from './lib/api-client';
import { type HeadCollector, HeadCollectorProvider, headHtml, newHeadCollector } from './lib/head';
import { activateLocale, addMessages } from './lib/i18n';

export { setApiTransport };

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: string; data: string; modules: string[]; locale: Locale };

// Every language's catalogue, all its chunks, is loaded once; a render activates its page's (renders are
// synchronous passes).
for (const [file, mod] of Object.entries(
  import.meta.glob<{ messages: import('@lingui/core').Messages }>('./locales/*/*.ts', { eager: true }),
)) {
  addMessages(file.split('/')[2] as Locale, mod.messages);
}
/** One route table per language: French pages are the same routes under /fr (the router's basename). */
const handlers = Object.fromEntries(
  LOCALES.map((l) => [l, createStaticHandler(routes, { basename: localeBase(l) || undefined })]),
) as Record<Locale, ReturnType<typeof createStaticHandler>>;
/** Passes of render → fetch what the render asked for → render again; pages nest queries at most this deep. */
const MAX_PASSES = 4;

const waiting = (q: Query) =>
  q.state.status === 'pending' &&
  q.state.fetchStatus === 'idle' &&
  (q.options as { enabled?: unknown }).enabled !== false &&
  !!q.options.queryFn;

export async function render(url: URL): Promise<RenderResult> {
  const { locale } = splitLocale(url.pathname);
  const handler = handlers[locale];
  activateLocale(locale);
  const context = await handler.query(new Request(url.href, { method: 'GET' }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createStaticRouter(handler.dataRoutes, context);

  let collector: HeadCollector = newHeadCollector();
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    collector = newHeadCollector();
    activateLocale(locale);
    html = renderToString(
      <HeadCollectorProvider value={collector}>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </HeadCollectorProvider>,
    );
    // The render registered the queries its components use; fetch the ones still waiting and render again.
    const pending = queryClient.getQueryCache().getAll().filter(waiting);
    if (!pending.length) break;
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  }
  activateLocale(locale);

  const status = context.statusCode !== 200 ? context.statusCode : collector.status;
  const modules = context.matches
    .map((m) => (m.route.handle as { module?: string } | undefined)?.module)
    .filter((m): m is string => !!m);
  return {
    kind: 'page',
    status,
    html,
    head: headHtml(collector.head, url.origin, splitLocale(url.pathname).path),
    data: dehydrateForHtml(queryClient),
    modules,
    locale,
  };
}
