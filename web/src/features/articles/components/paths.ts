import { slugify } from '../../../../../common/articles';

/** The slug of an article's links: the server's slug, else the slugified title, never empty. */
export const slugOf = (a: { slug?: string; title: string }) => a.slug || slugify(a.title) || 'article';

/** Where an article is read (part 2 §2): community articles at /{articleId}/{slug}, general at /article/{id}/{slug}. */
export function articlePath(a: { _id: string; title: string; slug?: string; articleType: string; clubId: string | null }) {
  return a.articleType === 'community' ? `/${a._id}/${slugOf(a)}` : `/article/${a._id}/${slugOf(a)}`;
}

/** The community reading page /{communityId}/{articleId}/{slug}. */
export const communityArticlePath = (communityId: string, a: { _id: string; title: string; slug?: string }) => `/${communityId}/${a._id}/${slugOf(a)}`;
