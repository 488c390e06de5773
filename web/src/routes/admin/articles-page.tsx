import { ChevronLeft, ChevronRight, FolderCog, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ARTICLE_MESSAGES as M, ARTICLE_STATUSES, ARTICLE_TYPES, type ArticleStatus, type ArticleType, isFeaturedValue } from '../../../../common/articles';
import { Alert, FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { inputClass } from '../../components/text-field';
import { useToast } from '../../components/toast';
import {
  type AdminArticleQuery,
  type ArticleCard,
  useArticle,
  useAdminArticles,
  useAllCategories,
  useCreateGeneralArticle,
  useDeleteArticle,
  useSetFeatured,
  useUpdateArticle,
} from '../../features/articles/api';
import { ArticleForm } from '../../features/articles/components/article-form';
import { ArticleImage } from '../../features/articles/components/article-image';
import { CategoryBadge } from '../../features/articles/components/category-badge';
import { CategoryManager } from '../../features/articles/components/category-manager';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

const LIMIT = 20;
export const FEATURED_FAILED = 'Failed to update featured status. Please try again.';

const STATUS_STYLE: Record<ArticleStatus, string> = {
  approved: 'bg-brand-50 text-brand-700',
  pending: 'bg-amber-50 text-amber-800',
  disapproved: 'bg-red-50 text-red-700',
};

/** Admin Articles Management (part 2 screen 1, with screens 2, 3, 4 and 12). */
export default function AdminArticlesPage() {
  const { isAdmin } = useAuth();
  const [status, setStatus] = useState<ArticleStatus | ''>('');
  const [category, setCategory] = useState('');
  const [type, setType] = useState<ArticleType | ''>('');
  const [page, setPage] = useState(1);
  const query: AdminArticleQuery = { status, category, type: isAdmin ? type : '', page, limit: LIMIT };
  const articles = useAdminArticles(query);
  const categories = useAllCategories();
  const setFeatured = useSetFeatured(query);
  const [toast, notify] = useToast();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ArticleCard | null>(null);
  const [deleting, setDeleting] = useState<ArticleCard | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const create = useCreateGeneralArticle();
  const update = useUpdateArticle();
  const remove = useDeleteArticle();
  const total = articles.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIMIT));
  const filter = (fn: () => void) => {
    fn();
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title="Articles Management"
        description="Publish general articles, review community articles and choose what the home page features."
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setManaging(true)}>
              <FolderCog aria-hidden className="h-4 w-4" /> Manage Categories
            </Button>
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden className="h-4 w-4" /> Create General Article
            </Button>
          </>
        }
      />

      {isAdmin && (
        <Alert tone="info" className="mb-4">
          As an admin you can see all articles, general and community. Community articles show the ID of their club.
        </Alert>
      )}

      <div className="card">
        <div className="grid gap-3 border-b border-line p-4 sm:grid-cols-3">
          <label className="text-xs font-semibold text-muted">
            Status
            <select value={status} onChange={(e) => filter(() => setStatus(e.target.value as ArticleStatus | ''))} className={`${inputClass} mt-1 capitalize`}>
              <option value="">All statuses</option>
              {ARTICLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label className="text-xs font-semibold text-muted">
            Category
            <select value={category} onChange={(e) => filter(() => setCategory(e.target.value))} className={`${inputClass} mt-1`}>
              <option value="">All categories</option>
              {categories.data?.map((c) => (
                <option key={c._id} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          {isAdmin && (
            <label className="text-xs font-semibold text-muted">
              Type
              <select value={type} onChange={(e) => filter(() => setType(e.target.value as ArticleType | ''))} className={`${inputClass} mt-1 capitalize`}>
                <option value="">All types</option>
                {ARTICLE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>

        {articles.isPending ? (
          <div className="flex justify-center p-10 text-brand-600">
            <Spinner label="Loading articles" />
          </div>
        ) : articles.isError ? (
          <div className="p-4">
            <FormError message="Failed to fetch articles. Please try again later." />
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[880px] text-left text-sm">
              <thead className="border-b border-line bg-canvas text-xs font-semibold tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">Image</th>
                  <th scope="col" className="px-4 py-3">Title</th>
                  <th scope="col" className="px-4 py-3 text-right">Views</th>
                  <th scope="col" className="px-4 py-3">Category</th>
                  {isAdmin && <th scope="col" className="px-4 py-3">Type</th>}
                  <th scope="col" className="px-4 py-3">Status</th>
                  <th scope="col" className="px-4 py-3">Featured</th>
                  <th scope="col" className="px-4 py-3 text-right">Actions</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {articles.data.items.length === 0 ? (
                  <tr>
                    <td colSpan={isAdmin ? 8 : 7} className="px-4 py-10 text-center text-muted">
                      No articles found
                    </td>
                  </tr>
                ) : (
                  articles.data.items.map((a) => {
                    const featured = isFeaturedValue(a.featured);
                    const busy = setFeatured.isPending && setFeatured.variables?.id === a._id;
                    return (
                      <tr key={a._id}>
                        <td className="px-4 py-3">
                          <ArticleImage src={a.article_image} alt="" width={80} height={48} className="h-12 w-20 rounded-md text-[10px]" />
                        </td>
                        <td className="max-w-xs px-4 py-3">
                          <Link to={`/blog/${a._id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                            {a.title}
                          </Link>
                          {isAdmin && a.clubId && <p className="mt-0.5 truncate font-mono text-xs text-muted">Club ID: {a.clubId}</p>}
                        </td>
                        <td className="px-4 py-3 text-right tabular-nums">{a.views}</td>
                        <td className="px-4 py-3">
                          <CategoryBadge category={a.category} />
                        </td>
                        {isAdmin && <td className="px-4 py-3 capitalize">{a.articleType}</td>}
                        <td className="px-4 py-3">
                          <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium capitalize ${STATUS_STYLE[a.status]}`}>{a.status}</span>
                        </td>
                        <td className="px-4 py-3">
                          <button
                            type="button"
                            role="switch"
                            aria-checked={featured}
                            aria-label={`Featured: ${a.title}`}
                            disabled={busy}
                            onClick={() =>
                              setFeatured.mutate({ id: a._id, featured: !featured }, { onError: () => notify('error', FEATURED_FAILED) })
                            }
                            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${
                              featured ? 'bg-brand-600' : 'bg-slate-300'
                            }`}
                          >
                            <span
                              aria-hidden
                              className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${featured ? 'translate-x-5' : 'translate-x-0.5'}`}
                            />
                          </button>
                        </td>
                        <td className="px-4 py-3">
                          <div className="flex justify-end gap-1">
                            <Button variant="ghost" size="sm" onClick={() => setEditing(a)} aria-label={`Edit ${a.title}`}>
                              <Pencil aria-hidden className="h-4 w-4" /> Edit
                            </Button>
                            <Button
                              variant="ghost"
                              size="sm"
                              className="text-red-700"
                              onClick={() => {
                                setDeleteError(null);
                                setDeleting(a);
                              }}
                              aria-label={`Delete ${a.title}`}
                            >
                              <Trash2 aria-hidden className="h-4 w-4" /> Delete
                            </Button>
                          </div>
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
        )}

        <div className="flex items-center justify-between gap-3 border-t border-line p-4 text-sm">
          <p className="text-muted">{total === 0 ? '0 articles' : `Page ${page} of ${pages} · ${total} article${total === 1 ? '' : 's'}`}</p>
          <nav aria-label="Pagination" className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
            </Button>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next <ChevronRight aria-hidden className="h-4 w-4" />
            </Button>
          </nav>
        </div>
      </div>

      <Modal open={creating} onOpenChange={setCreating} title="Create General Article">
        {creating && (
          <ArticleForm
            toolbar="general"
            withFeatured
            submitLabel="Create Article"
            onCancel={() => setCreating(false)}
            onSubmit={async (v) => {
              try {
                await create.mutateAsync(v);
                setCreating(false);
                notify('success', 'Article created.');
              } catch (err) {
                return errorMessage(err, 'Failed to create article. Please try again.');
              }
            }}
          />
        )}
      </Modal>

      <Modal open={!!editing} onOpenChange={(o) => !o && setEditing(null)} title="Edit Article">
        {editing && (
          <FullArticle id={editing._id}>
            {(article) => (
          <ArticleForm
            article={article}
            toolbar="general"
            withStatus
            withFeatured
            requiredMessage={M.editRequired}
            submitLabel="Save Changes"
            onCancel={() => setEditing(null)}
            onSubmit={async (v) => {
              try {
                await update.mutateAsync({ id: editing._id, ...v });
                setEditing(null);
              } catch (err) {
                return errorMessage(err, 'Failed to update article. Please try again.');
              }
            }}
          />
            )}
          </FullArticle>
        )}
      </Modal>

      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete Article"
        description={deleting ? `Are you sure you want to delete "${deleting.title}"? This action cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => setDeleting(null),
            onError: (err) => setDeleteError(errorMessage(err, 'Failed to delete article. Please try again.')),
          })
        }
      />

      <CategoryManager open={managing} onOpenChange={setManaging} />
      {toast}
    </>
  );
}

/** Lists carry no body: the edit form loads the whole article first. */
function FullArticle({ id, children }: { id: string; children: (article: NonNullable<ReturnType<typeof useArticle>['data']>) => ReactNode }) {
  const article = useArticle(id);
  if (article.isPending) return <Spinner />;
  if (article.isError) return <FormError message={errorMessage(article.error, 'Failed to load article')} />;
  return <>{children(article.data)}</>;
}
