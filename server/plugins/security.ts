import type { FastifyInstance } from 'fastify';

/** A CSP without inline scripts (ARCHITECTURE.md §Security); YouTube and Vimeo players may be framed by us. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' https:",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers on every answer. They never change, so they are built once and set with one call per
 * request: @fastify/helmet computed them per request and cost more than half of a bare route's throughput
 * in `npm run bench`. HSTS is left to the TLS-terminating proxy.
 */
const HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * Hashed build assets and uploads are never documents: the page's policy (CSP, framing, referrer, opener) means
 * nothing on them, and repeating ~0.7 KB of it on each of a page's scripts cost more than many of the scripts
 * themselves (issue 7's first-load budget counts bytes as sent). They keep what protects a resource.
 */
const ASSET_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
} as const;

const isAsset = (url: string) => url.startsWith('/assets/') || url.startsWith('/uploads/');

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isAsset(req.url) ? ASSET_HEADERS : HEADERS);
    done();
  });
}
