import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Community } from '../api';
import { CommunityImage } from './community-image';
import { StatusBadge } from '../../../components/status-badge';
import { msg, t } from '../../../lib/i18n';

/** A community's member count (shown with t(MEMBER_COUNT, { count })). */
export const MEMBER_COUNT = msg('{count, plural, one {# member} other {# members}}');

/**
 * A community card: the whole card opens /community/{id} (a stretched link), while `action`
 * (Join button, 'Joined' or 'Member' label) stays separately clickable.
 */
export function CommunityCard({
  community,
  action,
  compact = false,
  eager,
}: {
  community: Community;
  action?: ReactNode;
  compact?: boolean /** The first card of a page: its image is the page's largest. */;
  eager?: boolean;
}) {
  return (
    <li className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md">
      <CommunityImage
        src={community.image}
        alt={t('{name} cover', { name: community.name })}
        width={640}
        height={360}
        className="aspect-[2/1] w-full sm:aspect-video"
        eager={eager}
      />
      <div className={`flex flex-1 flex-col ${compact ? 'p-3' : 'p-4'}`}>
        <div className="flex items-start justify-between gap-2">
          <h3 className={`font-semibold ${compact ? 'text-sm' : 'text-base'}`}>
            <Link
              to={`/community/${community._id}`}
              className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus-visible:outline-none after:focus-visible:rounded-card after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
            >
              {community.name}
            </Link>
          </h3>
          {community.status !== 'approved' && <StatusBadge status={community.status} />}
        </div>
        {!compact && <p className="mt-1 line-clamp-2 text-sm text-muted">{community.description}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          <span className="inline-flex items-center gap-1.5 text-xs text-muted">
            <Users aria-hidden className="h-3.5 w-3.5" />
            {t(MEMBER_COUNT, { count: community.memberCount })}
          </span>
          {action && <div className="relative z-10">{action}</div>}
        </div>
      </div>
    </li>
  );
}
