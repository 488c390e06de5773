import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ARTICLE_MESSAGES as M } from '../../../../common/articles';
import { UpdateArticleBody } from '../../../../common/schemas/articles';
import { LOGIN_PROMPT } from '../../app/guards';
import { FormError } from '../../components/alert';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { useArticle, useUpdateArticle } from '../../features/articles/api';
import { ArticleForm } from '../../features/articles/components/article-form';
import { communityArticlePath } from '../../features/articles/components/paths';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

/** The messages of a failed update (part 2 §8). */
export function updateErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === 404) return M.notFound;
  if (err instanceof ApiError && err.status === 403) return M.noPermissionEdit;
  if (err instanceof ApiError && err.status === 400) return errorMessage(err, 'Invalid article data');
  return 'Failed to update article';
}

/** Edit Article (screen 9): only the author, only an article of type community in this community (part 2 §5). */
export default function EditArticlePage() {
  const { communityId = '', articleId = '' } = useParams();
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const article = useArticle(articleId);
  const update = useUpdateArticle();

  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location, message: LOGIN_PROMPT }} />;
  if (article.isPending) return <PageSpinner label="Loading article" />;

  const a = article.data;
  let problem: string | null = null;
  if (article.isError) problem = article.error instanceof ApiError && article.error.status === 404 ? M.notFound : 'Failed to load article';
  else if (!a || a.articleType !== 'community' || a.clubId !== communityId) problem = M.notFound;
  else if (a.userId?._id !== user._id) problem = M.onlyAuthor;

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Link to={`/community/${communityId}`} className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to community
      </Link>
      <PageHeader title="Edit Article" />
      {problem || !a ? (
        <FormError message={problem ?? M.notFound} />
      ) : (
        <div className="card p-4 sm:p-6">
          <ArticleForm
            schema={UpdateArticleBody}
            article={a}
            toolbar="community"
            submitLabel="Save Changes"
            onCancel={() => navigate(communityArticlePath(communityId, a))}
            onSubmit={async (values) => {
              try {
                const saved = await update.mutateAsync({ id: a._id, ...values });
                navigate(communityArticlePath(communityId, saved));
              } catch (err) {
                return updateErrorText(err);
              }
            }}
          />
        </div>
      )}
    </div>
  );
}
