import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/providers';
import { AuthProvider } from '../lib/auth';

/** Renders routes in a memory router with the app's providers. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: (string | { pathname: string; state?: unknown })[] = ['/'],
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Stubs global fetch with a function of (url, init); answers 404 for anything it returns undefined for. */
export function stubFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response> | undefined) {
  const fn = vi.fn<Handler>(
    async (url, init) =>
      (await handler(String(url), init ?? {})) ??
      json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function authHeader(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.Authorization;
}
