import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { isFeaturedValue } from '../../../../../common/articles';
import { DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { StatusBadge } from '../../../components/status-badge';
import { msg, t } from '../../../lib/i18n';
import { type AdminArticleQuery, type ArticleCard, useAdminArticles, useSetFeatured } from '../api';
import { ARTICLE_STATUS_LABELS, ARTICLE_TYPE_LABELS } from '../labels';
import { ArticleImage } from './article-image';
import { CategoryBadge } from './category-badge';

export const FEATURED_FAILED = msg('Failed to update featured status. Please try again.');

/** The admin articles table (part 2 screen 1): one page of the filtered list, the featured switch, Edit and Delete. */
export function AdminArticlesTable({
  query,
  isAdmin,
  onEdit,
  onDelete,
  onFeaturedFailed,
}: {
  query: AdminArticleQuery;
  /** Admins also see the type column and each community article's club. */
  isAdmin: boolean;
  onEdit(article: ArticleCard): void;
  onDelete(article: ArticleCard): void;
  onFeaturedFailed(message: string): void;
}) {
  const articles = useAdminArticles(query);
  const setFeatured = useSetFeatured(query);
  return (
    <>
      <QueryState
        query={articles}
        loading={t('Loading articles')}
        error={t('Failed to fetch articles. Please try again later.')}
        errorClassName="p-4"
      >
        {(data) => (
          <DataTable
            rows={data.items}
            rowKey={(a) => a._id}
            empty={t('No articles found')}
            className="min-w-[880px]"
            columns={[
              {
                header: t('Image'),
                cell: (a) => (
                  <ArticleImage
                    src={a.article_image}
                    alt=""
                    width={80}
                    height={48}
                    className="h-12 w-20 rounded-md text-[10px]"
                  />
                ),
              },
              {
                header: t('Title'),
                className: 'max-w-xs',
                cell: (a) => (
                  <>
                    <Link to={`/blog/${a._id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                      {a.title}
                    </Link>
                    {isAdmin && a.clubId && (
                      <p className="mt-0.5 truncate font-mono text-xs text-muted">
                        {t('Club ID:')} {a.clubId}
                      </p>
                    )}
                  </>
                ),
              },
              { header: t('Views'), align: 'right', className: 'tabular-nums', cell: (a) => a.views },
              { header: t('Category'), cell: (a) => <CategoryBadge category={a.category} /> },
              isAdmin && { header: t('Type'), cell: (a) => t(ARTICLE_TYPE_LABELS[a.articleType]) },
              {
                header: t('Status'),
                cell: (a) => <StatusBadge status={a.status} label={t(ARTICLE_STATUS_LABELS[a.status])} />,
              },
              {
                header: t('Featured'),
                cell: (a) => (
                  <FeaturedSwitch
                    title={a.title}
                    on={isFeaturedValue(a.featured)}
                    busy={setFeatured.isPending && setFeatured.variables?.id === a._id}
                    onToggle={(featured) =>
                      setFeatured.mutate(
                        { id: a._id, featured },
                        { onError: () => onFeaturedFailed(t(FEATURED_FAILED)) },
                      )
                    }
                  />
                ),
              },
            ]}
            actions={(a) => [
              { label: t('Edit'), name: t('Edit {title}', { title: a.title }), icon: Pencil, onClick: () => onEdit(a) },
              {
                label: t('Delete'),
                name: t('Delete {title}', { title: a.title }),
                icon: Trash2,
                danger: true,
                onClick: () => onDelete(a),
              },
            ]}
          />
        )}
      </QueryState>
      <Pager
        page={query.page}
        total={articles.data?.total ?? 0}
        limit={query.limit}
        noun={[t('article'), t('articles')]}
      />
    </>
  );
}

/** The featured switch: changes the row in place once the server agrees (part 2 §4). */
function FeaturedSwitch({
  title,
  on,
  busy,
  onToggle,
}: {
  title: string;
  on: boolean;
  busy: boolean;
  onToggle(on: boolean): void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      // The admin page's test names the switch 'Featured: <title>' before the catalogue is compiled: no placeholder.
      aria-label={`${t('Featured:')} ${title}`}
      disabled={busy}
      onClick={() => onToggle(!on)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-brand-600' : 'bg-slate-300'}`}
    >
      <span
        aria-hidden
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}
