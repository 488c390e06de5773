import { fill, msg } from '../i18n';
import { z } from 'zod';
import {
  ARTICLE_BODY_MAX,
  ARTICLE_MESSAGES as M,
  ARTICLE_STATUSES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLE_TYPES,
  RELATED_LIMIT_DEFAULT,
  wantsNewCategory,
} from '../articles';
import { PAGE_LIMIT_MAX } from '../constants';
import { formFlag, optionalChoice } from './fields';
import { PageQuery } from './pagination';
import { imageFile } from './uploads';

const Author = z
  .object({ _id: z.string(), first_name: z.string(), last_name: z.string(), profileImage: z.string().nullable() })
  .nullable();

export const Article = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  body: z.string(),
  tag: z.string(),
  category: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  featured: z.enum(['true', 'false']),
  articleType: z.enum(ARTICLE_TYPES),
  clubId: z.string().nullable(),
  userId: Author,
  article_image: z.string().nullable(),
  /** Minutes at 200 words a minute, rounded up. */
  readTime: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Article = z.infer<typeof Article>;

/** Articles in lists (blog, community tab, related): everything but the body. */
export const ArticleCard = Article.omit({ body: true });
export type ArticleCard = z.infer<typeof ArticleCard>;

const many = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

export const ArticleListQuery = PageQuery.extend({
  search: z.string().trim().max(200).optional(),
  tag: many.optional(),
  author: z.uuid({ error: 'author must be a user id' }).optional(),
  category: z.string().trim().max(100).optional(),
  type: z.enum(ARTICLE_TYPES).optional(),
  status: z.enum(ARTICLE_STATUSES).optional(),
  sort: z.enum(['recent', 'popular']).default('recent'),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuery>;

export const CommunityIdParam = z.object({ communityId: z.uuid({ error: 'communityId must be a community id' }) });
export type CommunityIdParam = z.infer<typeof CommunityIdParam>;

/** Decision 4: like every list, at most PAGE_LIMIT_MAX. */
export const RelatedQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_LIMIT_MAX, fill(msg('{field} must be at most {max}'), { field: 'limit', max: PAGE_LIMIT_MAX }))
    .default(RELATED_LIMIT_DEFAULT),
});
export type RelatedQuery = z.infer<typeof RelatedQuery>;
export const RelatedAnswer = z.object({ success: z.boolean(), data: z.array(ArticleCard) });
export type RelatedAnswer = z.infer<typeof RelatedAnswer>;

const tooLong = (what: string, max: number) =>
  fill(msg('{field} must be at most {max} characters'), { field: what, max });
const text = (max: number, required: string, what: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong(what, max));

const articleImage = imageFile({ required: M.imageMissing, type: M.imageType, size: M.imageSize });
const statusMessage = `status must be one of ${ARTICLE_STATUSES.join(', ')}`;
/** A category slug, or 'new' with customCategory (created on the spot, part 2 §5). */
const category = z.string().trim().max(100, tooLong('Category', 100)).optional();
const customCategory = z.string().trim().max(80, tooLong('Category name', 80)).optional();

/** 'new' needs a name: the browser form says so before sending, the server says it again. */
const checkCustomCategory = (v: { category?: string; customCategory?: string }, ctx: z.RefinementCtx) => {
  if (wantsNewCategory(v) && !v.customCategory)
    ctx.addIssue({ code: 'custom', path: ['customCategory'], message: M.customCategory });
};

const createShape = {
  title: text(ARTICLE_TITLE_MAX, 'Title is required', 'Title'),
  summary: text(ARTICLE_SUMMARY_MAX, 'Summary is required', 'Summary'),
  body: text(ARTICLE_BODY_MAX, 'Body is required', 'Body'),
  tag: text(ARTICLE_TAGS_MAX, 'Tags are required', 'Tags'),
  category,
  customCategory,
};

/** POST /article/create-community/{communityId} (multipart, members): starts pending. */
export const CreateCommunityArticleBody = z
  .object({ ...createShape, article_image: articleImage })
  .superRefine(checkCustomCategory);
export type CreateCommunityArticleBody = z.infer<typeof CreateCommunityArticleBody>;

/** POST /article/create-general (multipart, admin): published approved, optionally featured. */
export const CreateArticleBody = z
  .object({
    ...createShape,
    featured: formFlag('featured must be true or false').optional(),
    article_image: articleImage,
  })
  .superRefine(checkCustomCategory);
export type CreateArticleBody = z.infer<typeof CreateArticleBody>;

/** Fields whose presence makes a PATCH an edit of the article (rather than a featured/status change). */
export const ARTICLE_CONTENT_FIELDS = [
  'title',
  'summary',
  'body',
  'tag',
  'category',
  'customCategory',
  'article_image',
] as const;

/**
 * PATCH /article/{id}: the edit form (multipart: title, summary and body required, tags may be empty, the
 * image optional), and/or the admin's featured switch and status (JSON or multipart).
 */
export const UpdateArticleBody = z
  .object({
    title: z.string().trim().optional(),
    summary: z.string().trim().optional(),
    body: z.string().trim().optional(),
    tag: z.string().trim().max(ARTICLE_TAGS_MAX, tooLong('Tags', ARTICLE_TAGS_MAX)).optional(),
    category,
    customCategory,
    status: optionalChoice(ARTICLE_STATUSES, statusMessage),
    featured: formFlag('featured must be true or false').optional(),
    article_image: articleImage.optional(),
  })
  .superRefine((v, ctx) => {
    if (!ARTICLE_CONTENT_FIELDS.some((k) => v[k] !== undefined)) return;
    const blank = (['title', 'summary', 'body'] as const).find((k) => !v[k]);
    if (blank) return ctx.addIssue({ code: 'custom', path: [blank], message: M.editRequired });
    const limits = [
      ['title', 'Title', ARTICLE_TITLE_MAX],
      ['summary', 'Summary', ARTICLE_SUMMARY_MAX],
      ['body', 'Body', ARTICLE_BODY_MAX],
    ] as const;
    for (const [k, what, max] of limits) {
      if (v[k]!.length > max) return ctx.addIssue({ code: 'custom', path: [k], message: tooLong(what, max) });
    }
    checkCustomCategory(v, ctx);
  });
export type UpdateArticleBody = z.infer<typeof UpdateArticleBody>;

/** GET /article/mine (issue 17): one of the caller's community articles, in every status, for 'My articles'. */
export const MyArticle = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  community: z.object({ _id: z.string(), name: z.string() }),
  /** Where it is read (articlePath) and edited (/community/{communityId}/edit-article/{articleId}). */
  path: z.string(),
  editPath: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyArticle = z.infer<typeof MyArticle>;
