import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { localePath } from '../../../common/i18n';
import type { InitiateClaimBody, VerifyClaimBody } from '../../../common/schemas/startup-claims';
import {
  CLAIM_CODE_LENGTH,
  CLAIM_CODE_TTL_MINUTES,
  CLAIM_CODE_TTL_MS,
  CLAIM_MAX_TRIES,
  CLAIM_RESEND_SECONDS,
  claimEmailAllowed,
  isClaimable,
  STARTUP_MESSAGES as M,
  startupClaimPath,
} from '../../../common/startups';
import type { AppContext } from '../../context';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import { memberLocale } from '../../mail/recipients';
import { startupClaimCodeMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/auth';
import * as notifications from '../notifications/service';
import * as claimQ from './claim-queries';
import * as q from './queries';
import { invalidate, present } from './shared';

// Claims (decision 17).

/** Codes are kept as keyed digests (the server's secret): a copy of the table does not give them back. */
const codeHash = (ctx: AppContext, startupId: string, userId: string, code: string) =>
  ctx.signer.digest('claim-code', `${startupId}:${userId}:${code}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A startup open to claims: admin-created and not yet claimed (visible to everyone, as it is verified). */
async function claimable(ctx: AppContext, id: string) {
  const row = await q.findStartup(ctx.db, id);
  if (row?.status !== 'verified') throw notFound(M.notFound);
  if (!isClaimable(row)) throw badRequest(M.notClaimable);
  return row;
}

/**
 * POST /startup/{id}/initiate-claim (also the resend): a new 6-digit code, valid 10 minutes, to the startup's
 * contactEmail or an address at its website's domain; at most one send a minute (429 with Retry-After).
 */
export async function initiateClaim(
  ctx: AppContext,
  id: string,
  input: InitiateClaimBody,
  auth: AuthUser,
  log?: FastifyBaseLogger,
) {
  const row = await claimable(ctx, id);
  const email = input.email.toLowerCase();
  if (!claimEmailAllowed(email, row)) throw badRequest(M.emailNotAllowed);
  const code = String(randomInt(0, 10 ** CLAIM_CODE_LENGTH)).padStart(CLAIM_CODE_LENGTH, '0');
  const expiresAt = new Date(Date.now() + CLAIM_CODE_TTL_MS);
  const hash = codeHash(ctx, id, auth.id, code);
  const claim = await claimQ.upsertClaim(
    ctx.db,
    { startupId: id, userId: auth.id, email, codeHash: hash, expiresAt },
    CLAIM_RESEND_SECONDS,
  );
  if (!claim) {
    const last = await claimQ.findClaim(ctx.db, id, auth.id);
    const wait = last ? (last.lastSentAt.getTime() + CLAIM_RESEND_SECONDS * 1000 - Date.now()) / 1000 : 1;
    throw tooManyRequests(wait, M.resendTooSoon);
  }
  try {
    // In the claimant's language (issue 20): they asked for it and type the code on the claim page.
    const locale = await memberLocale(ctx.db, auth.id);
    await ctx.mailer.send({
      to: email,
      ...startupClaimCodeMail(
        locale,
        row.name,
        code,
        { minutes: CLAIM_CODE_TTL_MINUTES, tries: CLAIM_MAX_TRIES },
        `${ctx.config.publicUrl}${localePath(startupClaimPath(id), locale)}`,
      ),
    });
  } catch (err) {
    // Nobody has the code: forget it, so asking again is not held back by the one-send-a-minute rule.
    log?.error({ err, startup: id }, 'claim code mail not sent');
    await claimQ.deleteClaim(ctx.db, claim.id, hash);
    throw new HttpError(503, M.codeNotSent);
  }
  await claimQ.markClaimPending(ctx.db, id, expiresAt);
  await invalidate(ctx, id);
  return {
    message: M.codeSent,
    email,
    expiresAt: expiresAt.toISOString(),
    resendAfter: new Date(claim.lastSentAt.getTime() + CLAIM_RESEND_SECONDS * 1000).toISOString(),
  };
}

/**
 * POST /startup/{id}/verify-claim: the emailed code. A wrong code counts a try; after 5 wrong tries, or once
 * the code has expired, a new code is needed. The right code makes the caller the owner (claimed, claimDate).
 */
export async function verifyClaim(ctx: AppContext, id: string, input: VerifyClaimBody, auth: AuthUser) {
  const startup = await claimable(ctx, id);
  const claim = await claimQ.findClaim(ctx.db, id, auth.id);
  if (!claim) throw badRequest(M.noPendingClaim);
  // Decision 17 holds at the end too: a code sent to an address the startup no longer lists proves nothing.
  if (!claimEmailAllowed(claim.email, startup)) throw badRequest(M.codeAddressChanged);
  if (claim.tries >= CLAIM_MAX_TRIES) throw new HttpError(429, M.codeLocked);
  if (claim.expiresAt.getTime() < Date.now()) throw badRequest(M.codeExpired);
  if (!sameHash(codeHash(ctx, id, auth.id, input.token), claim.codeHash)) {
    const tries = await claimQ.countWrongTry(ctx.db, claim.id, CLAIM_MAX_TRIES);
    if (tries === undefined) throw new HttpError(429, M.codeLocked);
    const left = CLAIM_MAX_TRIES - tries;
    throw badRequest(
      left > 0
        ? `${M.codeInvalid}. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : `${M.codeInvalid}. ${M.codeLocked}`,
    );
  }
  const row = await inTransaction(ctx.db, async (tx) => {
    const claimed = await claimQ.completeClaim(tx, id, auth.id);
    if (claimed) await notifications.emit(ctx, tx, { type: 'claim_completed', startupId: id, userId: auth.id });
    return claimed;
  });
  if (!row) throw badRequest(M.notClaimable);
  await invalidate(ctx, id, [auth.id]);
  return present(row);
}
