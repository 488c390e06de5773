import { PageHeader } from '../../components/page-header';
import { JoinedCommunitiesPanel } from '../../features/communities/components/joined-communities-panel';
import { ProfileCard } from '../../features/users/components/profile-card';

export default function UserDashboardPage() {
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title="Your Dashboard" description="Your profile and the communities you belong to." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <ProfileCard />
        <JoinedCommunitiesPanel />
      </div>
    </div>
  );
}
