import { Link } from 'react-router';
import { RELATED_LIMIT_ARTICLE_PAGE } from '../../../../../common/articles';
import { QueryState } from '../../../components/query-state';
import { t } from '../../../lib/i18n';
import { type Article, useRelatedArticles } from '../api';
import { ArticleCard } from './article-card';
import { articlePath } from './paths';

/** Related articles of the same category (part 2 §9): up to 4, 'View more articles' when the limit is reached. */
export function RelatedArticles({ article }: { article: Article }) {
  const limit = RELATED_LIMIT_ARTICLE_PAGE;
  const related = useRelatedArticles(article._id, limit);
  const more = article.articleType === 'community' && article.clubId ? `/community/${article.clubId}` : '/articles';
  return (
    <section aria-labelledby="related-heading" className="mt-12 border-t border-line pt-8">
      <h2 id="related-heading" className="mb-5 text-xl font-bold">
        {t('Related Articles')}
      </h2>
      <QueryState
        query={related}
        loading={t('Loading related articles')}
        error={t('Failed to load related articles')}
        className="py-6"
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-sm text-muted">{t('No related articles found in this category.')}</p>}
      >
        {(data) => (
          <>
            <ul className="grid gap-5 sm:grid-cols-2">
              {data.map((a) => (
                <li key={a._id} className="flex">
                  <ArticleCard article={a} href={articlePath(a)} />
                </li>
              ))}
            </ul>
            {data.length >= limit && (
              <Link to={more} className="mt-6 inline-flex text-sm font-semibold text-brand-700 hover:text-brand-800">
                {t('View more articles')}
              </Link>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
