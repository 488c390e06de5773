import { CheckCheck, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { NOTIFICATION_MESSAGES as M } from '../../../../common/notifications';
import { Button, buttonClass } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { useMarkAllRead, useUnreadCount } from '../../features/notifications/api';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { useAuth } from '../../lib/auth';
import { usePageParam } from '../../lib/paged-list';
import { t } from '../../lib/i18n';

/** /user/notification, and /admin/notifications for admins (issue 17): the member's notifications. */
export default function NotificationPage() {
  const [page] = usePageParam();
  const { isAdmin } = useAuth();
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  return (
    <div className={isAdmin ? '' : 'container-page py-8 sm:py-10'}>
      <PageHeader
        title={t('Notifications')}
        description={t('What happened around your posts, articles, startups and applications, newest first.')}
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={!unread || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              <CheckCheck aria-hidden className="h-4 w-4" /> {t(M.markAll)}
            </Button>
            {!isAdmin && (
              <Link to="/user/subscription" className={buttonClass('ghost', 'sm')}>
                <Settings aria-hidden className="h-4 w-4" /> {t('Email preferences')}
              </Link>
            )}
          </>
        }
      />
      <NotificationList page={page} />
    </div>
  );
}
