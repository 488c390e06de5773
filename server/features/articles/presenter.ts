import { articlePath, slugify } from '../../../common/articles';
import { editArticlePath } from '../../../common/own-content';
import type { Article, ArticleCard, MyArticle } from '../../../common/schemas/articles';
import type { OwnArticleRow } from './mine-queries';
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

/** A row of 'My articles' (issue 17): the article with its community and the addresses to read and edit it. */
export function presentOwnArticle(a: OwnArticleRow): MyArticle {
  const slug = slugify(a.title);
  return {
    _id: a.id,
    title: a.title,
    slug,
    summary: a.summary,
    status: a.status,
    community: { _id: a.clubId, name: a.clubName },
    path: articlePath({ _id: a.id, title: a.title, slug, articleType: a.articleType }),
    editPath: editArticlePath(a.clubId, a.id),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
