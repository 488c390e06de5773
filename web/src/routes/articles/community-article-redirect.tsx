import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/spinner';
import { ArticleError } from '../../features/articles/components/article-error';
import { useArticle } from '../../features/articles/api';
import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { communityArticlePath } from '../../features/articles/components/paths';

/** /community/:communityId/article/:id (part 2 §2) leads to the reading page /{communityId}/{id}/{slug}. */
export default function CommunityArticleRedirect() {
  const { communityId = '', id = '' } = useParams();
  const article = useArticle(id);
  if (article.isPending) return <PageSpinner label={t('Loading article')} />;
  if (!article.data) {
    return (
      <div className="container-page max-w-3xl py-10">
        <ArticleError
          message={
            article.error instanceof ApiError && article.error.status === 404
              ? t('Article not found')
              : t('Failed to load article')
          }
          backTo={`/community/${communityId}`}
          backLabel={t('Back to community')}
        />
      </div>
    );
  }
  return <Navigate to={communityArticlePath(communityId, article.data)} replace />;
}
