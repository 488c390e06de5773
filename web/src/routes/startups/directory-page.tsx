import { AlertTriangle, Building2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { STARTUP_MESSAGES } from '../../../../common/startups';
import { Button, buttonClass } from '../../components/button';
import { LoadMore } from '../../components/load-more';
import { EmptyState } from '../../components/query-state';
import { useStartupDirectory, useStartupIndustries, useStartupStats } from '../../features/startups/api';
import { DirectoryHero } from '../../features/startups/components/directory-hero';
import { IndustryChips, industryHref } from '../../features/startups/components/industry-chips';
import { StartupCard, StartupCardSkeletons } from '../../features/startups/components/startup-card';
import { useHead } from '../../lib/head';
import { t } from '../../lib/i18n';
import { pageFromSearch } from '../../lib/paged-list';
import { HydrateLater, HydrateLaterEach } from '../../components/hydrate-later';

/**
 * /startup, the startup directory (part 3 §2.8, decision 15): the hero with the counts, the industry chips (the
 * chip lives in the address, `?industry=`), the verified startups' cards page by page ('Load more', `?page=`).
 */
export default function DirectoryPage() {
  const [params] = useSearchParams();
  const industry = params.get('industry')?.trim() || undefined;
  const list = useStartupDirectory({ industry, page: pageFromSearch(params) });
  const stats = useStartupStats();
  const industries = useStartupIndustries();
  useHead({
    title: industry ? t('{industry} Startups', { industry }) : t('Startup Directory'),
    description: industry
      ? t('Verified {industry} startups built by African founders: profiles, founders and open opportunities.', {
          industry,
        })
      : t(
          'Discover verified startups built by African founders: profiles, founders, funding stages and open opportunities.',
        ),
    canonical: industryHref(industry),
  });

  return (
    <div className="container-page py-6 sm:py-10">
      <DirectoryHero
        stats={stats.data}
        title={industry ? t('{industry} startups', { industry }) : t('Meet the startups shaping Africa')}
      />
      <HydrateLater>
        <IndustryChips industries={industries.data ?? []} active={industry} />
      </HydrateLater>
      <h2 className="sr-only">{industry ? t('{industry} startups', { industry }) : t('All startups')}</h2>
      {list.isPending ? (
        <StartupCardSkeletons />
      ) : list.isError && !list.data ? (
        <EmptyState icon={AlertTriangle} title={t(STARTUP_MESSAGES.loadError)} round>
          <p>{t(STARTUP_MESSAGES.fetchFailed)}</p>
          <Button className="mt-4" onClick={() => void list.refetch()}>
            {t('Try Again')}
          </Button>
        </EmptyState>
      ) : list.items.length === 0 ? (
        <EmptyState icon={Building2} title={t(STARTUP_MESSAGES.empty)} round>
          <p>{industry ? t('No verified {industry} startups yet.', { industry }) : t('No verified startups yet.')}</p>
          {industry && (
            <Link to={industryHref()} className={buttonClass('secondary', 'md', 'mt-4')}>
              {t('See all industries')}
            </Link>
          )}
        </EmptyState>
      ) : (
        <>
          {/* Another chip's cards stay, dimmed, until its own arrive. */}
          <ul
            aria-busy={list.isPlaceholderData || undefined}
            className={`grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            <HydrateLaterEach items={list.items} keyOf={(s) => s._id}>
              {(s, i) => <StartupCard startup={s} eager={i === 0} />}
            </HydrateLaterEach>
          </ul>
          <LoadMore list={list} failedText={t(STARTUP_MESSAGES.fetchFailed)} />
        </>
      )}
    </div>
  );
}
