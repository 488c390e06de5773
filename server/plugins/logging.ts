import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
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
