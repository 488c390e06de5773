import './lib/runtime';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { splitLocale } from '../../common/i18n';
import { DATA_SCRIPT_ID, readDehydrated } from './app/hydration';
import { hydrateLaterParts } from './components/hydrate-later';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { currentBase, loadLocale } from './lib/i18n';
import { firstHydration, nextTask, serverRender, settleHydration } from './lib/use-hydrated';
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

/** Resolves when the router has loaded the lazy modules of the page it starts on. */
const loaded = (router: ReturnType<typeof createBrowserRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

// Starting takes a few tasks, not one long one that would hold back a tap (issue 7's TBT budget): the modules,
// the router, the page, its effects, then the parts of the page left for later (components/hydrate-later.tsx).
async function start(el: HTMLElement) {
  // The page's language is its address's (/fr…); its catalogue was preloaded beside the page's scripts.
  await loadLocale(splitLocale(window.location.pathname).locale);
  await nextTask();
  const router = createBrowserRouter(routes, { basename: currentBase() || undefined });
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (!el.hasAttribute('data-ssr')) {
    createRoot(el).render(app);
    return;
  }
  // The page's lazy modules load before hydrating, or the router would first render its fallback.
  await loaded(router);
  await nextTask();
  let complete = () => {};
  firstHydration.complete = new Promise<void>((resolve) => {
    complete = resolve;
  });
  firstHydration.running = true;
  firstHydration.settled = false;
  hydrateRoot(el, app);
  firstHydration.running = false;
  await nextTask(); // the page's effects run first (lib/runtime.ts)
  settleHydration();
  await hydrateLaterParts();
  complete();
}

void start(root);
