import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { CreateCommunityArticleBody } from '../../../../common/schemas/articles';
import { PageHeader } from '../../components/page-header';
import { useCreateCommunityArticle } from '../../features/articles/api';
import { createErrorText } from '../../features/articles/article-errors';
import { ArticleForm } from '../../features/articles/components/article-form';
import { communityArticlePath } from '../../features/articles/components/paths';
import { useRequireSignIn } from '../../features/auth/use-require-sign-in';
import { t } from '../../lib/i18n';

/** Create Community Article (screen 7): /community/:communityId/create-article, members only (checked by the API). */
export default function CreateArticlePage() {
  const { communityId = '' } = useParams();
  const { fallback } = useRequireSignIn();
  const navigate = useNavigate();
  const create = useCreateCommunityArticle(communityId);

  if (fallback) return fallback;

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Link
        to={`/community/${communityId}`}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('Back to community')}
      </Link>
      <PageHeader
        title={t('Create Article')}
        description={t('Share what you know with the community. New articles are reviewed before they are published.')}
      />
      <div className="card p-4 sm:p-6">
        <ArticleForm
          schema={CreateCommunityArticleBody}
          toolbar="community"
          submitLabel={t('Publish Article')}
          onCancel={() => navigate(`/community/${communityId}`)}
          onSubmit={async (values) => {
            try {
              const article = await create.mutateAsync(values);
              navigate(communityArticlePath(communityId, article));
            } catch (err) {
              return createErrorText(err);
            }
          }}
        />
      </div>
    </div>
  );
}
