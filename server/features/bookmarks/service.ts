import { PUBLIC_ARTICLE_STATUS } from '../../../common/articles';
import { BOOKMARK_MESSAGES as M, type BookmarkKind } from '../../../common/bookmarks';
import { type CommunityStatus, PUBLIC_COMMUNITY_STATUSES } from '../../../common/communities';
import { isOpportunityPublic } from '../../../common/opportunities';
import { isAdmin } from '../../../common/roles';
import type {
  BookmarkBody,
  BookmarkParams,
  BookmarkQuery,
  BookmarkStateQuery,
} from '../../../common/schemas/bookmarks';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { mapPage } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import {
  articleView,
  eventView,
  type ItemView,
  opportunityView,
  postView,
  presentBookmark,
  programView,
} from './presenter';
import * as q from './queries';

interface Viewer {
  id: string;
  admin: boolean;
}
const viewerOf = (auth: AuthUser): Viewer => ({ id: auth.id, admin: isAdmin(auth.roles) });

/** Decision 11: a community's content is seen while the community is approved or pending; admins see all. */
const communityVisible = (status: CommunityStatus | null, v: Viewer) =>
  v.admin || (status !== null && PUBLIC_COMMUNITY_STATUSES.includes(status));

/**
 * Who may see an item of each kind: the rules of the features that show them, on the columns one query reads
 * for a whole page of ids.
 * - article (decision 12): approved, or the caller's own, and its community (if any) visible; admins all;
 * - post: its community visible;
 * - event (decision 16): every event, archived ones too (their page stays);
 * - program: what the home page's Programs show (featured, not archived); admins all;
 * - opportunity (decision 15): active and its startup verified; its startup's owner and admins always.
 */
const RULES = {
  article: (a: Awaited<ReturnType<typeof q.articleItems>>[number], v: Viewer) =>
    v.admin ||
    ((a.status === PUBLIC_ARTICLE_STATUS || a.userId === v.id) && (!a.clubId || communityVisible(a.clubStatus, v))),
  post: (p: Awaited<ReturnType<typeof q.postItems>>[number], v: Viewer) => communityVisible(p.clubStatus, v),
  event: () => true,
  program: (p: Awaited<ReturnType<typeof q.programItems>>[number], v: Viewer) =>
    v.admin || (p.isFeatured && !p.isArchived),
  opportunity: (o: Awaited<ReturnType<typeof q.opportunityItems>>[number], v: Viewer) =>
    v.admin || isOpportunityPublic(o, { status: o.startupStatus }) || (o.ownerId !== null && o.ownerId === v.id),
};

/** The rows the viewer may see, by id, with what a bookmark shows of them. */
const viewsOf = <R extends { id: string }>(rows: R[], visible: (r: R) => boolean, view: (r: R) => ItemView) =>
  new Map(rows.filter(visible).map((r) => [r.id, view(r)] as const));

/** The items of one kind among `ids` that the viewer may see: one query whatever the number of ids. */
const VISIBLE: Record<BookmarkKind, (ctx: AppContext, ids: string[], v: Viewer) => Promise<Map<string, ItemView>>> = {
  article: async (ctx, ids, v) => viewsOf(await q.articleItems(ctx.db, ids), (r) => RULES.article(r, v), articleView),
  post: async (ctx, ids, v) => viewsOf(await q.postItems(ctx.db, ids), (r) => RULES.post(r, v), postView),
  event: async (ctx, ids) => viewsOf(await q.eventItems(ctx.db, ids), RULES.event, eventView),
  program: async (ctx, ids, v) => viewsOf(await q.programItems(ctx.db, ids), (r) => RULES.program(r, v), programView),
  opportunity: async (ctx, ids, v) =>
    viewsOf(await q.opportunityItems(ctx.db, ids), (r) => RULES.opportunity(r, v), opportunityView),
};

/**
 * POST /bookmarks: saves an item the caller may see (404 otherwise, nothing stored). Saving again changes
 * nothing: `created` tells the route which status to answer.
 */
export async function create(ctx: AppContext, body: BookmarkBody, auth: AuthUser) {
  const view = (await VISIBLE[body.kind](ctx, [body.id], viewerOf(auth))).get(body.id);
  if (!view) throw notFound(M.notFound(body.kind));
  const { row, created } = await q.insertBookmark(ctx.db, auth.id, body.kind, body.id);
  return { bookmark: presentBookmark(row, view), created };
}

/** DELETE /bookmarks/{kind}/{id}: the same answer whether or not it was saved. */
export async function remove(ctx: AppContext, params: BookmarkParams, auth: AuthUser) {
  await q.deleteBookmark(ctx.db, auth.id, params.kind, params.id);
  return { message: M.removed };
}

/**
 * GET /bookmarks: a page of the caller's bookmarks, newest first. The page's items are read with one query per
 * kind on it; an item that went or that the caller may no longer see is answered `available: false`.
 */
export async function list(ctx: AppContext, query: BookmarkQuery, auth: AuthUser) {
  const page = await q.listBookmarks(ctx.db, auth.id, query.kind, query);
  const idsByKind = new Map<BookmarkKind, string[]>();
  for (const r of page.rows) idsByKind.set(r.kind, [...(idsByKind.get(r.kind) ?? []), r.itemId]);
  const viewer = viewerOf(auth);
  const views = new Map(
    await Promise.all(
      [...idsByKind].map(async ([kind, ids]) => [kind, await VISIBLE[kind](ctx, ids, viewer)] as const),
    ),
  );
  return mapPage(page, (r) => presentBookmark(r, views.get(r.kind)?.get(r.itemId)));
}

/** GET /bookmarks/state: which of some items (a page of posts, one article) the caller saved. */
export async function state(ctx: AppContext, query: BookmarkStateQuery, auth: AuthUser) {
  return { kind: query.kind, saved: await q.savedAmong(ctx.db, auth.id, query.kind, query.ids) };
}
