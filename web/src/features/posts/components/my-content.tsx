import { MessageCircle, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { OWN_CONTENT_MESSAGES as M } from '../../../../../common/own-content';
import { buttonClass } from '../../../components/button';
import { LoadMore } from '../../../components/load-more';
import { EmptyState, QueryState } from '../../../components/query-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { type MyContentItem, useMyContent } from '../api';

/** The member's posts and comments across communities, newest first, each linking to its place (issue 17). */
export function MyContent({ page }: { page: number }) {
  const list = useMyContent(page);
  return (
    <QueryState
      query={list}
      loading={t('Loading your posts and comments')}
      error={t(M.contentFailed)}
      isEmpty={() => list.items.length === 0}
      empty={
        <EmptyState icon={MessageSquareText} title={t(M.contentEmpty)} round>
          <p>{t('Posts you write and comments you leave in your communities will be listed here.')}</p>
          <Link to="/user/community" className={buttonClass('primary', 'sm', 'mt-4')}>
            {t('Go to my communities')}
          </Link>
        </EmptyState>
      }
    >
      {() => (
        <>
          <ul className="space-y-3" aria-busy={list.isFetching || undefined} data-testid="my-content">
            {list.items.map((item) => (
              <MyContentRow key={`${item.kind}-${item._id}`} item={item} />
            ))}
          </ul>
          <LoadMore list={list} failedText={t(M.contentFailed)} />
        </>
      )}
    </QueryState>
  );
}

function MyContentRow({ item }: { item: MyContentItem }) {
  // OWN_CONTENT_KIND_LABELS' words as one message: 'Post' here is a noun, where the post form's button is a verb.
  const kind = t('{kind, select, post {Post} other {Comment}}', { kind: item.kind });
  const Icon = item.kind === 'post' ? MessageSquareText : MessageCircle;
  return (
    <li className="card flex items-start gap-3 p-4" data-testid="my-content-item" data-kind={item.kind}>
      <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm break-words">
          <Link to={item.url} className="font-medium text-ink hover:text-brand-700 hover:underline">
            {item.excerpt || (item.kind === 'post' ? t('(empty post)') : t('(empty comment)'))}
          </Link>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <StatusBadge status={item.kind} label={kind} tone={item.kind === 'post' ? 'good' : 'neutral'} />
          <span>
            {item.kind === 'post' ? t('in') : t('on a post in')}{' '}
            <Link to={`/community/${item.community._id}`} className="hover:underline">
              {item.community.name}
            </Link>
          </span>
          <span aria-hidden>·</span>
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}
