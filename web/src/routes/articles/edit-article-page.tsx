import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ARTICLE_MESSAGES as M } from '../../../../common/articles';
import { UpdateArticleBody } from '../../../../common/schemas/articles';
import { FormError } from '../../components/alert';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/spinner';
import { useArticle, useUpdateArticle } from '../../features/articles/api';
import { editProblem, updateErrorText } from '../../features/articles/article-errors';
import { ArticleForm } from '../../features/articles/components/article-form';
import { communityArticlePath } from '../../features/articles/components/paths';
import { useRequireSignIn } from '../../features/auth/use-require-sign-in';
import { t } from '../../lib/i18n';

/** Edit Article (screen 9): only the author, only an article of type community in this community (part 2 §5). */
export default function EditArticlePage() {
  const { communityId = '', articleId = '' } = useParams();
  const { user, fallback } = useRequireSignIn();
  const navigate = useNavigate();
  const article = useArticle(articleId);
  const update = useUpdateArticle();

  if (fallback) return fallback;
  if (article.isPending) return <PageSpinner label={t('Loading article')} />;

  const a = article.data;
  const problem = editProblem(article.error, a, communityId, user._id);

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Link
        to={`/community/${communityId}`}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('Back to community')}
      </Link>
      <PageHeader title={t('Edit Article')} />
      {problem || !a ? (
        <FormError message={problem ?? t(M.notFound)} />
      ) : (
        <div className="card p-4 sm:p-6">
          <ArticleForm
            schema={UpdateArticleBody}
            article={a}
            toolbar="community"
            submitLabel={t('Save Changes')}
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
