import { slugify } from '../../../common/articles';
import type { Article } from '../../../common/schemas/articles';
import type { ArticleRow } from './queries';

export function presentArticle({ article: a, authorFirstName, authorLastName, authorImage }: ArticleRow): Article {
  return {
    _id: a.id,
    title: a.title,
    slug: slugify(a.title),
    summary: a.summary,
    body: a.body,
    tag: a.tag,
    category: a.category,
    status: a.status,
    featured: a.featured ? 'true' : 'false',
    articleType: a.articleType,
    clubId: a.clubId,
    userId: a.userId ? { _id: a.userId, first_name: authorFirstName ?? '', last_name: authorLastName ?? '', profileImage: authorImage } : null,
    article_image: a.articleImage,
    views: a.views,
    likes: a.likes,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
