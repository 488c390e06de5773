import { PageHeader } from '../../components/page-header';
import { ProfileCard } from '../../features/users/components/profile-card';
import { t } from '../../lib/i18n';

export default function AdminProfilePage() {
  return (
    <div className="max-w-2xl">
      <PageHeader title={t('Profile')} description={t('How you appear to members and other admins.')} />
      <ProfileCard />
    </div>
  );
}
