import { MyArticles } from '../../features/articles/components/my-articles';
import { WriteArticleMenu } from '../../features/articles/components/write-article-menu';
import { PageHeader } from '../../components/page-header';
import { usePageParam } from '../../lib/paged-list';
import { t } from '../../lib/i18n';

/** /user/blog (issue 17): the community articles the member wrote, in every status, to read, edit or write more. */
export default function MyArticlesPage() {
  const [page] = usePageParam();
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={t('My articles')}
        description={t(
          "The community articles you wrote, newest first. A new article shows 'Pending review' until an administrator approves it.",
        )}
        actions={<WriteArticleMenu />}
      />
      <MyArticles page={page} write={<WriteArticleMenu />} />
    </div>
  );
}
