import { z } from 'zod';
import {
  allowedTransitions,
  canTransition,
  COMMUNITY_MESSAGES as M,
  type CommunityStatus,
  PUBLIC_COMMUNITY_STATUSES,
} from '../../../common/communities';
import { isAdmin } from '../../../common/roles';
import { CommunityDescription, CommunityName, type UpdateCommunityBody } from '../../../common/schemas/communities';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { field, type MultipartForm } from '../../plugins/uploads';
import { presentClub } from './presenter';
import * as q from './queries';

export const NOT_FOUND = 'Community not found';
const BANNER = { width: 1200, height: 600, typeMessage: M.imageType } as const;

/** Statuses the caller may see (decision 11); undefined means all. */
export const visibleStatuses = (auth?: AuthUser) => (isAdmin(auth?.roles) ? undefined : PUBLIC_COMMUNITY_STATUSES);

const firstIssue = (e: z.ZodError) => e.issues[0]!.message;

/** A community the caller may see, or 404. */
export async function getVisibleClub(ctx: AppContext, id: string, auth?: AuthUser) {
  const club = await q.findClub(ctx.db, id);
  const statuses = visibleStatuses(auth);
  if (!club || (statuses && !statuses.includes(club.status))) throw notFound(NOT_FOUND);
  return club;
}

export async function list(ctx: AppContext, query: { page: number; limit: number; search?: string; status?: CommunityStatus }, auth?: AuthUser) {
  const visible = visibleStatuses(auth);
  let statuses = visible;
  if (query.status) statuses = visible && !visible.includes(query.status) ? [] : [query.status];
  const { rows, total } = await q.listClubs(ctx.db, { statuses, search: query.search }, query.limit, offsetOf(query));
  return { rows: rows.map(presentClub), total };
}

export const getOne = async (ctx: AppContext, id: string, auth?: AuthUser) => presentClub(await getVisibleClub(ctx, id, auth));

export const counts = (ctx: AppContext) => q.countClubs(ctx.db);

export async function create(ctx: AppContext, form: MultipartForm, auth: AuthUser) {
  const name = field(form, 'name')?.trim();
  if (!name) throw badRequest(M.nameMissing);
  const parsed = z.object({ name: CommunityName, description: CommunityDescription }).safeParse({ name, description: field(form, 'description') });
  if (!parsed.success) throw badRequest(firstIssue(parsed.error));
  const image = form.files.image;
  if (!image) throw badRequest(M.imageMissing);
  if (await q.nameTaken(ctx.db, parsed.data.name)) throw conflict('A community with this name already exists.');
  const url = await ctx.images.storeImage(image.buffer, BANNER);
  const row = await q.insertClub(ctx.db, { ...parsed.data, image: url, status: 'pending', createdBy: auth.id });
  if (!row) throw conflict('A community with this name already exists.');
  return presentClub((await q.findClub(ctx.db, row.id))!);
}

async function applyUpdate(ctx: AppContext, id: string, body: UpdateCommunityBody, imageUrl?: string) {
  const club = await q.findClub(ctx.db, id);
  if (!club) throw notFound(NOT_FOUND);
  if (body.status && !canTransition(club.status, body.status)) {
    const allowed = allowedTransitions(club.status);
    throw badRequest(`A ${club.status} community cannot become ${body.status}; it can become ${allowed.join(' or ')}.`);
  }
  if (body.name && (await q.nameTaken(ctx.db, body.name, id))) throw conflict('A community with this name already exists.');
  const changes = { name: body.name, description: body.description, image: imageUrl };
  if (body.status && body.status !== club.status) {
    // Guard against a concurrent change: the transition only applies from the status we checked.
    const moved = await q.transitionClub(ctx.db, id, [club.status], body.status);
    if (!moved) throw conflict('This community was changed by someone else. Please reload and try again.');
  }
  if (changes.name !== undefined || changes.description !== undefined || changes.image !== undefined) await q.updateClub(ctx.db, id, changes);
  return presentClub((await q.findClub(ctx.db, id))!);
}

export const updateJson = (ctx: AppContext, id: string, body: UpdateCommunityBody) => applyUpdate(ctx, id, body);

export async function updateMultipart(ctx: AppContext, id: string, form: MultipartForm) {
  const raw = { name: field(form, 'name'), description: field(form, 'description'), status: field(form, 'status') || undefined };
  const parsed = z
    .object({
      name: CommunityName.optional(),
      description: CommunityDescription.optional(),
      status: z.enum(['pending', 'approved', 'disapproved', 'archived'], { error: 'status must be one of pending, approved, disapproved, archived' }).optional(),
    })
    .safeParse(raw);
  if (!parsed.success) throw badRequest(firstIssue(parsed.error));
  if (!(await q.findClub(ctx.db, id))) throw notFound(NOT_FOUND);
  const image = form.files.image;
  const url = image ? await ctx.images.storeImage(image.buffer, BANNER) : undefined;
  return applyUpdate(ctx, id, parsed.data, url);
}

export async function archive(ctx: AppContext, id: string) {
  const club = await q.findClub(ctx.db, id);
  if (!club) throw notFound(NOT_FOUND);
  if (club.status === 'archived') return presentClub(club);
  if (!canTransition(club.status, 'archived')) throw badRequest(`A ${club.status} community cannot be archived; only approved or pending ones can.`);
  await q.transitionClub(ctx.db, id, [club.status], 'archived');
  return presentClub((await q.findClub(ctx.db, id))!);
}

export async function remove(ctx: AppContext, id: string) {
  if (!(await q.deleteClub(ctx.db, id))) throw notFound(NOT_FOUND);
  return { message: 'Community deleted.' };
}

export async function join(ctx: AppContext, clubId: string, auth: AuthUser) {
  const club = await getVisibleClub(ctx, clubId, auth);
  if (club.status !== 'approved') throw badRequest('This community is not open for joining yet.');
  await q.join(ctx.db, clubId, auth.id);
  return { clubId, message: 'Successfully joined the community!' };
}

export async function leave(ctx: AppContext, clubId: string, auth: AuthUser) {
  const club = await q.findClub(ctx.db, clubId);
  if (!club) throw notFound(NOT_FOUND);
  await q.leave(ctx.db, clubId, auth.id);
  return { clubId, message: 'You have left the community.' };
}

export async function myClubs(ctx: AppContext, auth: AuthUser, page: { page: number; limit: number }) {
  const { rows, total } = await q.myClubs(ctx.db, auth.id, visibleStatuses(auth), page.limit, offsetOf(page));
  return { rows: rows.map(presentClub), total };
}

export const memberships = (ctx: AppContext, auth: AuthUser, page: { page: number; limit: number }) =>
  q.membershipIds(ctx.db, auth.id, visibleStatuses(auth), page.limit, offsetOf(page));

/** For posts, comments and replies: the caller must be a member of a community they can see. */
export async function requireMember(ctx: AppContext, clubId: string, auth: AuthUser, message: string) {
  await getVisibleClub(ctx, clubId, auth);
  if (!(await q.isMember(ctx.db, clubId, auth.id))) throw forbidden(message);
}
export const isMember = (ctx: AppContext, clubId: string, userId: string) => q.isMember(ctx.db, clubId, userId);
