import { FolderCog, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import type { AdminArticleQuery, ArticleCard } from '../../features/articles/api';
import {
  CreateArticleDialog,
  DeleteArticleDialog,
  EditArticleDialog,
} from '../../features/articles/components/admin-article-dialogs';
import {
  AdminArticleFilters,
  type AdminArticleFilterValues,
} from '../../features/articles/components/admin-article-filters';
import { AdminArticlesTable } from '../../features/articles/components/admin-articles-table';
import { CategoryManager } from '../../features/categories/components/category-manager';
import { useAuth } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { usePageParam } from '../../lib/paged-list';

export { FEATURED_FAILED } from '../../features/articles/components/admin-articles-table';

const LIMIT = 20;

/** Admin Articles Management (part 2 screen 1, with screens 2, 3, 4 and 12). */
export default function AdminArticlesPage() {
  const { isAdmin } = useAuth();
  const [filters, setFilters] = useState<AdminArticleFilterValues>({ status: '', category: '', type: '' });
  const [page, setPage] = usePageParam();
  const query: AdminArticleQuery = { ...filters, type: isAdmin ? filters.type : '', page, limit: LIMIT };
  const [toast, notify] = useToast();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ArticleCard | null>(null);
  const [deleting, setDeleting] = useState<ArticleCard | null>(null);
  const [managing, setManaging] = useState(false);

  return (
    <>
      <PageHeader
        title={t('Articles Management')}
        description={t('Publish general articles, review community articles and choose what the home page features.')}
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setManaging(true)}>
              <FolderCog aria-hidden className="h-4 w-4" /> {t('Manage Categories')}
            </Button>
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden className="h-4 w-4" /> {t('Create General Article')}
            </Button>
          </>
        }
      />

      {isAdmin && (
        <Alert tone="info" className="mb-4">
          {t(
            'As an admin you can see all articles, general and community. Community articles show the ID of their club.',
          )}
        </Alert>
      )}

      <div className="card">
        <AdminArticleFilters
          value={filters}
          withType={isAdmin}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <AdminArticlesTable
          query={query}
          isAdmin={isAdmin}
          onEdit={setEditing}
          onDelete={setDeleting}
          onFeaturedFailed={(m) => notify('error', m)}
        />
      </div>

      <CreateArticleDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => notify('success', t('Article created.'))}
      />
      <EditArticleDialog article={editing} onClose={() => setEditing(null)} />
      <DeleteArticleDialog article={deleting} onClose={() => setDeleting(null)} />
      <CategoryManager open={managing} onOpenChange={setManaging} />
      {toast}
    </>
  );
}
