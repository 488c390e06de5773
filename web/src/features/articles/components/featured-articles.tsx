import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { FEATURED_SUMMARY_CHARS, truncate } from '../../../../../common/articles';
import { QueryState } from '../../../components/query-state';
import { msg, t } from '../../../lib/i18n';
import { type Article, useFeaturedArticles } from '../api';
import { readTimeText } from '../read-time';
import { ArticleImage } from './article-image';
import { CategoryBadge } from './category-badge';

export const FEATURED_FAILED = msg('Failed to load featured articles');

/** One featured article (part 1 §2.5 item 2): badge, summary cut at 140 characters, reading time, 'Read More'. */
export function FeaturedArticleCard({ article }: { article: Article }) {
  return (
    <article className="card flex w-full flex-col overflow-hidden">
      <ArticleImage src={article.article_image} alt={article.title} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-2">
          <CategoryBadge category={article.category} />
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            <Clock aria-hidden className="h-3.5 w-3.5" />
            {readTimeText(article.readTime)}
          </span>
        </div>
        <h3 className="mt-3 text-lg leading-snug font-semibold">{article.title}</h3>
        <p className="mt-2 flex-1 text-sm text-muted">{truncate(article.summary, FEATURED_SUMMARY_CHARS)}</p>
        <Link
          to={`/blog/${article._id}`}
          className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          {t('Read More')}
          <span className="sr-only">: {article.title}</span> <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}

/** Home page featured articles: up to 6 cards; nothing when there are none. */
export function FeaturedArticlesSection() {
  const featured = useFeaturedArticles();
  if (featured.isSuccess && featured.data.length === 0) return null;
  return (
    <section className="container-page py-12 sm:py-16" aria-labelledby="featured-articles-heading">
      <div className="mb-8 flex items-end justify-between gap-4">
        <h2 id="featured-articles-heading" className="text-2xl font-bold sm:text-3xl">
          {t('Featured Articles')}
        </h2>
        <Link to="/blog" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          {t('View all')}
        </Link>
      </div>
      <QueryState
        query={featured}
        loading={t('Loading featured articles')}
        error={t(FEATURED_FAILED)}
        className="py-10"
      >
        {(data) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((a) => (
              <li key={a._id} className="flex">
                <FeaturedArticleCard article={a} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
