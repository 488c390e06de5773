import { ChevronRight, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_COMMUNITIES } from '../../../../../common/communities';
import { Button, buttonClass } from '../../../components/button';
import { LoadMore } from '../../../components/load-more';
import { QueryState } from '../../../components/query-state';
import { StatusBadge } from '../../../components/status-badge';
import { useMyCommunities } from '../api';
import { msg, t } from '../../../lib/i18n';
import { MEMBER_COUNT } from './community-card';
import { CommunityImage } from './community-image';

export const PANEL_FAILED = msg('Failed to load your communities. Please try again.');

/** The dashboard's Joined Communities panel (part 1 §2.7): first 4, View All / Show Less, a count footer. */
export function JoinedCommunitiesPanel() {
  const mine = useMyCommunities();
  const [all, setAll] = useState(false);
  const total = mine.total;
  const shown = all ? mine.items : mine.items.slice(0, DASHBOARD_COMMUNITIES);

  const body = (
    <QueryState
      query={mine}
      loading={t('Loading your communities')}
      error={t(PANEL_FAILED)}
      className="py-8"
      isEmpty={() => mine.items.length === 0}
      empty={
        <div className="py-6 text-center">
          <p className="text-sm text-muted">{t("You haven't joined any communities yet.")}</p>
          <Link to="/communities" className={buttonClass('primary', 'md', 'mt-4')}>
            {t('Explore Communities')}
          </Link>
        </div>
      }
    >
      {() => (
        <>
          <ul className="divide-y divide-line">
            {shown.map((c) => (
              <li key={c._id}>
                <Link
                  to={`/community/${c._id}`}
                  className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-canvas"
                >
                  <CommunityImage
                    src={c.image}
                    alt=""
                    width={48}
                    height={48}
                    className="h-12 w-12 shrink-0 rounded-lg text-[10px]"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2">
                      <span className="truncate font-medium">{c.name}</span>
                      {c.status !== 'approved' && <StatusBadge status={c.status} />}
                    </span>
                    <span className="block text-xs text-muted">{t(MEMBER_COUNT, { count: c.memberCount })}</span>
                  </span>
                  <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-muted" />
                </Link>
              </li>
            ))}
          </ul>
          {all && <LoadMore list={mine} failedText={t(PANEL_FAILED)} />}
          <p className="mt-3 border-t border-line pt-3 text-xs text-muted">
            {total > DASHBOARD_COMMUNITIES && !all
              ? t('Showing {shown} of {total} communities', { shown: DASHBOARD_COMMUNITIES, total })
              : t('Showing all {total} communities', { total })}
          </p>
        </>
      )}
    </QueryState>
  );

  return (
    <section className="card p-6" aria-labelledby="joined-heading">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id="joined-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Users aria-hidden className="h-5 w-5 text-brand-600" /> {t('Joined Communities')}
        </h2>
        {total > DASHBOARD_COMMUNITIES && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={all}
            onClick={() => setAll((a) => !a)}
            className="text-brand-700"
          >
            {all ? t('Show Less') : t('View All')}
          </Button>
        )}
      </div>
      {body}
    </section>
  );
}
