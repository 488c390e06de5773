import { msg } from '../../common/i18n';

/** A typed error that the one error handler turns into {statusCode, error, message} (decision 3). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = msg('Please sign in to continue.')) => new HttpError(401, message);
export const forbidden = (message: string = msg('You do not have permission to do this.')) =>
  new HttpError(403, message);
export const notFound = (message: string = msg('Not found.')) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A link that worked once and no longer does (e.g. an expired confirmation). */
export const gone = (message: string) => new HttpError(410, message);
export const tooLarge = (message: string = msg('File too large. The maximum size is 5MB.')) =>
  new HttpError(413, message);
/** 429 with Retry-After: the seconds until the counter that refused the call starts a new window. */
export const tooManyRequests = (
  retryAfterSeconds: number,
  message: string = msg('Too many attempts. Please wait a moment and try again.'),
) => new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
