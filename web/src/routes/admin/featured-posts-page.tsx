import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ARTICLE_MESSAGES as M } from '../../../../common/articles';
import { FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { inputClass, TextField } from '../../components/text-field';
import { ArticleImage } from '../../features/articles/components/article-image';
import { ImagePicker } from '../../features/articles/components/image-picker';
import { type FeaturedPost, useDeleteFeaturedPost, useFeaturedPosts, useSaveFeaturedPost } from '../../features/featured-posts/api';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { firstErrorMessage } from '../../lib/form';

// Title, content and tag required, an image on create only; one message for all (part 2 §5).
const PostForm = z.object({
  title: z.string().trim().min(1, M.featuredPostRequired),
  content: z.string().trim().min(1, M.featuredPostRequired),
  tag: z.string().trim().min(1, M.featuredPostRequired),
});
type PostValues = z.infer<typeof PostForm>;

/** Admin Featured Posts Management (part 2 screen 5). */
export default function AdminFeaturedPostsPage() {
  const posts = useFeaturedPosts();
  const remove = useDeleteFeaturedPost();
  const [editing, setEditing] = useState<FeaturedPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FeaturedPost | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  return (
    <>
      <PageHeader
        title="Featured Posts"
        description="Posts shown in the home page carousel, newest first."
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden className="h-4 w-4" /> Create Featured Post
          </Button>
        }
      />
      <QueryState
        query={posts}
        loading="Loading featured posts"
        error="Failed to load featured posts"
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState icon={Star} title="No featured posts yet. Create one!" />}
      >
        {(data) => (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {data.map((p) => (
            <li key={p._id} className="card flex flex-col overflow-hidden">
              <ArticleImage src={p.image} alt="" />
              <div className="flex flex-1 flex-col p-4">
                {p.tag && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{p.tag}</p>}
                <h2 className="mt-1 font-semibold">{p.title}</h2>
                <p className="mt-2 line-clamp-3 flex-1 text-sm text-muted">{p.content}</p>
                <p className="mt-3 text-xs text-muted">{formatDate(p.createdAt)}</p>
                <div className="mt-3 flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(p)} aria-label={`Edit ${p.title}`}>
                    <Pencil aria-hidden className="h-4 w-4" /> Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    onClick={() => {
                      setDeleteError(null);
                      setDeleting(p);
                    }}
                    aria-label={`Delete ${p.title}`}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" /> Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
        )}
      </QueryState>

      <Modal open={!!editing} onOpenChange={(o) => !o && setEditing(null)} title={editing === 'new' ? 'Create New Featured Post' : 'Edit Featured Post'}>
        {editing && <FeaturedPostForm post={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete Featured Post"
        description={deleting ? `Are you sure you want to delete "${deleting.title}"?` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() =>
          deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null), onError: (err) => setDeleteError(errorMessage(err, 'Failed to delete the post')) })
        }
      />
    </>
  );
}

function FeaturedPostForm({ post, onDone }: { post?: FeaturedPost; onDone(): void }) {
  const ids = useId();
  const save = useSaveFeaturedPost();
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<PostValues>({
    resolver: zodResolver(PostForm),
    defaultValues: { title: post?.title ?? '', content: post?.content ?? '', tag: post?.tag ?? '' },
  });
  const submit = handleSubmit(async (v) => {
    setError(null);
    if (!post && !image) return setError(M.featuredPostRequired);
    try {
      await save.mutateAsync({ id: post?._id, ...v, image });
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'Failed to save the post'));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError message={firstErrorMessage(formState.errors) ?? error} />
      <TextField label="Title" required maxLength={200} {...register('title')} invalid={!!formState.errors.title} />
      <div>
        <label htmlFor={`${ids}-content`} className="mb-1.5 block text-sm font-medium text-ink">
          Content
        </label>
        <textarea id={`${ids}-content`} rows={5} required className={inputClass} {...register('content')} aria-invalid={!!formState.errors.content || undefined} />
      </div>
      <TextField label="Tag" required maxLength={100} {...register('tag')} invalid={!!formState.errors.tag} />
      <ImagePicker label="Image" file={image} current={post?.image} onChange={setImage} onProblem={setError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {post ? 'Save Changes' : 'Create Post'}
        </Button>
      </div>
    </form>
  );
}
