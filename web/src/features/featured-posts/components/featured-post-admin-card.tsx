import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button';
import { FallbackImage } from '../../../components/fallback-image';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { FeaturedPost } from '../api';

/** A featured post on the admin page: image, tag, title, content, date, Edit and Delete. */
export function FeaturedPostAdminCard({
  post,
  onEdit,
  onDelete,
}: {
  post: FeaturedPost;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <li className="card flex flex-col overflow-hidden">
      <FallbackImage src={post.image} alt="" width={640} height={360} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col p-4">
        {post.tag && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.tag}</p>}
        <h2 className="mt-1 font-semibold">{post.title}</h2>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-muted">{post.content}</p>
        <p className="mt-3 text-xs text-muted">{formatDate(post.createdAt)}</p>
        <div className="mt-3 flex gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('Edit {title}', { title: post.title })}>
            <Pencil aria-hidden className="h-4 w-4" /> {t('Edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            onClick={onDelete}
            aria-label={t('Delete {title}', { title: post.title })}
          >
            <Trash2 aria-hidden className="h-4 w-4" /> {t('Delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
