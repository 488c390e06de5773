import { Briefcase } from 'lucide-react';
import { OPPORTUNITY_MESSAGES } from '../../../../../common/opportunities';
import { LoadMore } from '../../../components/load-more';
import { EmptyState, QueryState } from '../../../components/query-state';
import { t } from '../../../lib/i18n';
import type { PagedList } from '../../../lib/paged-list';
import type { Opportunity } from '../opportunity-api';
import { OpportunityCard } from './opportunity-card';
import { Section } from './startup-profile';

/** The startup's opportunities (part 3 §2.9), each opening /opportunity/{id}. */
export function StartupOpportunities({ list }: { list: PagedList<Opportunity> }) {
  return (
    <Section title={t('Opportunities')}>
      <QueryState
        query={list}
        loading={t('Loading opportunities')}
        error={t(OPPORTUNITY_MESSAGES.fetchFailed)}
        isEmpty={() => list.items.length === 0}
        empty={
          <EmptyState icon={Briefcase} bare className="!py-6">
            {t(OPPORTUNITY_MESSAGES.noOpportunities)}
          </EmptyState>
        }
        className="p-6"
      >
        {() => (
          <>
            <ul className="grid gap-3">
              {list.items.map((o) => (
                <OpportunityCard key={o._id} opportunity={o} />
              ))}
            </ul>
            <LoadMore list={list} failedText={t(OPPORTUNITY_MESSAGES.fetchFailed)} param="opportunitiesPage" />
          </>
        )}
      </QueryState>
    </Section>
  );
}
