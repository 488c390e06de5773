import { slugify } from '../../../common/articles';
import type { Article, ArticleCard } from '../../../common/schemas/articles';
import type { ArticleRow } from './queries';

/** A list card: every field but the body (lists stay small on slow connections; readTime says how long). */
export function presentCard({ article: a, authorFirstName, authorLastName, authorImage }: ArticleRow): ArticleCard {
  return {
    _id: a.id,
    title: a.title,
    slug: slugify(a.title),
    summary: a.summary,
    tag: a.tag,
    category: a.category,
    status: a.status,
    featured: a.featured ? 'true' : 'false',
    articleType: a.articleType,
    clubId: a.clubId,
    userId: a.userId
      ? { _id: a.userId, first_name: authorFirstName ?? '', last_name: authorLastName ?? '', profileImage: authorImage }
      : null,
    article_image: a.articleImage,
    readTime: a.readTime ?? 1,
    views: a.views,
    likes: a.likes,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function presentArticle(row: ArticleRow): Article {
  return { ...presentCard(row), body: row.article.body ?? '' };
}
