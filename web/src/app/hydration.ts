// The query data a server render used travels inside the HTML (a JSON script, allowed by the CSP because it
// is not executed), so the browser does not ask for it again on load. Errors travel too (a 404 page stays a
// 404 page while hydrating), as plain objects that become ApiErrors again in the browser.
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

export const DATA_SCRIPT_ID = '__data';

interface SerializedError {
  __apiError: true;
  status: number;
  serverMessage?: string;
}

export function dehydrateForHtml(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) =>
      q.state.status === 'success' || (q.state.status === 'error' && q.state.error instanceof ApiError),
  });
  for (const q of state.queries) {
    const err = q.state.error;
    if (err instanceof ApiError) {
      (q.state as { error: unknown }).error = {
        __apiError: true,
        status: err.status,
        serverMessage: err.serverMessage,
      } satisfies SerializedError;
    }
  }
  // '<' escaped so the JSON can never close the script element it travels in.
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function readDehydrated(text: string | null | undefined): DehydratedState | undefined {
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as DehydratedState;
    for (const q of state.queries) {
      const err = q.state.error as SerializedError | null | undefined;
      if (err && typeof err === 'object' && err.__apiError) {
        (q.state as { error: unknown }).error = new ApiError(err.status, err.serverMessage, undefined);
      }
    }
    return state;
  } catch {
    return undefined;
  }
}
