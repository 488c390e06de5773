import { isAdmin } from '../../../common/roles';
import type { PageQuery } from '../../../common/schemas/pagination';
import type {
  AdminCreateStartupBody,
  CreateStartupBody,
  Startup,
  UpdateStartupBody,
  VerifyStartupBody,
} from '../../../common/schemas/startups';
import type {
  AdminStartupListQuery,
  SearchSimilarQuery,
  StartupListQuery,
} from '../../../common/schemas/startup-lists';
import { STARTUP_MESSAGES as M, SUGGESTIONS_MAX } from '../../../common/startups';
import { inTransaction } from '../../lib/transaction';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { dropImages } from '../../plugins/uploads';
import { mapPage } from '../../lib/pagination';
import { isBot, type Visitor, viewDay, viewerKey } from '../../lib/views';
import type { AuthUser } from '../../plugins/auth';
import { presentStartup, searchTextOf, searchWords, suggestionsOf } from './presenter';
import * as notifications from '../notifications/service';
import * as followQ from './follow-queries';
import * as q from './queries';
import * as similarQ from './similar-queries';
import { canManage, invalidate, present, publicStartup, visible } from './shared';

/** Logos are shown at up to 200 px (twice for sharp screens); SVG is rasterised (decision 18). */
const LOGO = { width: 400, accept: ['jpeg', 'png'], allowSvg: true, typeMessage: M.logoType } as const;

// Public reads.

/** GET /startup: verified startups, newest first; `industry` narrows, `search` ranks full-text matches first. */
export async function list(ctx: AppContext, query: StartupListQuery) {
  return mapPage(
    await q.listPublic(ctx.db, { industry: query.industry, words: searchWords(query.search) }, query),
    present,
  );
}

/** GET /startup/industry/{industry}. */
export const listByIndustry = (ctx: AppContext, industry: string, page: PageQuery) =>
  list(ctx, { ...page, industry, search: undefined });

/** GET /startup/recently-founded: newest foundedYear first. */
export async function listRecentlyFounded(ctx: AppContext, page: PageQuery) {
  return mapPage(await q.listRecentlyFounded(ctx.db, page), present);
}

/** GET /startup/{id}/similar-industry, /same-funding-stage, /same-location: the startup itself left out. */
export async function listSharing(
  ctx: AppContext,
  id: string,
  by: 'industry' | 'fundingStage' | 'location',
  page: PageQuery,
) {
  const base = await publicStartup(ctx, id);
  return mapPage(await q.listSharing(ctx.db, by, base, page), present);
}

/** GET /startup/{id}/suggestions: the chips under Search Similar (strings). */
export async function suggestions(ctx: AppContext, id: string) {
  return suggestionsOf(await publicStartup(ctx, id), SUGGESTIONS_MAX);
}

/** GET /startup/{id}/search-similar: ranked full-text matches (accent- and case-insensitive); blank q → []. */
export async function searchSimilar(ctx: AppContext, id: string, query: SearchSimilarQuery) {
  const words = searchWords(query.q);
  if (!words.length) {
    await publicStartup(ctx, id);
    return [];
  }
  // The search checks the startup itself (one round trip): undefined when it is not a verified one.
  const rows = await similarQ.searchSimilar(ctx.db, words, id, query.limit);
  if (!rows) throw notFound(M.notFound);
  return rows.map(present);
}

/** GET /startup/stats: the directory hero. */
export const stats = (ctx: AppContext) => q.publicStats(ctx.db);

/**
 * GET /startup/industries: the directory's chips, the industries among verified startups with their counts
 * (decision 15: the public directory and its filters show verified startups only), the same for every caller.
 */
export const industries = (ctx: AppContext) => industryList(ctx, false);

/**
 * GET /startup/admin/industries (admin): the industries among every startup, any status (part 3 §2.13: the admin
 * filters every startup, so its filter is built from the industries that exist among all of them).
 */
export const adminIndustries = (ctx: AppContext) => industryList(ctx, true);

async function industryList(ctx: AppContext, everyStatus: boolean) {
  const rows = await q.industryCounts(ctx.db, everyStatus);
  return rows.map((r) => ({ industry: r.industry, count: Number(r.count) }));
}

/** GET /startup/{id}: verified for everyone; the owner and admins see every status. Signed-in: own flags. */
export async function get(ctx: AppContext, id: string, auth?: AuthUser): Promise<Startup> {
  const row = await visible(ctx, id, auth);
  const startup = presentStartup(row);
  if (!auth) return startup;
  const mine = await followQ.relation(ctx.db, id, auth.id);
  return { ...startup, isFollowing: mine.following, isWatchlisted: mine.watching };
}

// Signed-in and admin lists.

export async function listMine(ctx: AppContext, page: PageQuery, auth: AuthUser) {
  return mapPage(await q.listOwned(ctx.db, auth.id, page), present);
}

export async function listAll(ctx: AppContext, query: AdminStartupListQuery) {
  return mapPage(await q.listAll(ctx.db, query, query), present);
}

export const claimStats = (ctx: AppContext) => q.claimStats(ctx.db);

export async function listWatchlist(ctx: AppContext, page: PageQuery, auth: AuthUser) {
  return mapPage(await followQ.listWatchlist(ctx.db, auth.id, page), present);
}

// Writes.

type Fields = Omit<CreateStartupBody, 'logo'>;
function columnsOf(f: Fields) {
  return {
    name: f.name,
    description: f.description,
    industry: f.industry,
    location: f.location ?? null,
    foundedYear: f.foundedYear ?? null,
    fundingStage: f.fundingStage ?? null,
    founders: f.founders ?? [],
    website: f.website ?? null,
    contactEmail: f.contactEmail?.toLowerCase() ?? null,
    searchText: searchTextOf(f),
  };
}

/** POST /startup/create: pending (decision 15), owned by the caller, who has it from the start (claimed). */
export async function create(ctx: AppContext, input: CreateStartupBody, auth: AuthUser) {
  const { logo, ...fields } = input;
  const logoUrl = await ctx.images.storeImage(logo, LOGO);
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await q.insertStartup(tx, {
      ...columnsOf(fields),
      logo: logoUrl,
      status: 'pending',
      isAdminCreated: false,
      claimStatus: 'claimed',
      ownerId: auth.id,
    });
    await notifications.emit(ctx, tx, { type: 'review_needed', startupId: created.id });
    return created;
  });
  await invalidate(ctx, row.id, [auth.id]);
  return present(row);
}

/** POST /startup/admin/create: verified, admin-created and unclaimed (decision 15), with no owner. */
export async function adminCreate(ctx: AppContext, input: AdminCreateStartupBody) {
  const { logo, ...fields } = input;
  const row = await q.insertStartup(ctx.db, {
    ...columnsOf(fields),
    logo: logo ? await ctx.images.storeImage(logo, LOGO) : null,
    status: 'verified',
    isAdminCreated: true,
    claimStatus: 'unclaimed',
    ownerId: null,
  });
  await invalidate(ctx, row.id);
  return present(row);
}

/**
 * PATCH /startup/{id} (owner or admin). A field left out keeps its value; '' clears an optional one. An owner
 * cannot change the status (403); an owner's edit of a rejected startup sends it back to review (pending).
 * An admin may set the status; rejecting needs a reason.
 */
export async function update(ctx: AppContext, id: string, input: UpdateStartupBody, auth: AuthUser) {
  const row = await q.findStartup(ctx.db, id);
  if (!row) throw notFound(M.notFound);
  const admin = isAdmin(auth.roles);
  if (!canManage(row, auth)) throw forbidden('You can only edit your own startups.');
  // Sending the current status back (a form that echoes it) is not a change.
  if (input.status !== undefined && input.status !== row.status && !admin) throw forbidden(M.ownerCannotChangeStatus);

  const merged = {
    name: input.name ?? row.name,
    description: input.description ?? row.description,
    industry: input.industry ?? row.industry,
    location: input.location === undefined ? row.location : input.location || null,
    foundedYear: input.foundedYear === undefined ? row.foundedYear : input.foundedYear || null,
    fundingStage: input.fundingStage === undefined ? row.fundingStage : input.fundingStage || null,
    founders: input.founders ?? row.founders,
    website: input.website === undefined ? row.website : input.website || null,
    contactEmail: input.contactEmail === undefined ? row.contactEmail : input.contactEmail.toLowerCase() || null,
  };
  let status = row.status;
  let rejectionReason = row.rejectionReason;
  if (admin && input.status) {
    status = input.status;
    if (status === 'rejected') {
      rejectionReason = input.rejectionReason || row.rejectionReason;
      if (!rejectionReason) throw badRequest(M.rejectionReasonRequired);
    } else rejectionReason = null;
  } else if (!admin && row.status === 'rejected') {
    status = 'pending';
  }
  const updated = await q.updateStartup(ctx.db, id, {
    ...merged,
    searchText: searchTextOf(merged),
    status,
    rejectionReason,
    ...(input.logo ? { logo: await ctx.images.storeImage(input.logo, LOGO) } : {}),
  });
  if (!updated) throw notFound(M.notFound);
  if (input.logo) await dropImages(ctx, [row.logo]);
  await invalidate(ctx, id, [row.ownerId]);
  return present(updated);
}

/** PATCH /startup/{id}/verify (admin): verified, or rejected with a reason (which the owner sees). */
export async function verify(ctx: AppContext, id: string, input: VerifyStartupBody) {
  const reason = input.status === 'rejected' ? input.rejectionReason! : null;
  const row = await inTransaction(ctx.db, async (tx) => {
    const before = await q.findStartup(tx, id);
    const updated = await q.updateStartup(tx, id, { status: input.status, rejectionReason: reason });
    if (updated && before?.status !== input.status)
      await notifications.emit(ctx, tx, { type: 'startup_reviewed', startupId: id, status: input.status, reason });
    return updated;
  });
  if (!row) throw notFound(M.notFound);
  await invalidate(ctx, id, [row.ownerId]);
  return present(row);
}

/** DELETE /startup/{id} (admin): its claims, follows, watchlist entries and views go with it. */
export async function remove(ctx: AppContext, id: string) {
  const row = await q.findStartup(ctx.db, id);
  if (!row || !(await q.deleteStartup(ctx.db, id))) throw notFound(M.notFound);
  await dropImages(ctx, [row.logo]);
  await invalidate(ctx, id, [row.ownerId]);
  return { message: M.deleted };
}

// Claims (decision 17): claims.ts.

export { initiateClaim, verifyClaim } from './claims';

// Follow, watchlist, views.

export async function follow(ctx: AppContext, id: string, auth: AuthUser, on: boolean) {
  await publicStartup(ctx, id);
  const followersCount = on ? await followQ.follow(ctx.db, id, auth.id) : await followQ.unfollow(ctx.db, id, auth.id);
  // The profile answer carries the count and the caller's flag; lists show the count within the cache window.
  await ctx.cache.invalidate([T.startup(id), T.startupMine(auth.id)]);
  return { isFollowing: on, followersCount };
}

export async function watch(ctx: AppContext, id: string, auth: AuthUser, on: boolean) {
  await publicStartup(ctx, id);
  if (on) await followQ.addToWatchlist(ctx.db, id, auth.id);
  else await followQ.removeFromWatchlist(ctx.db, id, auth.id);
  await ctx.cache.invalidate([T.startupMine(auth.id)]);
  return { isWatchlisted: on };
}

/**
 * POST /startup/{id}/view: once per visitor per day (the account when signed in, otherwise the address and
 * browser), bots excluded. The count shows in cached answers within the cache window.
 */
export async function countView(ctx: AppContext, id: string, visitor: Visitor) {
  const row = await publicStartup(ctx, id);
  if (isBot(visitor.userAgent)) return { counted: false, viewsCount: row.viewsCount };
  const day = viewDay();
  return followQ.countView(ctx.db, id, viewerKey(ctx.signer, visitor, day), day);
}

// Other features.

/** Verified startups' ids and last changes, `limit` from `offset` (oldest first), for a page of the sitemap. */
export const listPublicPages = (ctx: AppContext, limit: number, offset: number) => q.publicPages(ctx.db, limit, offset);

/** How many verified startups there are and their newest change, for the sitemap index. */
export const countPublicPages = (ctx: AppContext) => q.publicPagesSummary(ctx.db);

/** A startup for another feature (opportunities): its row as answered, or undefined. */
export async function findForFeature(ctx: AppContext, id: string) {
  const row = await q.findStartup(ctx.db, id);
  return row ? { ...presentStartup(row), ownerId: row.ownerId } : undefined;
}
