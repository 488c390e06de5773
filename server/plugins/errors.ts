import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, STATUS_TEXT } from '../lib/errors';
import { msg } from '../../common/i18n';
import { localeOf, translate } from '../lib/i18n';

const englishAnswer = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_TEXT[statusCode] ?? 'Error',
  message,
});

/** The one error handler: every failure becomes {statusCode, error, message}; nothing leaks, nothing is a bare 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    // The message in the request's language (issue 20): the catalogue's French when the request asks for it.
    const locale = await localeOf(request, app.ctx);
    const answer = (statusCode: number, message: string) => englishAnswer(statusCode, translate(locale, message));
    if (err instanceof HttpError)
      return reply.status(err.statusCode).headers(err.headers).send(answer(err.statusCode, err.message));

    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const where = err.validationContext === 'body' ? '' : ` (${err.validationContext})`;
      let message = issue?.message ?? 'Invalid input';
      // Our schemas carry human messages; zod's own defaults ('Invalid input…') get the field's name in front.
      if (field && /^(invalid|too (small|big)|expected|unrecognized|required)/i.test(message)) {
        message = `${field}${where}: ${message}`;
      } else if (!field && err.validationContext === 'body' && /expected object/i.test(message)) {
        message = msg('The request body must be a JSON object.');
      }
      return reply.status(400).send(answer(400, message));
    }

    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(answer(500, msg('Something went wrong on our side. Please try again.')));
    }

    const db = databaseError(err);
    if (db) return reply.status(db.status).send(answer(db.status, db.message));

    const status = err.statusCode ?? 500;
    if (err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FILES_LIMIT' || err.code === 'FST_FIELDS_LIMIT') {
      return reply.status(413).send(answer(413, msg('The form has too many fields or files.')));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const mb = Math.round((request.routeOptions.bodyLimit ?? 1024 * 1024) / (1024 * 1024));
      return reply.status(413).send(answer(413, `The request body is too large. The maximum size is ${mb}MB.`));
    }
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
      return reply.status(413).send(answer(413, msg('File too large. The maximum size is 5MB.')));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(answer(415, msg('Unsupported content type. Send JSON or multipart form data.')));
    }
    if (
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      return reply.status(400).send(answer(400, msg('The request body is not valid JSON.')));
    }
    if (status === 429) {
      // Every 429 says when to try again (a limit from a plugin that did not set it: one minute).
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(429).send(answer(429, err.message || STATUS_TEXT[429]!));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(answer(status, err.message || STATUS_TEXT[status] || 'Bad request'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(answer(500, msg('Something went wrong on our side. Please try again.')));
  });
}

/**
 * Database refusals that come from the input, not from us: bad text (a NUL byte, invalid UTF-8), a value out
 * of range, or a duplicate that slipped past a check in a race. Drizzle wraps the driver's error in `cause`.
 */
function databaseError(err: unknown): { status: number; message: string } | undefined {
  const code = (err as { code?: unknown }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  if (code === '23505') return { status: 409, message: msg('This already exists.') };
  if (code.startsWith('22'))
    return { status: 400, message: msg('A value in the request is not valid text or is out of range.') };
  return undefined;
}
export { englishAnswer as errorAnswer };
