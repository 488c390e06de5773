import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EmailBody,
  LoginBody,
  RegisterAnswer,
  RegisterBody,
  ResetPasswordBody,
  TokenPair,
  VerifyEmailAnswer,
  VerifyEmailBody,
} from '../../../common/schemas/accounts';
import { preferredLocale } from '../../../common/i18n';
import { MessageAnswer } from '../../../common/schemas/errors';
import type { AppContext } from '../../context';
import { bearerOf, guards, requireAuth } from '../../plugins/auth';
import { errors } from '../../lib/route-schemas';
import * as service from './service';

const emailOf = (r: FastifyRequest) => (r.body as { email?: unknown } | undefined)?.email?.toString();

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Accounts'];
  service.registerJobs(ctx);
  // Sign-in (docs/decisions.md, Platform): guessing is stopped per address and IP pair, and by a higher
  // per-address ceiling; one attacker elsewhere cannot reach the ceiling and lock the owner out.
  const signIn = ctx.limit({
    name: 'sign-in',
    key: emailOf,
    checks: [
      { per: 'ip', max: 60, windowSeconds: 60 },
      { per: 'key+ip', max: 10, windowSeconds: 60 },
      { per: 'key+ip', max: 30, windowSeconds: 15 * 60 },
      { per: 'key', max: 100, windowSeconds: 15 * 60 },
    ],
  });
  const registration = ctx.limit({ name: 'register', checks: [{ per: 'ip', max: 20, windowSeconds: 600 }] });
  const mailSend = (name: string) =>
    ctx.limit({
      name,
      key: emailOf,
      checks: [
        { per: 'ip', max: 30, windowSeconds: 600 },
        { per: 'key', max: 5, windowSeconds: 600 },
      ],
    });

  r.post('/api/auth', {
    schema: { tags, summary: 'Sign in', body: LoginBody, response: { 200: TokenPair, ...errors(400, 401, 403, 429) } },
    preHandler: signIn,
    handler: (req) => service.login(ctx, req.body),
  });

  r.get('/api/auth/refresh', {
    schema: {
      tags,
      summary: 'Rotate the refresh token (sent as the bearer token)',
      response: { 200: TokenPair, ...errors(401) },
    },
    handler: (req) => service.refresh(ctx, bearerOf(req)),
  });

  r.get('/api/auth/logout', {
    schema: { tags, summary: 'Sign out: revokes the session', response: { 200: MessageAnswer, ...errors(401) } },
    onRequest: guards.signedIn,
    handler: (req) => {
      const auth = requireAuth(req);
      const presented = req.headers['x-refresh-token'];
      return service.logout(ctx, auth.sid, auth.id, typeof presented === 'string' ? presented : undefined);
    },
  });

  r.post('/api/auth/onboard', {
    schema: {
      tags,
      summary: 'Register',
      body: RegisterBody,
      response: { 201: RegisterAnswer, ...errors(400, 409, 429) },
    },
    preHandler: registration,
    // The account's language is the page's the visitor signed up on: the web app names it in Accept-Language.
    handler: async (req, reply) =>
      reply.status(201).send(await service.register(ctx, req.body, preferredLocale(req.headers['accept-language']))),
  });

  r.post('/api/auth/resend-verification', {
    schema: {
      tags,
      summary: 'Send a new verification link',
      body: EmailBody,
      response: { 200: MessageAnswer, ...errors(400, 429) },
    },
    preHandler: mailSend('resend'),
    handler: (req) => service.resendVerification(ctx, req.body.email),
  });

  r.post('/api/auth/verify-email', {
    schema: {
      tags,
      summary: 'Verify an email address with the emailed link',
      body: VerifyEmailBody,
      response: { 200: VerifyEmailAnswer, ...errors(400, 403) },
    },
    handler: (req) => service.verifyEmail(ctx, req.body.token),
  });

  r.post('/api/user/forgot-password', {
    schema: {
      tags,
      summary: 'Send a password-reset link',
      body: EmailBody,
      response: { 200: MessageAnswer, ...errors(400, 429) },
    },
    preHandler: mailSend('forgot'),
    handler: (req) => service.forgotPassword(ctx, req.body.email),
  });

  r.post('/api/user/reset-password', {
    schema: {
      tags,
      summary: 'Set a new password with the emailed link',
      body: ResetPasswordBody,
      response: { 200: MessageAnswer, ...errors(400) },
    },
    handler: (req) => service.resetPassword(ctx, req.body),
  });
}
