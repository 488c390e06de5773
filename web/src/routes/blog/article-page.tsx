import { ArrowLeft, Clock } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { splitTags, truncate } from '../../../../common/articles';
import { PageSpinner } from '../../components/spinner';
import { useArticle, useCountView } from '../../features/articles/api';
import { ArticleError } from '../../features/articles/components/article-error';
import { ArticleBody } from '../../features/articles/components/article-body';
import { ArticleImage } from '../../features/articles/components/article-image';
import { BookmarkButton } from '../../features/bookmarks/components/bookmark-button';
import { CategoryBadge } from '../../features/articles/components/category-badge';
import { readTimeLabel } from '../../features/articles/read-time';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useHead, useHttpStatus } from '../../lib/head';
import { t } from '../../lib/i18n';
import { articlePath } from '../../../../common/articles';

/** Article detail by id (screen 15): /blog/:id and /article/:id/:slug. Counts one view. */
export default function ArticlePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const article = useArticle(id);
  useCountView(article.data?._id, article.isSuccess);
  const missing = article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400);
  useHttpStatus(missing ? 404 : undefined);
  const a = article.data;
  useHead({
    title: missing ? t('Article not found') : (a?.title ?? t('Article')),
    description: a ? truncate(a.summary, 200) : undefined,
    image: a?.article_image || undefined,
    type: a ? 'article' : undefined,
    publishedTime: a?.createdAt,
    canonical: a ? articlePath(a) : undefined,
  });
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/blog'));

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <button
        type="button"
        onClick={back}
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('Go Back')}
      </button>
      {article.isPending ? (
        <PageSpinner label={t('Loading article')} />
      ) : article.isError ? (
        <ArticleError
          message={
            article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400)
              ? t('Article not found.')
              : t('Failed to load article')
          }
          backTo="/blog"
          backLabel={t('Back to the blog')}
        />
      ) : !article.data ? (
        <ArticleError message={t('Article not found.')} backTo="/blog" backLabel={t('Back to the blog')} />
      ) : (
        <article>
          <header>
            <div className="flex flex-wrap items-center gap-3">
              <CategoryBadge category={article.data.category} />
              <span className="inline-flex items-center gap-1 text-sm text-muted">
                <Clock aria-hidden className="h-4 w-4" /> {readTimeLabel(article.data.body)}
              </span>
              <BookmarkButton kind="article" id={article.data._id} className="ml-auto" />
            </div>
            <h1 className="mt-4 text-3xl leading-tight font-extrabold sm:text-4xl">{article.data.title}</h1>
          </header>
          {article.data.article_image && (
            <ArticleImage
              src={article.data.article_image}
              alt={article.data.title}
              width={1200}
              height={675}
              eager
              className="mt-6 aspect-video w-full rounded-card"
            />
          )}
          <ArticleBody html={article.data.body} className="mt-8" />
          <footer className="mt-10 flex flex-col gap-3 border-t border-line pt-5 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
            <ul className="flex flex-wrap gap-2" aria-label={t('Tags')}>
              {splitTags(article.data.tag).map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                  #{tag}
                </li>
              ))}
            </ul>
            <time dateTime={article.data.createdAt}>{formatDate(article.data.createdAt)}</time>
          </footer>
        </article>
      )}
    </div>
  );
}
