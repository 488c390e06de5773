import { PageHeader } from '../../components/page-header';
import { ProfileCard } from '../../features/users/components/profile-card';

export default function AdminProfilePage() {
  return (
    <div className="max-w-2xl">
      <PageHeader title="Profile" description="How you appear to members and other admins." />
      <ProfileCard />
    </div>
  );
}
