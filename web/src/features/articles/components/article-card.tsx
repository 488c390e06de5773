import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, fullName } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { ArticleCard as ArticleCardData } from '../api';
import { readTimeText } from '../read-time';
import { ArticleImage } from './article-image';
import { CategoryBadge } from './category-badge';

/** An article card: image, category badge, title (the link), summary, author, date and reading time. */
export function ArticleCard({
  article,
  href,
  footer,
  badge,
  eager,
}: {
  article: ArticleCardData;
  href: string;
  footer?: ReactNode;
  badge?: ReactNode /** The first card of a page: its image is the page's largest. */;
  eager?: boolean;
}) {
  const author = article.userId;
  return (
    <article className="card group relative flex h-full w-full flex-col overflow-hidden">
      <ArticleImage src={article.article_image} alt="" eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={article.category} />
          {badge}
        </div>
        <h3 className="mt-3 text-lg leading-snug font-semibold">
          <Link
            to={href}
            className="after:absolute after:inset-0 group-hover:text-brand-700 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-muted">{article.summary}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          {author && <span className="font-medium text-ink">{fullName(author)}</span>}
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="h-3.5 w-3.5" />
            {readTimeText(article.readTime)}
          </span>
        </div>
        {footer && <div className="relative z-10 mt-4">{footer}</div>}
      </div>
    </article>
  );
}

/** The 'Pending review' mark of a community article that is not approved yet (decision 12). */
export function PendingMark({ status }: { status: ArticleCardData['status'] }) {
  if (status === 'approved') return null;
  return (
    <StatusBadge
      status={status}
      tone="warn"
      label={status === 'disapproved' ? t('Not approved') : t('Pending review')}
      className="font-semibold ring-1 ring-amber-200"
    />
  );
}
