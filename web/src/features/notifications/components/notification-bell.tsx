import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { useUnreadCount } from '../api';

/** Where a signed-in member reads their notifications (admins have theirs in the admin area). */
export const notificationsPath = (isAdmin: boolean) => (isAdmin ? '/admin/notifications' : '/user/notification');

/**
 * The bell with the unread count (issue 17), for signed-in users only. The count is polled (api.ts); the badge
 * sits over the icon, so its arrival moves nothing.
 */
export function NotificationBell({ className = '', label }: { className?: string; label?: ReactNode }) {
  const { user, isAdmin } = useAuth();
  const count = useUnreadCount();
  if (!user) return null;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Link
      to={notificationsPath(isAdmin)}
      className={`relative inline-flex items-center gap-3 ${className}`}
      aria-label={count ? t('Notifications, {count} unread', { count }) : t('Notifications')}
      data-testid="notification-bell"
    >
      <span className="relative inline-flex h-5 w-5 shrink-0">
        <Bell aria-hidden className="h-5 w-5" />
        {count > 0 && (
          <span
            data-testid="unread-count"
            className="absolute -right-2 -top-2 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[10px] font-bold leading-[1.1rem] text-white"
          >
            {shown}
          </span>
        )}
      </span>
      {label}
    </Link>
  );
}
