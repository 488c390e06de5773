import { randomBytes } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';

/** What a secret is replaced with in the log. */
export const REDACTED = '[redacted]';

/**
 * Paths whose last part is a mailed secret (common/newsletter.ts, the account pages of web/src/app/router.tsx):
 * the token of a password reset, an address verification, a newsletter confirmation or unsubscription.
 */
const SECRET_PATH = /(\/(?:reset-password|verify-email|newsletter\/confirm|newsletter\/unsubscribe)\/)[^/?#\s"']+/gi;
/** Query parameters that carry a secret (any letter case, with or without `_`/`-`). */
const SECRET_PARAM =
  /([?&](?:token|code|key|secret|password|passwd|signature|sig|auth|jwt|access[_-]?token|refresh[_-]?token|api[_-]?key|otp)=)[^&#\s"']*/gi;
/** Headers that carry credentials. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);

/** A URL, path or any text with the secrets of the paths and query parameters above replaced by `[redacted]`. */
export function redactUrl(text: string): string {
  return text.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_PARAM, `$1${REDACTED}`);
}

/** A copy of the headers with credentials replaced by `[redacted]`. */
export function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers))
    out[name] = SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : value;
  return out;
}

/** Fastify's request serializer with the URL redacted (the headers are not logged, as by default). */
function req(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function res(reply: FastifyReply) {
  return { statusCode: reply.statusCode };
}

/** Errors keep their shape; a URL in the message or stack (e.g. Fastify's 'already sent' warning) is redacted. */
function err(error: Error) {
  const out = pino.stdSerializers.err(error) as ReturnType<typeof pino.stdSerializers.err> & Record<string, unknown>;
  if (typeof out.message === 'string') out.message = redactUrl(out.message);
  if (typeof out.stack === 'string') out.stack = redactUrl(out.stack);
  return out;
}

/** Paths pino censors wherever a caller logs headers itself (`{ headers }`, `{ req: { headers } }`). */
const REDACT_PATHS = [...SECRET_HEADERS].flatMap((h) => [
  `headers["${h}"]`,
  `req.headers["${h}"]`,
  `res.headers["${h}"]`,
  `request.headers["${h}"]`,
]);

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Fastify's `logger` option with the redacting serializers (decision 'Stop 11'): tokens in paths and query
 * strings and credential headers never reach the log. `false` (tests) stays off.
 */
export function withRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const base = logger === true ? {} : (logger as Exclude<LoggerOption, boolean | undefined> & Record<string, unknown>);
  const serializers = (base as { serializers?: Record<string, unknown> }).serializers;
  return {
    ...base,
    serializers: { ...serializers, req, res, err },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  } as LoggerOption;
}

/**
 * Marks the server renderer's own API calls (`app.inject` while rendering a page, server/ssr/renderer.ts): a
 * header holding a secret of this process, so an outside request cannot pass for one and stay out of the log.
 */
export const INTERNAL_HEADER = 'x-internal-render';
export const INTERNAL_TOKEN = randomBytes(16).toString('hex');
export const isInternalRequest = (request: FastifyRequest) => request.headers[INTERNAL_HEADER] === INTERNAL_TOKEN;

/** Health probes come every few seconds: never a request line at info. */
const PROBES = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

export type LogRequests = 'off' | 'errors' | 'all';

/**
 * Fastify's `logController` (LOG_REQUESTS; decision 'Stop 11: metrics and request logs'): one line per request
 * when it is answered, instead of Fastify's 'incoming request' and 'request completed' pair. `all` logs every
 * answer (>= 500 at error, the rest at info), `errors` only answers >= 500 at error, `off` none. Health probes,
 * successful scrapes of /metrics and the renderer's internal calls get no line (their failures are logged where
 * they happen). Fastify's own error lines (stream and serializer errors) stay.
 */
export class RequestLogController extends LogController {
  readonly mode: LogRequests;

  constructor(mode: LogRequests) {
    super();
    this.mode = mode;
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.mode === 'off') return;
    const status = reply.statusCode;
    const failed = !!error || status >= 500;
    if (!failed && this.mode === 'errors') return;
    const route = request.routeOptions.url;
    if ((route && PROBES.has(route)) || (route === '/metrics' && status === 200) || isInternalRequest(request)) return;
    if (failed)
      reply.log.error(
        { req: request, res: reply, err: error ?? undefined, responseTime: reply.elapsedTime },
        'request failed',
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
