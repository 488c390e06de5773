import {
  Bell,
  Bookmark,
  BookmarkCheck,
  Building2,
  ClipboardList,
  FileText,
  type LucideIcon,
  Mail,
  MessagesSquare,
} from 'lucide-react';
import { Link } from 'react-router';
import { WATCHLIST_PATH } from '../../../../common/startups';
import { PageHeader } from '../../components/page-header';
import { JoinedCommunitiesPanel } from '../../features/communities/components/joined-communities-panel';
import { ProfileCard } from '../../features/users/components/profile-card';
import { msg, t } from '../../lib/i18n';

interface DashboardLink {
  to: string;
  label: string;
  text: string;
  icon: LucideIcon;
}

/**
 * Where a member's startup work lives (the sidebar keeps the items of part 3 §2.2, My Applications and My Watchlist).
 * The labels and texts of these tables are shown with t().
 */
const STARTUP_LINKS: DashboardLink[] = [
  {
    to: '/user/startup-management',
    label: msg('Startup Management'),
    text: msg('Create your startup, post opportunities and read the applications.'),
    icon: Building2,
  },
  {
    to: '/user/applications',
    label: msg('My Applications'),
    text: msg('The opportunities you applied to and where each application stands.'),
    icon: ClipboardList,
  },
  {
    to: WATCHLIST_PATH,
    label: msg('My Watchlist'),
    text: msg('The startups you keep an eye on. Only you see this list.'),
    icon: Bookmark,
  },
];

/** The member's own things (issue 17). */
const MEMBER_LINKS: DashboardLink[] = [
  {
    to: '/user/notification',
    label: msg('Notifications'),
    text: msg('Comments, replies, likes and reviews.'),
    icon: Bell,
  },
  {
    to: '/user/bookmark',
    label: msg('Bookmarks'),
    text: msg('Articles, posts, events and jobs you saved.'),
    icon: BookmarkCheck,
  },
  {
    to: '/user/blog',
    label: msg('My articles'),
    text: msg('Your community articles and their review.'),
    icon: FileText,
  },
  {
    to: '/user/content',
    label: msg('My posts and comments'),
    text: msg('Everything you wrote in communities.'),
    icon: MessagesSquare,
  },
  {
    to: '/user/subscription',
    label: msg('Email preferences'),
    text: msg('The newsletter, the digest and each email.'),
    icon: Mail,
  },
];

function LinkCards({ id, title, links }: { id: string; title: string; links: DashboardLink[] }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map(({ to, label, text, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="card flex items-start gap-3 p-5 hover:border-brand-300">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold text-ink">{t(label)}</span>
                <span className="mt-0.5 block text-sm text-muted">{t(text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function UserDashboardPage() {
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('Your Dashboard')} description={t('Your profile and the communities you belong to.')} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <ProfileCard />
        <JoinedCommunitiesPanel />
      </div>
      <LinkCards id="startup-links" title={t('Startups')} links={STARTUP_LINKS} />
      <LinkCards id="member-links" title={t('Your activity')} links={MEMBER_LINKS} />
    </div>
  );
}
