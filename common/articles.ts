/** Article rules of part 2 §5 and §9 and part 1 §9. */

export const ARTICLE_STATUSES = ['pending', 'approved', 'disapproved'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** Decision 12: the only status the public reads. */
export const PUBLIC_ARTICLE_STATUS = 'approved' satisfies ArticleStatus;
export const ARTICLE_TYPES = ['general', 'community'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const WORDS_PER_MINUTE = 200;
export const FEATURED_ARTICLES_MAX = 6;
export const FEATURED_SUMMARY_CHARS = 140;
export const FEATURED_POST_CONTENT_CHARS = 250;
export const RELATED_LIMIT_ARTICLE_PAGE = 4;
export const RELATED_LIMIT_DEFAULT = 3;
export const ANONYMOUS_OVERLAY_MS = 20_000;
export const FEATURED_POSTS_INTERVAL_MS = 11_000;
export const DEFAULT_CATEGORY = 'sdg';
export const BUILT_IN_CATEGORIES = ['sdg', 'wash', 'news'] as const;
/** The category choice that asks for a new one, named in customCategory (part 2 §5). */
export const NEW_CATEGORY = 'new';
export const NEW_CATEGORY_VALUES = [NEW_CATEGORY, '__new__'] as const;
/** Whether an article form asks for a new category: 'new' chosen, or a custom name typed. */
export const wantsNewCategory = (v: { category?: string; customCategory?: string }) =>
  (NEW_CATEGORY_VALUES as readonly (string | undefined)[]).includes(v.category) || !!v.customCategory?.trim();

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 1000;
export const ARTICLE_TAGS_MAX = 300;
/** A body field as sent: inline images arrive as data: URIs, so it may be large (decision 14). */
export const ARTICLE_BODY_MAX = 7 * 1024 * 1024;

/** Slug rule: lowercase, spaces to hyphens, non-word characters dropped, hyphens collapsed and trimmed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug of an article's links: the server's slug, else the slugified title, never empty. */
export const articleSlug = (a: { slug?: string; title: string }) => a.slug || slugify(a.title) || 'article';

/**
 * The address of an article (part 2 §2), the one rule for links, canonical tags, the sitemap and RSS:
 * community articles at /{articleId}/{slug}, general ones at /article/{id}/{slug}.
 */
export function articlePath(a: { _id: string; title: string; slug?: string; articleType: string }) {
  return a.articleType === 'community' ? `/${a._id}/${articleSlug(a)}` : `/article/${a._id}/${articleSlug(a)}`;
}

/** Text of an HTML body, for word counts, search and summaries. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reading time: word count divided by 200, rounded up (at least 1), shown as 'N min read'. */
export function readTimeMinutes(html: string): number {
  const words = stripHtml(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
export const readTimeText = (minutes: number) => `${minutes} min read`;
export const readTimeLabel = (html: string) => readTimeText(readTimeMinutes(html));

/** Cuts text at n characters with an ellipsis when longer. */
export function truncate(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n).trimEnd()}...` : text;
}

/** The featured flag is the string 'true' or '1' (or a boolean true). */
export const isFeaturedValue = (v: unknown) => v === true || v === 'true' || v === '1';

/** Featured articles on the home page: featured only, newest first, at most 6. */
export function featuredArticles<T extends { featured: unknown; createdAt: string }>(articles: T[]): T[] {
  return articles
    .filter((a) => isFeaturedValue(a.featured))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, FEATURED_ARTICLES_MAX);
}

/** Tags are stored comma-separated. */
export const splitTags = (tag: string | null | undefined) =>
  (tag ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Badge colour key of a category: sdg, wash, news, otherwise default; unset shows 'Uncategorized'. */
export const categoryBadge = (category: string | null | undefined) =>
  category && (BUILT_IN_CATEGORIES as readonly string[]).includes(category) ? category : 'default';
export const categoryLabel = (category: string | null | undefined) => (category ? category : 'Uncategorized');

export const ARTICLE_MESSAGES = {
  imageMissing: 'Please select an image',
  customCategory: 'Please enter a custom category name',
  editRequired: 'Title, summary, and body are required.',
  imageType: 'Invalid file type. Only PNG, JPG, and JPEG are allowed.',
  imageSize: 'File size must be less than 5MB.',
  notMember: 'You must be a member to create articles in this community',
  notFound: 'Article not found',
  noPermissionEdit: "You don't have permission to edit this article",
  onlyAuthor: 'You can only edit articles you created',
  categoryRequired: 'Category name is required',
  featuredPostRequired: 'All fields are required',
} as const;
