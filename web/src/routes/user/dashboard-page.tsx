import { PageHeader } from '../../components/page-header';
import { ProfileCard } from '../../features/users/components/profile-card';

export default function UserDashboardPage() {
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title="Your Dashboard" description="Your profile and the communities you belong to." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <ProfileCard />
        {/* Joined Communities panel (part 1 §2.7) lands here with the communities issue. */}
        <section id="joined-communities" aria-label="Joined communities" className="empty:hidden" />
      </div>
    </div>
  );
}
