import {
  allowedTransitions,
  canTransition,
  COMMUNITY_MESSAGES as M,
  PUBLIC_COMMUNITY_STATUSES,
} from '../../../common/communities';
import { isAdmin } from '../../../common/roles';
import type { CommunityListQuery, CreateCommunityBody, UpdateCommunityBody } from '../../../common/schemas/communities';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { dropImages } from '../../plugins/uploads';
import { cacheKey, T } from '../../lib/cache-tags';
import { mapPage, type Page } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { presentClub } from './presenter';
import * as q from './queries';

export const NOT_FOUND = 'Community not found';
const NAME_TAKEN = 'A community with this name already exists.';
const BANNER = { width: 1200, height: 600, typeMessage: M.imageType } as const;

/** Statuses the caller may see (decision 11); undefined means all. */
export const visibleStatuses = (auth?: AuthUser) => (isAdmin(auth?.roles) ? undefined : PUBLIC_COMMUNITY_STATUSES);

/** A community's row as everyone sees it, kept in the shared cache until the community changes. */
const sharedClub = (ctx: AppContext, id: string) =>
  ctx.cache.shared(`club:${id}`, [T.community(id)], () => q.findClub(ctx.db, id));

/**
 * Whether a community is there and its status: what joining and leaving need. Kept until a community's status
 * changes or one is deleted, so a join or leave (which changes the community's member count, and so its answer)
 * does not make the next one read it again.
 */
const sharedStatus = (ctx: AppContext, id: string) =>
  ctx.cache.shared(`club-status:${id}`, [T.communityVisibility], async () => (await q.findClub(ctx.db, id))?.status);

/** Whether a community of this status (undefined: none) is one the caller may see. */
function visibleTo(status: string | undefined, auth?: AuthUser) {
  const statuses = visibleStatuses(auth);
  return status !== undefined && (!statuses || (statuses as readonly string[]).includes(status));
}

/** A community the caller may see, or 404. */
export async function getVisible(ctx: AppContext, id: string, auth?: AuthUser) {
  const club = await sharedClub(ctx, id);
  if (!club || !visibleTo(club.status, auth)) throw notFound(NOT_FOUND);
  return club;
}

export async function list(ctx: AppContext, query: CommunityListQuery, auth?: AuthUser) {
  const visible = visibleStatuses(auth);
  let statuses = visible;
  if (query.status) statuses = visible && !visible.includes(query.status) ? [] : [query.status];
  return mapPage(await q.listClubs(ctx.db, { statuses, search: query.search }, query), presentClub);
}

export const get = async (ctx: AppContext, id: string, auth?: AuthUser) => presentClub(await getVisible(ctx, id, auth));

export const counts = (ctx: AppContext) => q.countClubs(ctx.db);

export async function create(ctx: AppContext, input: CreateCommunityBody, auth: AuthUser) {
  const { image, ...fields } = input;
  if (await q.nameTaken(ctx.db, fields.name)) throw conflict(NAME_TAKEN);
  const url = await ctx.images.storeImage(image, BANNER);
  const row = await q.insertClub(ctx.db, { ...fields, image: url, status: 'pending', createdBy: auth.id });
  if (!row) throw conflict(NAME_TAKEN);
  await ctx.cache.invalidate([T.communities, T.community(row.id)]);
  return presentClub((await q.findClub(ctx.db, row.id))!);
}

/** Edits name, description and banner and/or moves the status along the machine (part 1 §4). */
export async function update(ctx: AppContext, id: string, input: UpdateCommunityBody) {
  const club = await q.findClub(ctx.db, id);
  if (!club) throw notFound(NOT_FOUND);
  if (input.status && !canTransition(club.status, input.status)) {
    const allowed = allowedTransitions(club.status);
    throw badRequest(
      `A ${club.status} community cannot become ${input.status}; it can become ${allowed.join(' or ')}.`,
    );
  }
  if (input.name && (await q.nameTaken(ctx.db, input.name, id))) throw conflict(NAME_TAKEN);
  const image = input.image ? await ctx.images.storeImage(input.image, BANNER) : undefined;
  if (input.status && input.status !== club.status) {
    // Guard against a concurrent change: the transition only applies from the status we checked.
    const moved = await q.transitionClub(ctx.db, id, [club.status], input.status);
    if (!moved) throw conflict('This community was changed by someone else. Please reload and try again.');
  }
  const changes = { name: input.name, description: input.description, image };
  if (Object.values(changes).some((v) => v !== undefined)) await q.updateClub(ctx.db, id, changes);
  if (image) await dropImages(ctx, [club.image]);
  await ctx.cache.invalidate(
    input.status && input.status !== club.status ? visibilityChanged(id) : [T.communities, T.community(id)],
  );
  return presentClub((await q.findClub(ctx.db, id))!);
}

export async function archive(ctx: AppContext, id: string) {
  const club = await q.findClub(ctx.db, id);
  if (!club) throw notFound(NOT_FOUND);
  if (club.status === 'archived') return presentClub(club);
  if (!canTransition(club.status, 'archived'))
    throw badRequest(`A ${club.status} community cannot be archived; only approved or pending ones can.`);
  await q.transitionClub(ctx.db, id, [club.status], 'archived');
  await ctx.cache.invalidate(visibilityChanged(id));
  return presentClub((await q.findClub(ctx.db, id))!);
}

export async function remove(ctx: AppContext, id: string) {
  const deleted = await q.deleteClub(ctx.db, id);
  if (!deleted) throw notFound(NOT_FOUND);
  await dropImages(ctx, [deleted.image]);
  await ctx.cache.invalidate([...visibilityChanged(id), T.posts(id)]);
  return { message: 'Community deleted.' };
}

export async function join(ctx: AppContext, clubId: string, auth: AuthUser) {
  const status = await sharedStatus(ctx, clubId);
  if (!visibleTo(status, auth)) throw notFound(NOT_FOUND);
  if (status !== 'approved') throw badRequest('This community is not open for joining yet.');
  await q.join(ctx.db, clubId, auth.id);
  // Its member count (lists catch up within the window) and the member's own list.
  await ctx.cache.invalidate([T.community(clubId), T.member(auth.id), T.membership(auth.id, clubId)]);
  return { clubId, message: 'Successfully joined the community!' };
}

export async function leave(ctx: AppContext, clubId: string, auth: AuthUser) {
  if (!(await sharedStatus(ctx, clubId))) throw notFound(NOT_FOUND);
  await q.leave(ctx.db, clubId, auth.id);
  await ctx.cache.invalidate([T.community(clubId), T.member(auth.id), T.membership(auth.id, clubId)]);
  return { clubId, message: 'You have left the community.' };
}

/** The caller's membership ids, newest first, with the total: one indexed query, kept for them until they join or leave. */
const membershipPage = (ctx: AppContext, auth: AuthUser, page: Page) =>
  ctx.cache.own(
    auth.id,
    cacheKey('memberships', { page: page.page, limit: page.limit }),
    [T.member(auth.id), T.communityVisibility],
    () => q.membershipPage(ctx.db, auth.id, visibleStatuses(auth), page),
  );

/** The caller's communities with the total, in one statement (the route keeps the answer for them). */
export async function listMine(ctx: AppContext, auth: AuthUser, page: Page) {
  const { rows, total } = await q.myClubsPage(ctx.db, auth.id, visibleStatuses(auth), page);
  return { rows: rows.map(presentClub), total };
}

export async function listMemberships(ctx: AppContext, auth: AuthUser, page: Page) {
  const { ids, total } = await membershipPage(ctx, auth, page);
  return { rows: ids.map((clubId) => ({ clubId })), total };
}

/** A status change or deletion: what the community shows, and everything inside it that visibility decides. */
const visibilityChanged = (id: string) => [T.communities, T.community(id), T.communityVisibility, T.articles];

/** For posts, comments and replies: the caller must be a member of a community they can see. */
export async function requireMember(ctx: AppContext, clubId: string, auth: AuthUser, message: string) {
  await getVisible(ctx, clubId, auth);
  if (!(await isMember(ctx, clubId, auth.id))) throw forbidden(message);
}
/** Whether the user belongs to the community: kept for them until they join or leave (or it is deleted). */
export const isMember = (ctx: AppContext, clubId: string, userId: string) =>
  ctx.cache.own(userId, `is-member:${clubId}`, [T.membership(userId, clubId), T.communityVisibility], () =>
    q.isMember(ctx.db, clubId, userId),
  );
