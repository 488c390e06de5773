import './lib/runtime';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { DATA_SCRIPT_ID, readDehydrated } from './app/hydration';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { serverRender } from './lib/use-hydrated';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
const state = readDehydrated(document.getElementById(DATA_SCRIPT_ID)?.textContent);
if (state) {
  // The server's answers are as fresh as this page: count their age from now, not from the server's clock.
  const now = Date.now();
  for (const q of state.queries) if (q.state.dataUpdatedAt) q.state.dataUpdatedAt = now;
  hydrate(queryClient, state);
  serverRender.hydratedData = true;
}

async function start(el: HTMLElement) {
  const rendered = el.hasAttribute('data-ssr');
  if (rendered) {
    // The first page's lazy modules load before hydrating, or the router would first render its fallback.
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  );
  if (rendered) hydrateRoot(el, app);
  else createRoot(el).render(app);
}

void start(root);
