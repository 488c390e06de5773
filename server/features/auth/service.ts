import { randomUUID } from 'node:crypto';
import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
} from '../../../common/constants';
import { DEFAULT_LOCALE, isLocale, type Locale, localePath } from '../../../common/i18n';
import type { LoginBody, RegisterBody, ResetPasswordBody } from '../../../common/schemas/accounts';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import { inTransaction } from '../../lib/transaction';
import type { JobInfo } from '../../plugins/jobs';
import { classifyMailError } from '../newsletter/service';
import * as users from '../users/service';
import type { UserRow } from '../users/service';
import * as q from './queries';

export const MESSAGES = {
  registered: 'Registration successful. Please check your email to verify your account.',
  emailTaken: 'An account with this email already exists.',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  invalidCredentials: 'Invalid email or password.',
  unverified: 'Please verify your email address before logging in.',
  suspended: 'Your account has been suspended. Please contact support.',
  verified: 'Email verified successfully.',
  invalidVerification: 'This verification link is invalid or has expired. Please request a new one.',
  resent: 'If an account with this email is waiting for verification, a new link has been sent.',
  forgot: 'If an account exists for this email, a password reset link has been sent.',
  reset: 'Your password has been reset. You can now log in with your new password.',
  invalidReset: 'This reset link is invalid or has expired. Please request a new password reset.',
  invalidRefresh: 'Your session has expired. Please log in again.',
  loggedOut: 'Logged out successfully.',
} as const;

function refuseCommon(password: string) {
  if (isCommonPassword(password)) throw badRequest(MESSAGES.commonPassword);
}

/** Issues an access token and a new refresh token in the given family (a new family per sign-in). */
async function issueTokens(ctx: AppContext, user: UserRow, familyId: string = randomUUID()) {
  const { token: refreshToken, hash } = newOpaqueToken();
  await q.insertRefreshToken(ctx.db, user.id, familyId, hash, REFRESH_TOKEN_TTL_SECONDS);
  const token = await ctx.signer.sign({ id: user.id, roles: user.roles, sid: familyId });
  return { token, refreshToken };
}

/** Job names of the queue (server/plugins/jobs.ts). */
export const JOBS = { accountMail: 'auth.account-mail' } as const;
/**
 * Tries of an account mail that the mail server refuses for now or cannot take (back-off doubling from
 * JOB_RETRY_MS, about three hours in all with the default); the job also ends once its link has expired or was
 * replaced, so a reset link (1 hour) is never mailed late.
 */
export const ACCOUNT_MAIL_MAX_ATTEMPTS = 10;

type AccountMailJob = { userId: string; purpose: q.Purpose; token: string };

/**
 * Stores a fresh one-time link for the user (older links of the purpose stop working) and queues its mail in the
 * same transaction (issue 17: account mail never waits for the mail server inside the request). The answer of
 * the call does not depend on the mail: the person can ask again (resend, forgot password).
 */
async function issueLink(ctx: AppContext, user: UserRow, purpose: q.Purpose) {
  const { token, hash } = newOpaqueToken();
  const ttl = purpose === 'verify-email' ? EMAIL_VERIFICATION_TTL_SECONDS : PASSWORD_RESET_TTL_SECONDS;
  await inTransaction(ctx.db, async (tx) => {
    await q.expireOneTimeTokens(tx, user.id, purpose);
    await q.insertOneTimeToken(tx, user.id, purpose, hash, ttl);
    const job: AccountMailJob = { userId: user.id, purpose, token };
    await ctx.jobs.enqueue(tx, JOBS.accountMail, [job], { maxAttempts: ACCOUNT_MAIL_MAX_ATTEMPTS });
  });
}

/**
 * The job: mails the link unless it was used, expired or replaced by a newer one (the stored hash decides), or
 * the account no longer needs it. A permanent refusal by the mail server (5xx) is logged and not retried; any
 * other failure is retried by the queue with back-off.
 */
async function sendAccountMail(ctx: AppContext, payload: unknown, job: JobInfo) {
  const { userId, purpose, token } = payload as AccountMailJob;
  const link = await q.findLiveOneTimeToken(ctx.db, purpose, hashToken(token));
  if (!link || link.userId !== userId) return;
  const user = await users.findById(ctx, userId);
  if (!user || user.status === 'suspended' || (purpose === 'verify-email' && user.emailVerified)) return;
  // In the member's language as saved now (issue 20), the link opening the page in that language.
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const url = `${ctx.config.publicUrl}${localePath(`/${purpose}/${token}`, locale)}`;
  const mail =
    purpose === 'verify-email'
      ? verificationMail(locale, user.firstName, url)
      : passwordResetMail(locale, user.firstName, url);
  try {
    await ctx.mailer.send({ to: user.email, ...mail });
  } catch (err) {
    const kind = classifyMailError(err);
    if (kind !== 'bounce' && kind !== 'reject') throw err;
    job.log.warn({ err, purpose, job: job.id }, 'account mail refused for good; not retried');
  }
}

/** Registers the account mail's job with the queue (the workers start in main.ts). */
export function registerJobs(ctx: AppContext) {
  ctx.jobs.register(JOBS.accountMail, (payload, job) => sendAccountMail(ctx, payload, job));
}

/** A new account, in the language of the page it was made on (`locale`: its mails, and the API's messages). */
export async function register(ctx: AppContext, body: RegisterBody, locale: Locale = DEFAULT_LOCALE) {
  refuseCommon(body.password);
  const user = await users.insert(ctx, {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    phoneNumber: body.phone_number,
    passwordHash: await hashPassword(body.password),
    locale,
  });
  if (!user) throw conflict(MESSAGES.emailTaken);
  await issueLink(ctx, user, 'verify-email');
  return { email: user.email, message: MESSAGES.registered };
}

export async function resendVerification(ctx: AppContext, email: string) {
  const user = await users.findByEmail(ctx, email);
  if (user && !user.emailVerified && user.status !== 'suspended') await issueLink(ctx, user, 'verify-email');
  return { message: MESSAGES.resent };
}

export async function verifyEmail(ctx: AppContext, token: string) {
  const used = await q.consumeOneTimeToken(ctx.db, 'verify-email', hashToken(token));
  if (!used) throw badRequest(MESSAGES.invalidVerification);
  const current = await users.findById(ctx, used.userId);
  if (!current) throw badRequest(MESSAGES.invalidVerification);
  if (current.status === 'suspended') throw forbidden(MESSAGES.suspended);
  const user = (await users.updateRow(ctx, current.id, { emailVerified: true, status: 'active' }))!;
  const { token: access_token, refreshToken: refresh_token } = await issueTokens(ctx, user);
  return { message: MESSAGES.verified, access_token, refresh_token };
}

export async function login(ctx: AppContext, body: LoginBody) {
  const user = await users.findByEmail(ctx, body.email);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) throw unauthorized(MESSAGES.invalidCredentials);
  if (user.status === 'suspended') throw forbidden(MESSAGES.suspended);
  if (!user.emailVerified) throw forbidden(MESSAGES.unverified);
  return issueTokens(ctx, user);
}

/** Rotation with reuse detection (decision 7): a rotated token presented again revokes its whole family. */
export async function refresh(ctx: AppContext, presented: string | undefined) {
  if (!presented) throw unauthorized(MESSAGES.invalidRefresh);
  const row = await q.findRefreshToken(ctx.db, hashToken(presented));
  if (!row || row.expiresAt.getTime() <= Date.now()) throw unauthorized(MESSAGES.invalidRefresh);
  const claimed = await q.claimRefreshToken(ctx.db, row.id);
  if (!claimed) {
    await q.revokeFamily(ctx.db, row.familyId);
    throw unauthorized(MESSAGES.invalidRefresh);
  }
  const user = await users.findById(ctx, row.userId);
  if (!user || user.status === 'suspended') {
    await q.revokeFamily(ctx.db, row.familyId);
    throw unauthorized(MESSAGES.invalidRefresh);
  }
  return issueTokens(ctx, user, row.familyId);
}

export async function logout(ctx: AppContext, familyId: string, userId: string, presented?: string) {
  if (familyId) await q.revokeFamily(ctx.db, familyId);
  if (presented) {
    const row = await q.findRefreshToken(ctx.db, hashToken(presented));
    if (row && row.userId === userId) await q.revokeFamily(ctx.db, row.familyId);
  }
  return { message: MESSAGES.loggedOut };
}

/** Answers the same whether the address has an account: the reset mail, if any, is queued. */
export async function forgotPassword(ctx: AppContext, email: string) {
  const user = await users.findByEmail(ctx, email);
  if (user && user.status !== 'suspended') await issueLink(ctx, user, 'reset-password');
  return { message: MESSAGES.forgot };
}

export async function resetPassword(ctx: AppContext, body: ResetPasswordBody) {
  refuseCommon(body.password);
  const used = await q.consumeOneTimeToken(ctx.db, 'reset-password', hashToken(body.token));
  if (!used) throw badRequest(MESSAGES.invalidReset);
  const user = await users.findById(ctx, used.userId);
  if (!user) throw badRequest(MESSAGES.invalidReset);
  // The link proves the address, so an unverified account becomes verified; every session ends.
  await users.updateRow(ctx, user.id, {
    passwordHash: await hashPassword(body.password),
    emailVerified: true,
    status: user.status === 'pending' ? 'active' : user.status,
  });
  await q.revokeAllForUser(ctx.db, user.id);
  return { message: MESSAGES.reset };
}
