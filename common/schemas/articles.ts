import { z } from 'zod';
import { ARTICLE_MESSAGES as M, ARTICLE_STATUSES, ARTICLE_TYPES } from '../articles';
import { PageQuery } from './pagination';

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

const many = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

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

export const RelatedQuery = z.object({ limit: z.coerce.number().int().min(1).max(12).default(3) });
export const RelatedAnswer = z.object({ success: z.boolean(), data: z.array(ArticleCard) });

/** JSON PATCH /article/{id}: the admin's featured switch or status change. */
export const ArticleFlagsBody = z.object({
  featured: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
  status: z.enum(ARTICLE_STATUSES, { error: `status must be one of ${ARTICLE_STATUSES.join(', ')}` }).optional(),
});

export const Category = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Category = z.infer<typeof Category>;
export const ActiveCategory = Category.pick({ _id: true, name: true, slug: true });

const categoryName = z.string({ error: M.categoryRequired }).trim().min(1, M.categoryRequired).max(80, 'Category name must be at most 80 characters');
export const CreateCategoryBody = z.object({
  name: categoryName,
  description: z.string().trim().max(500, 'Description must be at most 500 characters').optional().default(''),
});
export const UpdateCategoryBody = z.object({
  name: categoryName.optional(),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export const CategoryListQuery = z.object({ includeInactive: z.enum(['true', 'false']).optional() });

export const FeaturedPost = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  tag: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type FeaturedPost = z.infer<typeof FeaturedPost>;
