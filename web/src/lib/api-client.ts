// The one API client (ARCHITECTURE.md): base /api, JSON by default, FormData passed through,
// bearer token on every call, one refresh-and-retry on 401 (part 1 §4), errors as ApiError (decision 3).
import { browser, tokens } from './tokens';
import { currentLocale } from './i18n';

export const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number;
  /** The server's human-readable message, when the answer carried one. */
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(status: number, serverMessage: string | undefined, body: unknown) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** The server's message when there is one, otherwise the screen's fallback text (decision 3). */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  return fallback;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

// Calls whose 401 must not trigger a refresh: wrong credentials, the refresh itself, and logout
// (signing out with an expired token should not bounce the user through a refresh).
const NO_REFRESH_PATHS = new Set(['/auth', '/auth/refresh', '/auth/logout']);

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function parseBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let transport: Fetch = (url, init) => fetch(url, init);

/** The server renderer answers API calls in-process instead of over the network. */
export function setApiTransport(fetcher: Fetch) {
  transport = fetcher;
}

function send(path: string, opts: RequestOptions, accessToken: string | null): Promise<Response> {
  // The API's messages come in the page's language (issue 20).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    ...opts.headers,
  };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body; // the browser sets the multipart boundary
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (accessToken && !headers.Authorization) headers.Authorization = `Bearer ${accessToken}`;
  return transport(buildUrl(path, opts.query), { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s share the same promise. */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const refreshToken = tokens.refresh();
      if (!refreshToken) return false;
      const res = await send('/auth/refresh', { headers: { Authorization: `Bearer ${refreshToken}` } }, null);
      if (!res.ok) return false;
      const data = (await parseBody(res)) as { token?: string; refreshToken?: string } | undefined;
      if (!data?.token || !data.refreshToken) return false;
      tokens.set(data.token, data.refreshToken);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Sends a request and answers the parsed body with the response's headers. */
export async function apiFetch<T>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
  const sentWith = tokens.access();
  let res = await send(path, opts, sentWith);

  if (res.status === 401 && !NO_REFRESH_PATHS.has(path) && tokens.refresh()) {
    // Another call may already have refreshed while this one was in flight.
    const current = tokens.access();
    const ok = current && current !== sentWith ? true : await refreshSession();
    if (!ok) {
      console.error('Token refresh failed');
      tokens.clear();
      browser.redirect('/');
      throw new ApiError(401, 'Your session has expired. Please log in again.', undefined);
    }
    res = await send(path, opts, tokens.access());
  }

  const data = await parseBody(res);
  if (!res.ok) {
    const message =
      data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : undefined;
    throw new ApiError(res.status, message, data);
  }
  return { data: data as T, headers: res.headers, status: res.status };
}

/** The total of a paginated list (decision 4: `X-Total-Count`). */
export function totalCount(headers: Headers, fallback: number): number {
  const raw = headers.get('X-Total-Count');
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : fallback;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    apiFetch<T>(path, { query, signal }).then((r) => r.data),
  post: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'POST', body }).then((r) => r.data),
  patch: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'PATCH', body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'PUT', body }).then((r) => r.data),
  delete: <T = void>(path: string) => apiFetch<T>(path, { method: 'DELETE' }).then((r) => r.data),
  /** A list answer with its total from `X-Total-Count`. */
  list: async <T>(path: string, query?: Query, signal?: AbortSignal): Promise<Page<T>> => {
    const r = await apiFetch<T[]>(path, { query, signal });
    const items = Array.isArray(r.data) ? r.data : [];
    return { items, total: totalCount(r.headers, items.length) };
  },
};
