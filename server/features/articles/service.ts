import { z } from 'zod';
import { ARTICLE_MESSAGES as M, isFeaturedValue, splitTags, stripHtml } from '../../../common/articles';
import { isAdmin } from '../../../common/roles';
import type { ArticleListQuery } from '../../../common/schemas/articles';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import { DATA_IMAGE, sanitizeBody } from '../../lib/sanitize';
import type { AuthUser } from '../../plugins/auth';
import { field, type MultipartForm } from '../../plugins/uploads';
import { getVisibleClub, isMember } from '../communities/service';
import { resolveCategory } from '../categories/service';
import { presentArticle, presentCard } from './presenter';
import * as q from './queries';

const viewerOf = (auth?: AuthUser): q.Viewer => ({ id: auth?.id, admin: isAdmin(auth?.roles) });
const IMAGE = { width: 1600, typeMessage: M.imageType } as const;

export async function list(ctx: AppContext, query: ArticleListQuery, auth?: AuthUser) {
  const viewer = viewerOf(auth);
  const { rows, total } = await q.listArticles(
    ctx.db,
    { search: query.search, tags: query.tag, author: query.author, category: query.category, type: query.type, status: query.status, approvedOnly: true },
    viewer,
    query.sort,
    query.limit,
    offsetOf(query),
  );
  return { rows: rows.map(presentCard), total };
}

export async function featured(ctx: AppContext) {
  const { rows } = await q.listArticles(ctx.db, { featuredOnly: true, approvedOnly: true }, { admin: false }, 'recent', 6, 0, true);
  return rows.map(presentArticle);
}

async function visibleArticle(ctx: AppContext, id: string, auth?: AuthUser) {
  const row = await q.findArticle(ctx.db, id);
  const viewer = viewerOf(auth);
  if (!row) throw notFound(M.notFound);
  const a = row.article;
  if (viewer.admin) return row;
  if (a.status !== 'approved' && a.userId !== viewer.id) throw notFound(M.notFound);
  if (a.clubId) await getVisibleClub(ctx, a.clubId, auth).catch(() => {
    throw notFound(M.notFound);
  });
  return row;
}

export const getOne = async (ctx: AppContext, id: string, auth?: AuthUser) => presentArticle(await visibleArticle(ctx, id, auth));

export async function countView(ctx: AppContext, id: string) {
  const row = await q.countView(ctx.db, id);
  if (!row) throw notFound(M.notFound);
  return { views: row.views };
}

export async function related(ctx: AppContext, id: string, limit: number, auth?: AuthUser) {
  const row = await visibleArticle(ctx, id, auth);
  return { success: true, data: (await q.related(ctx.db, row.article, limit)).map(presentCard) };
}

export async function communityArticles(ctx: AppContext, clubId: string, query: ArticleListQuery, auth?: AuthUser) {
  await getVisibleClub(ctx, clubId, auth);
  const { rows, total } = await q.listArticles(ctx.db, { clubId, search: query.search, type: 'community' }, viewerOf(auth), query.sort, query.limit, offsetOf(query));
  return { rows: rows.map(presentCard), total };
}

const BODY_MAX = 500_000;

/**
 * Sanitises a body, stores its inline data: images as files and puts their addresses in (decision 14).
 * Sanitising first makes every attribute double-quoted, so the image pattern finds them all; the second
 * pass drops any data: source that was not a valid image. The length is checked on the final HTML.
 */
async function prepareBody(ctx: AppContext, raw: string) {
  let html = sanitizeBody(raw);
  const found = [...html.matchAll(DATA_IMAGE)].map((m) => m[1]!);
  for (const uri of new Set(found)) {
    const base64 = uri.slice(uri.indexOf(',') + 1).replace(/\s/g, '');
    const url = await ctx.images.storeImage(Buffer.from(base64, 'base64'), { width: 1600, accept: ['jpeg', 'png', 'gif', 'webp'], typeMessage: 'An image in the body is not a valid image.' });
    html = html.split(uri).join(url);
  }
  const body = sanitizeBody(html, { allowDataImages: false });
  if (body.length > BODY_MAX) throw badRequest(`The body must be at most ${BODY_MAX} characters (images are stored apart).`);
  return { body, bodyText: stripHtml(body) };
}

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${message.replace(' is required', '').replace(' are required', '')} must be at most ${max} characters`);

const ArticleFields = z.object({
  title: text(200, 'Title is required'),
  summary: text(1000, 'Summary is required'),
  body: text(7 * 1024 * 1024, 'Body is required'),
  tag: text(300, 'Tags are required'),
});
/** The edit modal requires title, summary and body only (part 2 §5). */
const EditFields = ArticleFields.extend({ tag: z.string().trim().max(300, 'Tags must be at most 300 characters').default('') });

function readFields(form: MultipartForm) {
  return {
    title: field(form, 'title'),
    summary: field(form, 'summary'),
    body: field(form, 'body'),
    tag: field(form, 'tag') ?? field(form, 'tags'),
    category: field(form, 'category'),
    customCategory: field(form, 'customCategory') ?? field(form, 'newCategory'),
  };
}

function tagsOf(tag: string) {
  const tags = splitTags(tag);
  return { tag: tags.join(', '), tags: tags.map((t) => t.toLowerCase()) };
}

async function createArticle(ctx: AppContext, form: MultipartForm, auth: AuthUser, kind: { type: 'general' } | { type: 'community'; clubId: string }) {
  const raw = readFields(form);
  const parsed = ArticleFields.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  const image = form.files.article_image;
  if (!image) throw badRequest(M.imageMissing);
  const category = await resolveCategory(ctx, raw.category, raw.customCategory);
  const articleImage = await ctx.images.storeImage(image.buffer, IMAGE);
  const { body, bodyText } = await prepareBody(ctx, parsed.data.body);
  const id = await q.insertArticle(ctx.db, {
    title: parsed.data.title,
    summary: parsed.data.summary,
    body,
    bodyText,
    ...tagsOf(parsed.data.tag),
    category,
    articleImage,
    userId: auth.id,
    articleType: kind.type,
    clubId: kind.type === 'community' ? kind.clubId : null,
    status: kind.type === 'general' ? 'approved' : 'pending',
    featured: kind.type === 'general' && isFeaturedValue(field(form, 'featured')),
  });
  return presentArticle((await q.findArticle(ctx.db, id))!);
}

export const createGeneral = (ctx: AppContext, form: MultipartForm, auth: AuthUser) => createArticle(ctx, form, auth, { type: 'general' });

export async function createCommunity(ctx: AppContext, clubId: string, form: MultipartForm, auth: AuthUser) {
  await getVisibleClub(ctx, clubId, auth);
  if (!(await isMember(ctx, clubId, auth.id))) throw forbidden(M.notMember);
  return createArticle(ctx, form, auth, { type: 'community', clubId });
}

/** Who may edit: admins any article; the author their own community article. */
async function editable(ctx: AppContext, id: string, auth: AuthUser) {
  const row = await q.findArticle(ctx.db, id);
  if (!row) throw notFound(M.notFound);
  const admin = isAdmin(auth.roles);
  if (!admin && !(row.article.articleType === 'community' && row.article.userId === auth.id)) throw forbidden(M.noPermissionEdit);
  return { row, admin };
}

export async function updateMultipart(ctx: AppContext, id: string, form: MultipartForm, auth: AuthUser) {
  const { admin } = await editable(ctx, id, auth);
  const raw = readFields(form);
  const parsed = EditFields.safeParse(raw);
  if (!parsed.success) throw badRequest(raw.title?.trim() && raw.summary?.trim() && raw.body?.trim() ? parsed.error.issues[0]!.message : M.editRequired);
  const status = field(form, 'status');
  const featuredRaw = field(form, 'featured');
  if (!admin && (status !== undefined || featuredRaw !== undefined)) throw forbidden('Only administrators can change the status or featured flag.');
  if (status !== undefined && !['pending', 'approved', 'disapproved'].includes(status)) throw badRequest('status must be one of pending, approved, disapproved');
  const image = form.files.article_image;
  const category = raw.category !== undefined || raw.customCategory ? await resolveCategory(ctx, raw.category, raw.customCategory) : undefined;
  const { body, bodyText } = await prepareBody(ctx, parsed.data.body);
  await q.updateArticle(ctx.db, id, {
    title: parsed.data.title,
    summary: parsed.data.summary,
    body,
    bodyText,
    ...tagsOf(parsed.data.tag),
    ...(category !== undefined ? { category } : {}),
    ...(image ? { articleImage: await ctx.images.storeImage(image.buffer, IMAGE) } : {}),
    ...(status ? { status: status as 'pending' | 'approved' | 'disapproved' } : {}),
    ...(featuredRaw !== undefined ? { featured: isFeaturedValue(featuredRaw) } : {}),
  });
  return presentArticle((await q.findArticle(ctx.db, id))!);
}

export async function updateFlags(ctx: AppContext, id: string, body: { featured?: boolean | string; status?: 'pending' | 'approved' | 'disapproved' }, auth: AuthUser) {
  const { admin } = await editable(ctx, id, auth);
  if (!admin) throw forbidden('Only administrators can change the status or featured flag.');
  if (body.featured === undefined && body.status === undefined) throw badRequest('Send featured or status.');
  await q.updateArticle(ctx.db, id, {
    ...(body.featured !== undefined ? { featured: isFeaturedValue(body.featured) } : {}),
    ...(body.status ? { status: body.status } : {}),
  });
  return presentArticle((await q.findArticle(ctx.db, id))!);
}

export async function remove(ctx: AppContext, id: string) {
  if (!(await q.deleteArticle(ctx.db, id))) throw notFound(M.notFound);
  return { message: 'Article deleted.' };
}
