import { AlertTriangle, ArrowLeft, Building2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { truncate } from '../../../../common/articles';
import { STARTUP_DIRECTORY_PATH, STARTUP_LABELS, STARTUP_MESSAGES, startupPath } from '../../../../common/startups';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/query-state';
import { PageSpinner } from '../../components/spinner';
import { useToast } from '../../components/toast';
import { HydrateLater } from '../../components/hydrate-later';
import { QUICK_FILTERS, type QuickFilter, useCountStartupView, useStartup } from '../../features/startups/api';
import { useStartupOpportunities } from '../../features/startups/opportunity-api';
import { ClaimAction } from '../../features/startups/components/claim-action';
import { QUICK_FILTER_PAGE_PARAM, QuickFilters } from '../../features/startups/components/quick-filters';
import { SEARCH_PARAM, SearchSimilar } from '../../features/startups/components/search-similar';
import { StartupActions } from '../../features/startups/components/startup-actions';
import { StartupOpportunities } from '../../features/startups/components/startup-opportunities';
import {
  QuickStats,
  Section,
  StartupHeader,
  StartupSections,
} from '../../features/startups/components/startup-profile';
import { ApiError } from '../../lib/api-client';
import { useHead, useHttpStatus } from '../../lib/head';
import { t } from '../../lib/i18n';
import { pageFromSearch } from '../../lib/paged-list';

const FILTER_PARAM = 'filter';
const quickFilterOf = (v: string | null): QuickFilter =>
  (QUICK_FILTERS as readonly string[]).includes(v ?? '') ? (v as QuickFilter) : 'similar-industry';

/** Back (part 3 §2.9): one step back in the history when there is one, else the directory (also without JavaScript). */
function BackLink() {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0 && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey) {
      e.preventDefault();
      navigate(-1);
    }
  };
  return (
    <Link
      to={STARTUP_DIRECTORY_PATH}
      onClick={onClick}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" /> {t(STARTUP_LABELS.back)}
    </Link>
  );
}

/**
 * /startup/:id, a startup's profile (part 3 §2.9, issue 11): rendered on the server with its Open Graph tags (the
 * logo as the image); about, details, founders, opportunities, quick stats, Follow / Watchlist / Share, the claim,
 * the four quick filters and Search Similar. A view is counted once per page load (the server dedupes).
 */
export default function StartupPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useStartup(id);
  const opportunities = useStartupOpportunities(id, pageFromSearch(params, 'opportunitiesPage'));
  const [toast, notify] = useToast();
  // A malformed id is refused with 400: for a reader it is a missing startup.
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useHttpStatus(missing ? 404 : undefined);
  const s = query.data;
  useCountStartupView(s?._id);
  useHead({
    title: missing ? t(STARTUP_MESSAGES.notFound) : (s?.name ?? t('Startup')),
    description: s
      ? truncate(
          t('{name}: {industry} startup. {description}', {
            name: s.name,
            industry: s.industry,
            description: s.description,
          }),
          200,
        )
      : undefined,
    image: s?.logo || undefined,
    canonical: s ? startupPath(s._id) : undefined,
  });

  const filter = quickFilterOf(params.get(FILTER_PARAM));
  const filterHref = (f: QuickFilter) => {
    const next = new URLSearchParams(params);
    next.delete(QUICK_FILTER_PAGE_PARAM);
    if (f === 'similar-industry') next.delete(FILTER_PARAM);
    else next.set(FILTER_PARAM, f);
    const qs = next.toString();
    return `${startupPath(id)}${qs ? `?${qs}` : ''}#quick-filters`;
  };
  const selectFilter = (f: QuickFilter) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(QUICK_FILTER_PAGE_PARAM);
        if (f === 'similar-industry') next.delete(FILTER_PARAM);
        else next.set(FILTER_PARAM, f);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="container-page max-w-6xl py-6 sm:py-10">
      <BackLink />
      {query.isPending ? (
        <PageSpinner label={t('Loading startup')} />
      ) : !s ? (
        <EmptyState
          icon={missing ? Building2 : AlertTriangle}
          title={missing ? t(STARTUP_MESSAGES.notFound) : t('Something went wrong')}
          round
          page
        >
          {missing ? (
            <p>{t('This startup does not exist or is not public.')}</p>
          ) : (
            <>
              <p>{t(STARTUP_MESSAGES.detailsFailed)}</p>
              <Button className="mt-4" onClick={() => void query.refetch()}>
                {t('Try Again')}
              </Button>
            </>
          )}
        </EmptyState>
      ) : (
        <>
          <StartupHeader
            startup={s}
            actions={
              <>
                <StartupActions startup={s} notify={notify} />
                <ClaimAction startup={s} onClaimed={() => notify('success', t(STARTUP_MESSAGES.claimed))} />
              </>
            }
          />
          {/* Below the header, each part hydrates in a task of its own (components/hydrate-later.tsx). */}
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="space-y-6">
              <HydrateLater>
                <StartupSections startup={s} />
              </HydrateLater>
              <HydrateLater>
                <StartupOpportunities list={opportunities} />
              </HydrateLater>
            </div>
            <aside className="space-y-6">
              <HydrateLater>
                <QuickStats startup={s} opportunities={opportunities.data ? opportunities.total : undefined} />
              </HydrateLater>
            </aside>
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <HydrateLater>
              <Section title={t('Discover Similar Startups')} className="scroll-mt-20">
                <div id="quick-filters" className="scroll-mt-24">
                  <QuickFilters
                    startupId={s._id}
                    filter={filter}
                    page={pageFromSearch(params, QUICK_FILTER_PAGE_PARAM)}
                    hrefOf={filterHref}
                    onSelect={selectFilter}
                  />
                </div>
              </Section>
            </HydrateLater>
            <HydrateLater>
              <SearchSimilar startupId={s._id} initial={params.get(SEARCH_PARAM) ?? ''} />
            </HydrateLater>
          </div>
        </>
      )}
      {toast}
    </div>
  );
}
