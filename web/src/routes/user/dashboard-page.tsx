import { Bookmark, Building2, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { WATCHLIST_PATH } from '../../../../common/startups';
import { PageHeader } from '../../components/page-header';
import { JoinedCommunitiesPanel } from '../../features/communities/components/joined-communities-panel';
import { ProfileCard } from '../../features/users/components/profile-card';

/** Where a member's startup work lives (the sidebar keeps the items of part 3 §2.2, My Applications and My Watchlist). */
const STARTUP_LINKS = [
  {
    to: '/user/startup-management',
    label: 'Startup Management',
    text: 'Create your startup, post opportunities and read the applications.',
    icon: Building2,
  },
  {
    to: '/user/applications',
    label: 'My Applications',
    text: 'The opportunities you applied to and where each application stands.',
    icon: ClipboardList,
  },
  {
    to: WATCHLIST_PATH,
    label: 'My Watchlist',
    text: 'The startups you keep an eye on. Only you see this list.',
    icon: Bookmark,
  },
];

export default function UserDashboardPage() {
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title="Your Dashboard" description="Your profile and the communities you belong to." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <ProfileCard />
        <JoinedCommunitiesPanel />
      </div>
      <section aria-labelledby="startup-links" className="mt-6">
        <h2 id="startup-links" className="sr-only">
          Startups
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {STARTUP_LINKS.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="card flex items-start gap-3 p-5 hover:border-brand-300">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="mt-0.5 block text-sm text-muted">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
