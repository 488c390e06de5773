import {
  ARTICLE_MESSAGES as M,
  articlePath,
  FEATURED_ARTICLES_MAX,
  PUBLIC_ARTICLE_STATUS,
  splitTags,
} from '../../../common/articles';
import { isAdmin } from '../../../common/roles';
import {
  ARTICLE_CONTENT_FIELDS,
  type ArticleListQuery,
  type CreateArticleBody,
  type CreateCommunityArticleBody,
  type UpdateArticleBody,
} from '../../../common/schemas/articles';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { cacheKey, T } from '../../lib/cache-tags';
import { mapPage, type Page } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { dropImages, imageUrlsIn } from '../../plugins/uploads';
import { inTransaction } from '../../lib/transaction';
import * as notifications from '../notifications/service';
import * as categories from '../categories/service';
import * as communities from '../communities/service';
import { prepareBody } from './body';
import { presentArticle, presentCard, presentOwnArticle } from './presenter';
import * as mineQ from './mine-queries';
import * as q from './queries';

const viewerOf = (auth?: AuthUser): q.Viewer => ({ id: auth?.id, admin: isAdmin(auth?.roles) });
const IMAGE = { width: 1600, typeMessage: M.imageType } as const;
const ONLY_ADMINS = 'Only administrators can change the status or featured flag.';

export async function list(ctx: AppContext, query: ArticleListQuery, auth?: AuthUser) {
  const { search, tag: tags, author, category, type, status, sort } = query;
  const filter = { search, tags, author, category, type, status, approvedOnly: true };
  return mapPage(await q.listArticles(ctx.db, filter, viewerOf(auth), sort, query), presentCard);
}

/** The home page's featured articles: approved, newest first, at most 6, with their bodies. */
export async function listFeatured(ctx: AppContext) {
  const page = { page: 1, limit: FEATURED_ARTICLES_MAX };
  const { rows } = await q.listArticles(
    ctx.db,
    { featuredOnly: true, approvedOnly: true },
    { admin: false },
    'recent',
    page,
    true,
  );
  return rows.map(presentArticle);
}

/** Published articles the public may read, for feeds, the sitemap and page tags (decisions 11, 12). */
export async function listPublished(ctx: AppContext, limit: number, orderBy: 'createdAt' | 'updatedAt') {
  return (await q.listPublished(ctx.db, limit, orderBy)).map(presentCard);
}

/** Published articles' addresses (common/articles.ts) and last changes, `limit` from `offset`, for the sitemap. */
export async function listPublishedPages(ctx: AppContext, limit: number, offset: number) {
  const rows = await q.publishedPages(ctx.db, limit, offset);
  return rows.map((a) => ({ path: articlePath({ _id: a.id, ...a }), updatedAt: a.updatedAt }));
}

/** How many articles are published and their newest change, for the sitemap index. */
export const countPublished = (ctx: AppContext) => q.publishedSummary(ctx.db);

/** An article's row as stored, kept in the shared cache until it changes; who may see it is decided per caller. */
const sharedArticle = (ctx: AppContext, id: string) =>
  ctx.cache.shared(`article:${id}`, [T.article(id)], () => q.findArticle(ctx.db, id));

/** After an article is written: every list it may appear in, the article itself, and its community's count. */
const articleChanged = (id: string, clubId: string | null | undefined) => [
  T.articles,
  T.article(id),
  ...(clubId ? [T.community(clubId)] : []),
];

async function visibleArticle(ctx: AppContext, id: string, auth?: AuthUser) {
  const row = await sharedArticle(ctx, id);
  const viewer = viewerOf(auth);
  if (!row) throw notFound(M.notFound);
  const a = row.article;
  if (viewer.admin) return row;
  if (a.status !== PUBLIC_ARTICLE_STATUS && a.userId !== viewer.id) throw notFound(M.notFound);
  if (a.clubId) {
    await communities.getVisible(ctx, a.clubId, auth).catch(() => {
      throw notFound(M.notFound);
    });
  }
  return row;
}

export const get = async (ctx: AppContext, id: string, auth?: AuthUser) =>
  presentArticle(await visibleArticle(ctx, id, auth));

/** A view changes a counter only: cached cards show it within the cache window (decisions.md). */
export async function countView(ctx: AppContext, id: string) {
  const row = await q.countView(ctx.db, id);
  if (!row) throw notFound(M.notFound);
  return { views: row.views };
}

export async function listRelated(ctx: AppContext, id: string, limit: number, auth?: AuthUser) {
  const row = await visibleArticle(ctx, id, auth);
  const data = await ctx.cache.shared(cacheKey('related', { id, limit }), [T.articles], async () =>
    (await q.related(ctx.db, row.article, limit)).map(presentCard),
  );
  return { success: true, data };
}

/**
 * A community's articles: the published ones are shared by everyone; an author who has an article there that
 * is not approved yet (one small indexed query tells) and admins get their own list.
 */
export async function listInCommunity(ctx: AppContext, clubId: string, query: ArticleListQuery, auth?: AuthUser) {
  await communities.getVisible(ctx, clubId, auth);
  const filter = { clubId, search: query.search, type: 'community' as const };
  const viewer = viewerOf(auth);
  if (viewer.admin || (viewer.id && (await q.hasOwnUnpublished(ctx.db, clubId, viewer.id)))) {
    return mapPage(await q.listArticles(ctx.db, filter, viewer, query.sort, query), presentCard);
  }
  const key = cacheKey('community-articles', {
    clubId,
    search: query.search,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
  });
  return ctx.cache.shared(key, [T.articles], async () =>
    mapPage(await q.listArticles(ctx.db, filter, { admin: false }, query.sort, query), presentCard),
  );
}

function tagsOf(tag: string) {
  const tags = splitTags(tag);
  return { tag: tags.join(', '), tags: tags.map((t) => t.toLowerCase()) };
}

type Kind = { type: 'general'; featured: boolean } | { type: 'community'; clubId: string };

async function insert(ctx: AppContext, input: CreateCommunityArticleBody, auth: AuthUser, kind: Kind) {
  const category = await categories.resolveForArticle(ctx, input);
  const articleImage = await ctx.images.storeImage(input.article_image, IMAGE);
  const { body, bodyText } = await prepareBody(ctx, input.body);
  const id = await inTransaction(ctx.db, async (tx) => {
    const created = await q.insertArticle(tx, {
      title: input.title,
      summary: input.summary,
      body,
      bodyText,
      ...tagsOf(input.tag),
      category,
      articleImage,
      userId: auth.id,
      articleType: kind.type,
      clubId: kind.type === 'community' ? kind.clubId : null,
      status: kind.type === 'general' ? 'approved' : 'pending',
      featured: kind.type === 'general' && kind.featured,
    });
    // Admins hear of a community article waiting for review (a job, after this answer).
    if (kind.type === 'community') await notifications.emit(ctx, tx, { type: 'review_needed', articleId: created });
    return created;
  });
  await ctx.cache.invalidate(articleChanged(id, kind.type === 'community' ? kind.clubId : null));
  return presentArticle((await q.findArticle(ctx.db, id))!);
}

export const createGeneral = (ctx: AppContext, input: CreateArticleBody, auth: AuthUser) =>
  insert(ctx, input, auth, { type: 'general', featured: input.featured ?? false });

export async function createInCommunity(
  ctx: AppContext,
  clubId: string,
  input: CreateCommunityArticleBody,
  auth: AuthUser,
) {
  await communities.getVisible(ctx, clubId, auth);
  if (!(await communities.isMember(ctx, clubId, auth.id))) throw forbidden(M.notMember);
  return insert(ctx, input, auth, { type: 'community', clubId });
}

/** Who may edit: admins any article; the author their own community article. */
async function editable(ctx: AppContext, id: string, auth: AuthUser) {
  const row = await q.findArticle(ctx.db, id);
  if (!row) throw notFound(M.notFound);
  const admin = isAdmin(auth.roles);
  if (!admin && !(row.article.articleType === 'community' && row.article.userId === auth.id))
    throw forbidden(M.noPermissionEdit);
  return { row, admin };
}

/** The edit form's fields (title, summary and body required by the schema), and/or featured and status (admins). */
export async function update(ctx: AppContext, id: string, input: UpdateArticleBody, auth: AuthUser) {
  const { admin, row } = await editable(ctx, id, auth);
  const edits = ARTICLE_CONTENT_FIELDS.some((k) => input[k] !== undefined);
  if (!edits && input.featured === undefined && input.status === undefined)
    throw badRequest('Send featured or status.');
  if (!admin && (input.featured !== undefined || input.status !== undefined)) throw forbidden(ONLY_ADMINS);
  const values: Parameters<typeof q.updateArticle>[2] = {};
  if (edits) {
    const category =
      input.category !== undefined || input.customCategory ? await categories.resolveForArticle(ctx, input) : undefined;
    Object.assign(values, {
      title: input.title,
      summary: input.summary,
      ...(await prepareBody(ctx, input.body ?? '')),
      ...tagsOf(input.tag ?? ''),
      ...(category !== undefined ? { category } : {}),
      ...(input.article_image ? { articleImage: await ctx.images.storeImage(input.article_image, IMAGE) } : {}),
    });
  }
  if (input.featured !== undefined) values.featured = input.featured;
  if (input.status) values.status = input.status;
  const reviewed =
    row.article.articleType === 'community' &&
    (input.status === 'approved' || input.status === 'disapproved') &&
    input.status !== row.article.status;
  await inTransaction(ctx.db, async (tx) => {
    await q.updateArticle(tx, id, values);
    // The replaced cover and the inline images the new body no longer shows.
    const kept = values.body === undefined ? undefined : imageUrlsIn(values.body);
    const gone = kept ? [...imageUrlsIn(row.article.body ?? '')].filter((u) => !kept.has(u)) : [];
    if (values.articleImage) gone.push(row.article.articleImage ?? '');
    await dropImages(ctx, gone, tx);
    if (reviewed)
      await notifications.emit(ctx, tx, {
        type: 'article_reviewed',
        articleId: id,
        status: input.status as 'approved',
      });
  });
  await ctx.cache.invalidate(articleChanged(id, row.article.clubId));
  return presentArticle((await q.findArticle(ctx.db, id))!);
}

export async function remove(ctx: AppContext, id: string) {
  const deleted = await q.deleteArticle(ctx.db, id);
  if (!deleted) throw notFound(M.notFound);
  await dropImages(ctx, [deleted.articleImage, ...imageUrlsIn(deleted.body)]);
  await ctx.cache.invalidate(articleChanged(id, deleted.clubId));
  return { message: 'Article deleted.' };
}

/**
 * 'My articles' (issue 17): the caller's community articles in every status, newest first, in the communities
 * they can still see. Read fresh each time (no cache): it is the author's own page and changes when they write.
 */
export async function listMine(ctx: AppContext, page: Page, auth: AuthUser) {
  return mapPage(
    await mineQ.listOwnArticles(ctx.db, auth.id, communities.visibleStatuses(auth), page),
    presentOwnArticle,
  );
}
