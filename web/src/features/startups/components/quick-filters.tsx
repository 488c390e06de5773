import { STARTUP_LABELS, STARTUP_MESSAGES } from '../../../../../common/startups';
import { LoadMore } from '../../../components/load-more';
import { EmptyState, QueryState } from '../../../components/query-state';
import { Tabs } from '../../../components/tabs';
import { msg, t } from '../../../lib/i18n';
import { type QuickFilter, useQuickFilter } from '../api';
import { StartupCard } from './startup-card';

export const QUICK_FILTER_LABELS: Record<QuickFilter, string> = {
  'similar-industry': STARTUP_LABELS.similarIndustry,
  'same-funding-stage': STARTUP_LABELS.sameFundingStage,
  'same-location': STARTUP_LABELS.sameLocation,
  'recently-founded': STARTUP_LABELS.recentlyFounded,
};

const EMPTY: Record<QuickFilter, string> = {
  'similar-industry': msg('No other startups in this industry yet.'),
  'same-funding-stage': msg('No other startups at this funding stage yet.'),
  'same-location': msg('No other startups in this country yet.'),
  'recently-founded': msg('No recently founded startups yet.'),
};

/** The address parameter of the quick filter's own 'Load more'. */
export const QUICK_FILTER_PAGE_PARAM = 'filterPage';

/**
 * The profile's four quick filters (part 3 §2.9), each listing its startups. The chosen filter lives in the
 * address (the tabs are links), so they work without JavaScript; a failure shows an empty list (part 3 §8).
 */
export function QuickFilters({
  startupId,
  filter,
  page,
  hrefOf,
  onSelect,
}: {
  startupId: string;
  filter: QuickFilter;
  page: number;
  hrefOf(filter: QuickFilter): string;
  onSelect(filter: QuickFilter): void;
}) {
  const list = useQuickFilter(startupId, filter, page);
  const items = (Object.keys(QUICK_FILTER_LABELS) as QuickFilter[]).map((value) => ({
    value,
    label: t(QUICK_FILTER_LABELS[value]),
    href: hrefOf(value),
  }));
  return (
    <Tabs
      label={t('Quick filters')}
      variant="subtle"
      listClassName="mb-4"
      items={items}
      value={filter}
      onValueChange={onSelect}
    >
      <QueryState
        // Part 3 §8: filter failures yield empty lists.
        query={{ isPending: list.isPending, isError: false, data: list.isError && !list.data ? [] : list.items }}
        loading={t('Loading startups')}
        error={t(STARTUP_MESSAGES.fetchFailed)}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState bare>{t(EMPTY[filter])}</EmptyState>}
        className="p-6"
      >
        {(rows) => (
          <>
            <ul className="grid gap-3 sm:grid-cols-2" data-testid="quick-filter-results">
              {rows.map((s) => (
                <StartupCard key={s._id} startup={s} compact />
              ))}
            </ul>
            <LoadMore list={list} failedText={t(STARTUP_MESSAGES.fetchFailed)} param={QUICK_FILTER_PAGE_PARAM} />
          </>
        )}
      </QueryState>
    </Tabs>
  );
}
