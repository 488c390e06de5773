import { DEFAULT_LOCALE, isLocale } from '../../../common/i18n';
import { isSignupExpired, NEWSLETTER_MESSAGES as M } from '../../../common/newsletter';
import type { NewsletterAnswer } from '../../../common/schemas/newsletter';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import * as users from '../users/service';
import * as q from './queries';
import { subscribe, unsubscribe } from './service';

// --- The signed-in member's own address (issue 17's Email preferences page) ---

/** The member's subscription: 'active', 'pending' (a link not used yet and not expired) or 'none'. */
export type MemberStatus = 'active' | 'pending' | 'none';

async function account(ctx: AppContext, auth: AuthUser) {
  const user = await users.findById(ctx, auth.id);
  if (!user) throw notFound('User not found');
  return user;
}
const accountEmail = async (ctx: AppContext, auth: AuthUser) => (await account(ctx, auth)).email;

/** GET /newsletter/me: whether the member's account address is subscribed. */
export async function memberStatus(ctx: AppContext, auth: AuthUser): Promise<{ email: string; status: MemberStatus }> {
  const email = await accountEmail(ctx, auth);
  const row = await q.findSubscriberByEmail(ctx.db, email);
  const pending = row?.status === 'pending' && !!row.confirmExpiresAt && !isSignupExpired(row.confirmExpiresAt);
  return { email, status: row?.status === 'active' ? 'active' : pending ? 'pending' : 'none' };
}

/**
 * POST /newsletter/me: the public signup of the member's account address (pending until confirmed), its mail in
 * the member's language.
 */
export async function memberSubscribe(ctx: AppContext, auth: AuthUser) {
  const user = await account(ctx, auth);
  return subscribe(ctx, { email: user.email }, isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);
}

/** DELETE /newsletter/me: unsubscribes the member's account address without a token; repeating answers the same. */
export async function memberUnsubscribe(ctx: AppContext, auth: AuthUser): Promise<NewsletterAnswer> {
  const email = await accountEmail(ctx, auth);
  const row = await q.findSubscriberByEmail(ctx.db, email);
  if (row) return unsubscribe(ctx, row.unsubscribeToken);
  return { email, message: M.unsubscribed };
}
