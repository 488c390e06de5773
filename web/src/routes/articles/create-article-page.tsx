import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ARTICLE_MESSAGES as M } from '../../../../common/articles';
import { CreateCommunityArticleBody } from '../../../../common/schemas/articles';
import { LOGIN_PROMPT } from '../../app/guards';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { useCreateCommunityArticle } from '../../features/articles/api';
import { ArticleForm } from '../../features/articles/components/article-form';
import { communityArticlePath } from '../../features/articles/components/paths';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

/** The messages of a failed create (part 2 §8). */
export function createErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === 403) return M.notMember;
  if (err instanceof ApiError && err.status === 400) return errorMessage(err, 'Invalid article data');
  return 'Failed to create article';
}

/** Create Community Article (screen 7): /community/:communityId/create-article, members only (checked by the API). */
export default function CreateArticlePage() {
  const { communityId = '' } = useParams();
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const create = useCreateCommunityArticle(communityId);

  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location, message: LOGIN_PROMPT }} />;

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Link to={`/community/${communityId}`} className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to community
      </Link>
      <PageHeader title="Create Article" description="Share what you know with the community. New articles are reviewed before they are published." />
      <div className="card p-4 sm:p-6">
        <ArticleForm
          schema={CreateCommunityArticleBody}
          toolbar="community"
          submitLabel="Publish Article"
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
