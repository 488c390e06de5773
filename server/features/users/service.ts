import { UpdateProfileBody } from '../../../common/schemas/accounts';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import type { MultipartForm } from '../../plugins/uploads';
import { field } from '../../plugins/uploads';
import { presentUser } from './presenter';
import * as q from './queries';

export async function getCurrentUser(ctx: AppContext, id: string) {
  const user = await q.findUserById(ctx.db, id);
  if (!user) throw notFound('Your account no longer exists.');
  return presentUser(user);
}

export const PROFILE_IMAGE_TYPE_MESSAGE = 'Please select a valid image file (JPEG, PNG, or JPG)';

export async function updateProfile(ctx: AppContext, id: string, form: MultipartForm) {
  const parsed = UpdateProfileBody.safeParse({
    first_name: field(form, 'first_name'),
    last_name: field(form, 'last_name'),
    email: field(form, 'email') || undefined,
    phone_number: field(form, 'phone_number'),
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  const f = parsed.data;
  const current = await q.findUserById(ctx.db, id);
  if (!current) throw notFound('Your account no longer exists.');
  if (f.email && f.email !== current.email) {
    const other = await q.findUserByEmail(ctx.db, f.email);
    if (other) throw conflict('An account with this email already exists.');
  }
  const image = form.files.profileImage;
  const profileImage = image
    ? await ctx.images.storeImage(image.buffer, { width: 256, height: 256, typeMessage: PROFILE_IMAGE_TYPE_MESSAGE })
    : undefined;
  const updated = await q.updateUser(ctx.db, id, {
    firstName: f.first_name,
    lastName: f.last_name,
    email: f.email,
    phoneNumber: f.phone_number,
    profileImage,
  });
  if (!updated) throw notFound('Your account no longer exists.');
  return presentUser(updated);
}

export async function listUsers(ctx: AppContext, query: { page: number; limit: number; search?: string; status?: q.UserRow['status'] }, staffOnly = false) {
  const { rows, total } = await q.listUsers(ctx.db, { search: query.search, status: query.status, staffOnly }, query.limit, offsetOf(query));
  return { rows: rows.map(presentUser), total };
}

export const countUsers = (ctx: AppContext) => q.countUsers(ctx.db);
