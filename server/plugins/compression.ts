import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this many bytes an answer goes out as it is. */
export const COMPRESS_THRESHOLD = 1024;
/** Above this, compressing on the event loop would hold other requests up: left to @fastify/compress's stream. */
const MAX_SYNC = 256 * 1024;
/** Text worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](?:json|xml|javascript)(?:;|$)/;

type Encoding = 'br' | 'gzip';

function acceptedEncoding(req: FastifyRequest): Encoding | undefined {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b(?!;q=0(?:\.0*)?(?:,|$))/.test(accepts)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?(?:,|$))/.test(accepts)) return 'gzip';
  return undefined;
}

/** Adds accept-encoding to the reply's Vary (keeping what is there). */
function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
}

const encode = (encoding: Encoding, text: string | Buffer, quality: number) =>
  encoding === 'br'
    ? brotliCompressSync(text, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: text.length },
      })
    : gzipSync(text, { level: 6 });

/**
 * Compression of answers. A whole answer in memory (JSON, a page) is compressed in one synchronous call: for
 * answers of a few kilobytes, a compression stream per request (what @fastify/compress does) costs ten times the
 * compression itself in stream machinery, and goes out in chunks without a length. Streams, and anything over
 * MAX_SYNC, are left to @fastify/compress. Registered after the cache, whose onSend hook keeps the JSON text.
 */
export async function registerCompression(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every answer, and most pass straight through.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (
      (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
      payload.length < COMPRESS_THRESHOLD ||
      payload.length > MAX_SYNC ||
      reply.hasHeader('content-encoding') ||
      !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))
    )
      return done(null, payload);
    varyOnEncoding(reply);
    const encoding = acceptedEncoding(req);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    // Quality 3: within 1 % of the size of 4 at half the time, for an answer compressed for one caller.
    done(null, encode(encoding, payload, 3));
  });
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
}

/** The encoded forms of one kept text, made the first time someone asks for each. */
export interface CompressedForms {
  raw?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Sends a text that many requests share (a kept page, a cached answer) compressed once for everyone who asks,
 * not once per request: the first request of each encoding compresses it into `forms` (at a higher quality than
 * one-off answers, since it is paid once), later ones send those bytes. The reply's status and content type are
 * the caller's; this sets content-encoding and vary. Whatever its size: a large page compressed once holds the
 * event loop a few milliseconds once per cache window, where sending it raw or streaming it compressed per
 * request (what MAX_SYNC leaves to @fastify/compress) costs that on every request.
 */
export function sendCompressedOnce(req: FastifyRequest, reply: FastifyReply, text: string, forms: CompressedForms) {
  if (text.length < COMPRESS_THRESHOLD) return reply.send(text);
  varyOnEncoding(reply);
  const encoding = acceptedEncoding(req);
  if (encoding) {
    forms[encoding] ??= encode(encoding, text, 6);
    return reply.header('content-encoding', encoding).send(forms[encoding]);
  }
  forms.raw ??= Buffer.from(text);
  return reply.send(forms.raw);
}
