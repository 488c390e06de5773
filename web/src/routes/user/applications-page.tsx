import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { OWNER_DASHBOARD_PATH } from '../../../../common/opportunities';
import { buttonClass } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { MyApplications } from '../../features/startups/components/manage/my-applications';
import { usePageParam } from '../../lib/paged-list';
import { t } from '../../lib/i18n';

/** /user/applications (issue 11): the opportunities the user applied to and the state of each application. */
export default function ApplicationsPage() {
  const [page] = usePageParam();
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={t('My Applications')}
        description={t(
          'The opportunities you applied to. The startup marks each application reviewed, shortlisted or declined.',
        )}
        actions={
          <Link to={OWNER_DASHBOARD_PATH} className={buttonClass('secondary', 'sm')}>
            <Building2 aria-hidden className="h-4 w-4" /> {t('Startup Management')}
          </Link>
        }
      />
      <MyApplications page={page} />
    </div>
  );
}
