import { BellOff } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { NOTIFICATION_MESSAGES as M } from '../../../../../common/notifications';
import { Avatar } from '../../../components/avatar';
import { LoadMore } from '../../../components/load-more';
import { EmptyState, QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { msg, t } from '../../../lib/i18n';
import { type Notification, useMarkRead, useNotifications } from '../api';

/** English; shown with t(). */
export const NOTIFICATIONS_FAILED = msg('Failed to load your notifications');

/**
 * /user/notification's list (issue 17): newest first, each row a sentence with who and when; unread rows are
 * marked; opening a row marks it read and goes to the thing. The rows are real links (they work before hydration).
 */
export function NotificationList({ page }: { page: number }) {
  const list = useNotifications(page);
  return (
    <QueryState
      query={list}
      loading={t('Loading your notifications')}
      error={t(NOTIFICATIONS_FAILED)}
      isEmpty={() => list.items.length === 0}
      empty={
        <EmptyState icon={BellOff} title={t(M.empty)} round>
          <p>
            {t('When someone comments on your posts, replies to you or applies to your startup, you will see it here.')}
          </p>
        </EmptyState>
      }
    >
      {() => (
        <>
          <ul
            className="card divide-y divide-line"
            aria-busy={list.isFetching || undefined}
            data-testid="notifications"
          >
            {list.items.map((n) => (
              <NotificationRow key={n._id} n={n} />
            ))}
          </ul>
          <LoadMore list={list} failedText={t(NOTIFICATIONS_FAILED)} />
        </>
      )}
    </QueryState>
  );
}

function NotificationRow({ n }: { n: Notification }) {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = !n.readAt;
  const actor = n.actors[0];
  return (
    <li data-testid="notification" data-unread={unread || undefined}>
      <Link
        to={n.url}
        onClick={(e) => {
          if (!unread) return;
          e.preventDefault();
          // Marked read first (the bell's count follows), then opened; opened anyway if that fails.
          markRead.mutateAsync(n._id).finally(() => void navigate(n.url));
        }}
        className={`flex items-start gap-3 px-4 py-3 transition-colors hover:bg-black/5 ${unread ? 'bg-brand-50/60' : ''}`}
      >
        <Avatar src={actor?.profileImage} first={actor?.first_name ?? 'A'} last={actor?.last_name ?? 'F'} size="sm" />
        <span className="min-w-0 flex-1">
          <span className={`block text-sm ${unread ? 'font-semibold text-ink' : 'text-muted'}`}>{n.text}</span>
          <time dateTime={n.createdAt} className="mt-0.5 block text-xs text-muted">
            {formatDateTime(n.createdAt, 'local')}
          </time>
        </span>
        {unread && (
          <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" role="img" aria-label={t('Unread')} />
        )}
      </Link>
    </li>
  );
}
