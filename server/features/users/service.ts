import { PROFILE_IMAGE_MESSAGES, type UpdateProfileBody, type UserListQuery } from '../../../common/schemas/accounts';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { conflict, notFound } from '../../lib/errors';
import { dropImages } from '../../plugins/uploads';
import { mapPage } from '../../lib/pagination';
import { presentUser } from './presenter';
import * as q from './queries';

const GONE = 'Your account no longer exists.';
const AVATAR = { width: 256, height: 256, typeMessage: PROFILE_IMAGE_MESSAGES.type } as const;

export type { UserRow } from './queries';

/** The caller's own profile, kept for them until their row changes (every change goes through this service). */
export async function get(ctx: AppContext, id: string) {
  const user = await ctx.cache.own(id, 'profile', [T.user(id)], () => q.findUserById(ctx.db, id));
  if (!user) throw notFound(GONE);
  return presentUser(user);
}

export async function updateProfile(ctx: AppContext, id: string, input: UpdateProfileBody) {
  const current = await q.findUserById(ctx.db, id);
  if (!current) throw notFound(GONE);
  if (input.email && input.email !== current.email && (await q.findUserByEmail(ctx.db, input.email))) {
    throw conflict('An account with this email already exists.');
  }
  const profileImage = input.profileImage ? await ctx.images.storeImage(input.profileImage, AVATAR) : undefined;
  const updated = await q.updateUser(ctx.db, id, {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phoneNumber: input.phone_number,
    profileImage,
    locale: input.locale,
  });
  if (!updated) throw notFound(GONE);
  if (profileImage) await dropImages(ctx, [current.profileImage]);
  await ctx.cache.invalidate([T.user(id)]);
  return presentUser(updated);
}

export const list = async (ctx: AppContext, query: UserListQuery, staffOnly = false) =>
  mapPage(await q.listUsers(ctx.db, { search: query.search, status: query.status, staffOnly }, query), presentUser);

export const counts = (ctx: AppContext) => q.countUsers(ctx.db);

// For the auth feature (its only way to users' data).
export const findById = (ctx: AppContext, id: string) => q.findUserById(ctx.db, id);
export const findByEmail = (ctx: AppContext, email: string) => q.findUserByEmail(ctx.db, email);
/** A new account; undefined when the address is taken. */
export const insert = (ctx: AppContext, values: q.NewUser) => q.insertUser(ctx.db, values);
export async function updateRow(ctx: AppContext, id: string, values: Partial<q.NewUser>) {
  const row = await q.updateUser(ctx.db, id, values);
  await ctx.cache.invalidate([T.user(id)]);
  return row;
}
