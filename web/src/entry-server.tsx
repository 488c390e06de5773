// Server rendering of a public page (built by `vite build --ssr` and imported by the server): the page an
// anonymous visitor sees, its head, its status and the query data it used, for the browser to hydrate.
import type { Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrateForHtml } from './app/hydration';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { type HeadCollector, HeadCollectorProvider, headHtml, newHeadCollector } from './lib/head';

export { setApiTransport };

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: string; data: string; modules: string[] };

const handler = createStaticHandler(routes);
/** Passes of render → fetch what the render asked for → render again; pages nest queries at most this deep. */
const MAX_PASSES = 4;

const waiting = (q: Query) =>
  q.state.status === 'pending' &&
  q.state.fetchStatus === 'idle' &&
  (q.options as { enabled?: unknown }).enabled !== false &&
  !!q.options.queryFn;

export async function render(url: URL): Promise<RenderResult> {
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

  const status = context.statusCode !== 200 ? context.statusCode : collector.status;
  const modules = context.matches
    .map((m) => (m.route.handle as { module?: string } | undefined)?.module)
    .filter((m): m is string => !!m);
  return {
    kind: 'page',
    status,
    html,
    head: headHtml(collector.head, url.origin, url.pathname),
    data: dehydrateForHtml(queryClient),
    modules,
  };
}
