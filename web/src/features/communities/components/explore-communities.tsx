import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, QueryState } from '../../../components/query-state';
import { t } from '../../../lib/i18n';
import { useCommunities } from '../api';
import { CommunityCard } from './community-card';

const HOME_COMMUNITIES = 8;

/** Home page 'Explore by Community' (part 1 §2.5 item 3): a 4-column grid on desktop. */
export function ExploreCommunities() {
  const list = useCommunities({ limit: HOME_COMMUNITIES });
  return (
    <section className="container-page py-12 sm:py-16" aria-labelledby="explore-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="explore-heading" className="text-2xl font-bold sm:text-3xl">
          {t('Explore by Community')}
        </h2>
        <Link
          to="/communities"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('View all communities')} <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
      <div className="mt-8">
        <QueryState
          query={list}
          loading={t('Loading communities')}
          error={t('Failed to load communities. Please try again later.')}
          isEmpty={() => list.items.length === 0}
          empty={<EmptyState>{t('No communities found')}</EmptyState>}
        >
          {() => (
            <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
              {list.items.slice(0, HOME_COMMUNITIES).map((c) => (
                <CommunityCard key={c._id} community={c} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}
