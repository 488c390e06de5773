import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { STARTUP_DIRECTORY_PATH } from '../../../../common/startups';
import { buttonClass } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { Watchlist } from '../../features/startups/components/watchlist';
import { usePageParam } from '../../lib/paged-list';
import { t } from '../../lib/i18n';

/** /user/watchlist (issue 11, review): the startups the user put on their private watchlist. */
export default function WatchlistPage() {
  const [page] = usePageParam();
  const [toast, notify] = useToast();
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={t('My Watchlist')}
        description={t('The startups you keep an eye on, latest added first. Only you see this list.')}
        actions={
          <Link to={STARTUP_DIRECTORY_PATH} className={buttonClass('secondary', 'sm')}>
            <Building2 aria-hidden className="h-4 w-4" /> {t('Browse startups')}
          </Link>
        }
      />
      <Watchlist page={page} notify={notify} />
      {toast}
    </div>
  );
}
