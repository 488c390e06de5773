import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
} from '../../../common/constants';
import type { LoginBody, RegisterBody, ResetPasswordBody } from '../../../common/schemas/accounts';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import type { Mailer } from '../../plugins/mail';
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

/**
 * Account mail is sent in the request; a delivery failure is logged and the answer stays the same, since the person
 * can ask again (resend, forgot password) and the account is already stored: a 500 after registering would hide
 * that it worked.
 */
async function sendAccountMail(ctx: AppContext, mail: Parameters<Mailer['send']>[0], log?: FastifyBaseLogger) {
  await ctx.mailer
    .send(mail)
    .catch((err: unknown) => log?.error({ err, subject: mail.subject }, 'account mail not sent'));
}

async function sendVerification(ctx: AppContext, user: UserRow, log?: FastifyBaseLogger) {
  await q.expireOneTimeTokens(ctx.db, user.id, 'verify-email');
  const { token, hash } = newOpaqueToken();
  await q.insertOneTimeToken(ctx.db, user.id, 'verify-email', hash, EMAIL_VERIFICATION_TTL_SECONDS);
  const mail = verificationMail(user.firstName, `${ctx.config.publicUrl}/verify-email/${token}`);
  await sendAccountMail(ctx, { to: user.email, ...mail }, log);
}

export async function register(ctx: AppContext, body: RegisterBody, log?: FastifyBaseLogger) {
  refuseCommon(body.password);
  const user = await users.insert(ctx, {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    phoneNumber: body.phone_number,
    passwordHash: await hashPassword(body.password),
  });
  if (!user) throw conflict(MESSAGES.emailTaken);
  await sendVerification(ctx, user, log);
  return { email: user.email, message: MESSAGES.registered };
}

export async function resendVerification(ctx: AppContext, email: string, log?: FastifyBaseLogger) {
  const user = await users.findByEmail(ctx, email);
  if (user && !user.emailVerified && user.status !== 'suspended') await sendVerification(ctx, user, log);
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

export async function forgotPassword(ctx: AppContext, email: string, log?: FastifyBaseLogger) {
  const user = await users.findByEmail(ctx, email);
  if (user && user.status !== 'suspended') {
    await q.expireOneTimeTokens(ctx.db, user.id, 'reset-password');
    const { token, hash } = newOpaqueToken();
    await q.insertOneTimeToken(ctx.db, user.id, 'reset-password', hash, PASSWORD_RESET_TTL_SECONDS);
    await sendAccountMail(
      ctx,
      { to: user.email, ...passwordResetMail(user.firstName, `${ctx.config.publicUrl}/reset-password/${token}`) },
      log,
    );
  }
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
