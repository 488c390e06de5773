import { ArrowLeft, Pencil } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { articlePath, splitTags, truncate } from '../../../../common/articles';
import { Avatar } from '../../components/avatar';
import { buttonClass } from '../../components/button';
import { PageSpinner } from '../../components/spinner';
import { useArticle, useCountView } from '../../features/articles/api';
import { ArticleError } from '../../features/articles/components/article-error';
import { ArticleBody } from '../../features/articles/components/article-body';
import { PendingMark } from '../../features/articles/components/article-card';
import { ArticleImage } from '../../features/articles/components/article-image';
import { BookmarkButton } from '../../features/bookmarks/components/bookmark-button';
import { CategoryBadge } from '../../features/articles/components/category-badge';
import { slugOf } from '../../features/articles/components/paths';
import { RelatedArticles } from '../../features/articles/components/related-articles';
import { SignInOverlay } from '../../features/articles/components/sign-in-overlay';
import { loadErrorText } from '../../features/articles/article-errors';
import { useAnonymousOverlay } from '../../features/articles/use-anonymous-overlay';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { formatDate, fullName } from '../../lib/format';
import { useHead, useHttpStatus } from '../../lib/head';
import { t } from '../../lib/i18n';

/** Community article reading page (screen 8): /:communityId/:articleId/:titleSlug and /:articleId/:titleSlug. */
export default function CommunityArticlePage() {
  const { communityId, articleId = '', titleSlug = '' } = useParams();
  const navigate = useNavigate();
  const { user, isLoading } = useAuth();
  const article = useArticle(articleId);
  const a = article.data;
  useCountView(a?._id, article.isSuccess);
  const missing = article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400);
  useHttpStatus(missing ? 404 : undefined);
  useHead({
    title: missing ? t('Article not found') : (a?.title ?? t('Community Article')),
    description: a ? truncate(a.summary, 200) : undefined,
    image: a?.article_image || undefined,
    type: a ? 'article' : undefined,
    publishedTime: a?.createdAt,
    canonical: a ? articlePath(a) : undefined,
  });
  const overlay = useAnonymousOverlay(!isLoading && !user);

  // A wrong slug (or community) is replaced by the right one, without a new history entry.
  const slug = a ? slugOf(a) : '';
  const community = communityId && a?.clubId ? a.clubId : communityId;
  useEffect(() => {
    if (!a) return;
    if (titleSlug !== slug || community !== communityId) {
      navigate(community ? `/${community}/${a._id}/${slug}` : `/${a._id}/${slug}`, { replace: true });
    }
  }, [a, slug, titleSlug, community, communityId, navigate]);

  const back = () =>
    window.history.length > 1 ? navigate(-1) : navigate(a?.clubId ? `/community/${a.clubId}` : '/communities');
  if (article.isPending) return <PageSpinner label={t('Loading article')} />;

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <div
        inert={overlay}
        className={overlay ? 'pointer-events-none blur-sm select-none' : undefined}
        data-testid="article-content"
      >
        <button
          type="button"
          onClick={back}
          className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> {t('Back')}
        </button>
        {article.isError || !a ? (
          <ArticleError
            message={article.isError ? loadErrorText(article.error) : t('Article not found')}
            backTo="/communities"
            backLabel={t('Back to communities')}
          />
        ) : (
          <>
            <article>
              <ArticleImage
                src={a.article_image}
                alt={a.title}
                width={1200}
                height={675}
                eager
                className="aspect-video w-full rounded-card"
              />
              <header className="mt-6">
                <div className="flex flex-wrap items-center gap-2">
                  <CategoryBadge category={a.category} />
                  <PendingMark status={a.status} />
                </div>
                <h1 className="mt-3 text-3xl leading-tight font-extrabold sm:text-4xl">{a.title}</h1>
                <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                  {a.userId && (
                    <div className="flex items-center gap-3">
                      <Avatar src={a.userId.profileImage} first={a.userId.first_name} last={a.userId.last_name} />
                      <div className="text-sm leading-tight">
                        <p className="font-semibold">{fullName(a.userId)}</p>
                        <p className="text-muted">
                          <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
                        </p>
                      </div>
                    </div>
                  )}
                  <div className="flex items-center gap-2">
                    {user && a.userId?._id === user._id && a.clubId && (
                      <Link
                        to={`/community/${a.clubId}/edit-article/${a._id}`}
                        className={buttonClass('secondary', 'sm')}
                      >
                        <Pencil aria-hidden className="h-4 w-4" /> {t('Edit Article')}
                      </Link>
                    )}
                    <BookmarkButton kind="article" id={a._id} />
                  </div>
                </div>
                <p className="mt-6 border-l-4 border-brand-200 pl-4 text-lg text-muted">{a.summary}</p>
              </header>
              <ArticleBody html={a.body} className="mt-8" />
              <footer className="mt-10 space-y-3 border-t border-line pt-5 text-sm text-muted">
                <p>
                  {t('Last updated:')} <time dateTime={a.updatedAt}>{formatDate(a.updatedAt)}</time>
                </p>
                <ul className="flex flex-wrap gap-2" aria-label={t('Tags')}>
                  {splitTags(a.tag).map((tag) => (
                    <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                      #{tag}
                    </li>
                  ))}
                </ul>
              </footer>
            </article>
            <RelatedArticles article={a} />
          </>
        )}
      </div>
      {overlay && <SignInOverlay />}
    </div>
  );
}
