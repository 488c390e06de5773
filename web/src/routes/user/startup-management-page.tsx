import { BadgeCheck, Briefcase, Clock, Plus, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { STARTUP_MESSAGES as M } from '../../../../common/startups';
import { Button } from '../../components/button';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { Tabs } from '../../components/tabs';
import { useToast } from '../../components/toast';
import { OpportunityFormDialog } from '../../features/startups/components/manage/opportunity-form-dialog';
import { OwnerOpportunities } from '../../features/startups/components/manage/owner-opportunities';
import { OwnerStartups } from '../../features/startups/components/manage/owner-startups';
import { StatCards } from '../../features/startups/components/manage/stat-cards';
import { countByStatus } from '../../features/startups/components/manage/status';
import { StartupFormDialog } from '../../features/startups/components/manage/startup-form-dialog';
import { type Opportunity, type Startup, useMyOpportunities, useMyStartups } from '../../features/startups/manage-api';
import { t } from '../../lib/i18n';

type Tab = 'startups' | 'opportunities';

/**
 * The owner's dashboard /user/startup-management (part 3 §2.11, issue 11): the four counts, My Startups and My
 * Opportunities grouped by status, Create Startup, Create Opportunity for a verified startup, editing an
 * opportunity with the same form, the applications.
 */
export default function StartupManagementPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const tab: Tab = params.get('tab') === 'opportunities' ? 'opportunities' : 'startups';
  const startups = useMyStartups();
  const opportunities = useMyOpportunities();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Startup | null>(null);
  const [opportunityFor, setOpportunityFor] = useState<Startup | null>(null);
  const [editingOpportunity, setEditingOpportunity] = useState<Opportunity | null>(null);
  const [toast, notify] = useToast();

  const count = (status: Startup['status']) => (startups.data ? countByStatus(startups.items, status) : null);
  const hasVerified = startups.items.some((s) => s.status === 'verified');

  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={t('Startup Management')}
        description={t('Your startups, their opportunities and the applications they receive.')}
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="h-4 w-4" /> {t('Create Startup')}
          </Button>
        }
      />
      <StatCards
        label={t('Your startups at a glance')}
        cards={[
          { label: t('Verified'), value: count('verified'), icon: BadgeCheck, tone: 'bg-brand-50 text-brand-700' },
          { label: t('Pending'), value: count('pending'), icon: Clock, tone: 'bg-amber-50 text-amber-700' },
          {
            label: t('Total Opportunities'),
            value: opportunities.data ? opportunities.total : null,
            icon: Briefcase,
            tone: 'bg-sky-50 text-sky-700',
          },
          { label: t('Rejected'), value: count('rejected'), icon: XCircle, tone: 'bg-red-50 text-red-700' },
        ]}
      />
      <Tabs
        label={t('Startup management')}
        variant="underline"
        className="mb-6"
        items={[
          { value: 'startups', label: t('My Startups'), href: pathname },
          { value: 'opportunities', label: t('My Opportunities'), href: `${pathname}?tab=opportunities` },
        ]}
        value={tab}
        onValueChange={(next) => setParams(next === 'startups' ? {} : { tab: next }, { replace: true })}
      >
        <div className="pt-6">
          {tab === 'startups' ? (
            <QueryState query={startups} loading={t('Loading your startups')} error={t(M.fetchFailed)}>
              {() => (
                <>
                  <OwnerStartups
                    startups={startups.items}
                    onCreate={() => setCreating(true)}
                    onEdit={setEditing}
                    onCreateOpportunity={setOpportunityFor}
                  />
                  <LoadMore list={startups} failedText={t(M.fetchFailed)} />
                </>
              )}
            </QueryState>
          ) : (
            <QueryState
              query={opportunities}
              loading={t('Loading your opportunities')}
              error={t('Failed to fetch opportunities')}
            >
              {() => (
                <>
                  <OwnerOpportunities
                    opportunities={opportunities.items}
                    hasVerifiedStartup={hasVerified}
                    onEdit={setEditingOpportunity}
                    onError={(m) => notify('error', m)}
                  />
                  <LoadMore list={opportunities} failedText={t('Failed to fetch opportunities')} />
                </>
              )}
            </QueryState>
          )}
        </div>
      </Tabs>

      <StartupFormDialog
        variant="owner"
        open={creating}
        onOpenChange={setCreating}
        onSaved={(s) =>
          notify('success', t('{name} was created. It appears in the directory once it is verified.', { name: s.name }))
        }
      />
      <StartupFormDialog
        variant="owner-edit"
        open={!!editing}
        startup={editing}
        onOpenChange={(o) => !o && setEditing(null)}
        onSaved={(s) =>
          notify(
            'success',
            s.status === 'pending'
              ? t('{name} was sent for verification.', { name: s.name })
              : t('{name} was updated.', { name: s.name }),
          )
        }
      />
      <OpportunityFormDialog
        startup={opportunityFor}
        onOpenChange={(o) => !o && setOpportunityFor(null)}
        onSaved={(o) => {
          notify('success', t('{title} is now open for applications.', { title: o.title }));
          setParams({ tab: 'opportunities' }, { replace: true });
        }}
      />
      <OpportunityFormDialog
        opportunity={editingOpportunity}
        onOpenChange={(o) => !o && setEditingOpportunity(null)}
        onSaved={(o) => notify('success', t('{title} was updated.', { title: o.title }))}
      />
      {toast}
    </div>
  );
}
