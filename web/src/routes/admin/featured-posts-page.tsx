import { Plus, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { type FeaturedPost, useDeleteFeaturedPost, useFeaturedPosts } from '../../features/featured-posts/api';
import { FeaturedPostAdminCard } from '../../features/featured-posts/components/featured-post-admin-card';
import { FeaturedPostForm } from '../../features/featured-posts/components/featured-post-form';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';

/** Admin Featured Posts Management (part 2 screen 5). */
export default function AdminFeaturedPostsPage() {
  const posts = useFeaturedPosts();
  const remove = useDeleteFeaturedPost();
  const [editing, setEditing] = useState<FeaturedPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FeaturedPost | null>(null);

  return (
    <>
      <PageHeader
        title={t('Featured Posts')}
        description={t('Posts shown in the home page carousel, newest first.')}
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden className="h-4 w-4" /> {t('Create Featured Post')}
          </Button>
        }
      />
      <QueryState
        query={posts}
        loading={t('Loading featured posts')}
        error={t('Failed to load featured posts')}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState icon={Star} title={t('No featured posts yet. Create one!')} />}
      >
        {(data) => (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {data.map((p) => (
              <FeaturedPostAdminCard
                key={p._id}
                post={p}
                onEdit={() => setEditing(p)}
                onDelete={() => setDeleting(p)}
              />
            ))}
          </ul>
        )}
      </QueryState>

      <Modal
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === 'new' ? t('Create New Featured Post') : t('Edit Featured Post')}
      >
        {editing && <FeaturedPostForm post={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => {
          if (o) return;
          setDeleting(null);
          remove.reset();
        }}
        title={t('Delete Featured Post')}
        description={deleting ? t('Are you sure you want to delete "{title}"?', { title: deleting.title }) : ''}
        confirmLabel={t('Delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('Failed to delete the post')) : null}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
