import { createHmac, createSecretKey } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../common/constants';
import { isAdmin } from '../../common/roles';
import { forbidden, unauthorized } from '../lib/errors';

/** Account calls that must work with a stale token in the header. */
const PUBLIC_AUTH_PATHS = [
  '/api/auth',
  '/api/user/forgot-password',
  '/api/user/reset-password',
  '/api/health',
  '/api/docs',
];

export interface AuthUser {
  id: string;
  roles: string[];
  /** The refresh-token family (session) this access token belongs to. */
  sid: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthUser;
  }
}

export interface TokenSigner {
  sign(user: AuthUser): Promise<string>;
  verify(token: string): Promise<AuthUser | undefined>;
  /**
   * A keyed digest (HMAC-SHA-256 with the server's secret, hex) of a short secret: a claim code, a visitor's
   * address. Without the secret, a stolen table does not give back what was hashed, however few the values.
   */
  digest(purpose: string, text: string): string;
}

/** Verified access tokens kept per process (each entry a few hundred bytes). */
const VERIFIED_MAX = 20_000;

export function createTokenSigner(secret: string): TokenSigner {
  const verified = new Map<string, { user: AuthUser; expiresAt: number }>();
  // Imported once: handing jose the raw bytes makes it import the HMAC key again on every check.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // Digests use a key of their own, derived from the secret, never the token-signing key itself.
  const digestKey = createHmac('sha256', secret).update('digest-key').digest();
  return {
    digest: (purpose, text) => createHmac('sha256', digestKey).update(`${purpose}\n${text}`).digest('hex'),
    sign: (u) =>
      new SignJWT({ roles: u.roles, sid: u.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(u.id)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      // A member sends the same token with every call for 15 minutes: its signature is checked once, then the
      // answer is reused until the token expires (bounded; only tokens that verified are kept).
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.user;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || !Array.isArray(payload.roles)) return undefined;
        const user = { id: payload.sub, roles: payload.roles as string[], sid: String(payload.sid ?? '') };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
          verified.set(token, { user, expiresAt: payload.exp * 1000 });
        }
        return user;
      } catch {
        return undefined;
      }
    },
  };
}

export function bearerOf(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim() || undefined;
}

/** Reads the access token (if any) on every request; guards below decide what is required. */
export function registerAuth(app: FastifyInstance, signer: TokenSigner) {
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/refresh')) return;
    const token = bearerOf(request);
    if (!token) return;
    request.auth = await signer.verify(token);
    // An expired or forged token is refused rather than read as anonymous, so the client refreshes it
    // (part 1 §4) instead of quietly getting the anonymous view. Signing in works whatever token is sent.
    if (!request.auth && !PUBLIC_AUTH_PATHS.some((p) => request.url.startsWith(p))) {
      throw unauthorized('Your session has expired. Please log in again.');
    }
  });
}

/** Guards: anonymous callers get 401, signed-in callers without the role get 403 (api-contract). */
export const guards = {
  signedIn: async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
  },
  admin: async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    if (!isAdmin(request.auth.roles)) throw forbidden('This action is for administrators only.');
  },
};

export function requireAuth(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
