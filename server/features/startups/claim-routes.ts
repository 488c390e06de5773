import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParam } from '../../../common/schemas/pagination';
import { Startup } from '../../../common/schemas/startups';
import { InitiateClaimAnswer, InitiateClaimBody, VerifyClaimBody } from '../../../common/schemas/startup-claims';
import type { AppContext } from '../../context';
import { errors } from '../../lib/route-schemas';
import { guards, requireAuth } from '../../plugins/auth';
import * as service from './service';

/** Claiming an admin-created startup (decision 17): a code mailed to the startup's address, then verified. */
export function claimRoutes(app: FastifyInstance, ctx: AppContext, tags: string[]) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A claim sends mail: besides the one-a-minute rule per claim, a caller starts at most 10 an hour.
  const claimLimit = ctx.limit({
    name: 'startup-claim',
    key: (req) => req.auth?.id,
    checks: [{ per: 'key', max: 10, windowSeconds: 3600 }],
  });
  r.post('/api/startup/:id/initiate-claim', {
    schema: {
      tags,
      summary:
        "Send a claim code to the startup's contactEmail or an address at its website's domain (signed-in; also the resend, once a minute)",
      params: IdParam,
      body: InitiateClaimBody,
      response: { 200: InitiateClaimAnswer, ...errors(400, 401, 404, 429, 503) },
    },
    onRequest: guards.signedIn,
    preHandler: claimLimit,
    handler: (req) => service.initiateClaim(ctx, req.params.id, req.body, requireAuth(req), req.log),
  });

  r.post('/api/startup/:id/verify-claim', {
    schema: {
      tags,
      summary: 'Verify the emailed claim code: the caller becomes the owner (signed-in; 5 wrong tries per code)',
      params: IdParam,
      body: VerifyClaimBody,
      response: { 200: Startup, ...errors(400, 401, 404, 429) },
    },
    onRequest: guards.signedIn,
    handler: (req) => service.verifyClaim(ctx, req.params.id, req.body, requireAuth(req)),
  });
}
