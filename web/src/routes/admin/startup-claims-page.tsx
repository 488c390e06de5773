import { Building2, CheckCircle2, CircleDashed, ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  type ClaimStatus,
  STARTUP_LABELS as L,
  STARTUP_MESSAGES as M,
  startupPath,
} from '../../../../common/startups';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { FallbackImage } from '../../components/fallback-image';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { StatusBadge } from '../../components/status-badge';
import { Tabs } from '../../components/tabs';
import { SelectField } from '../../components/text-field';
import { useToast } from '../../components/toast';
import { StatCards } from '../../features/startups/components/manage/stat-cards';
import { StartupFormDialog } from '../../features/startups/components/manage/startup-form-dialog';
import { useAdminStartups, useClaimStats, useIndustryOptions } from '../../features/startups/manage-api';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { usePageParam } from '../../lib/paged-list';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const LIMIT = 20;
const CLAIM_TONES: Record<ClaimStatus, 'good' | 'warn' | 'neutral'> = {
  unclaimed: 'neutral',
  pending_claim: 'warn',
  claimed: 'good',
};
type ClaimFilter = 'all' | ClaimStatus;

/**
 * Admin Startup Claim Management /admin/startupClaim (part 3 §2.14): the counts of admin-created startups, search over
 * name, description and contact email, industry and claim-status filters, and the create-for-company modal.
 */
export default function AdminStartupClaimsPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  // The select's first option, 'All Industries' in the page's language, is no filter.
  const allIndustries = t(L.allIndustries);
  const [industry, setIndustry] = useState<string>(allIndustries);
  const [claim, setClaim] = useState<ClaimFilter>('all');
  const [page, setPage] = usePageParam();
  const industries = useIndustryOptions();
  const stats = useClaimStats();
  const list = useAdminStartups({
    search: debounced,
    industry: industry === allIndustries ? undefined : industry,
    claimStatus: claim === 'all' ? undefined : claim,
    adminCreated: true,
    page,
    limit: LIMIT,
  });
  const [creating, setCreating] = useState(false);
  const [toast, notify] = useToast();
  const navigate = useNavigate();

  return (
    <>
      <PageHeader
        title={t('Startup Claim Management')}
        description={t('Startups created for companies, and whether the companies have claimed them.')}
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="h-4 w-4" /> {t('Create Startup for Company')}
          </Button>
        }
      />
      <StatCards
        label={t('Claim counts')}
        cards={[
          {
            label: t('Total Created'),
            value: stats.data?.total ?? null,
            icon: Building2,
            tone: 'bg-sky-50 text-sky-700',
          },
          {
            label: t(CLAIM_STATUS_LABELS.unclaimed),
            value: stats.data?.unclaimed ?? null,
            icon: CircleDashed,
            tone: 'bg-amber-50 text-amber-700',
          },
          {
            label: t(CLAIM_STATUS_LABELS.claimed),
            value: stats.data?.claimed ?? null,
            icon: CheckCircle2,
            tone: 'bg-brand-50 text-brand-700',
          },
        ]}
      />
      <div className="card">
        <div className="flex flex-col gap-3 border-b border-line p-3 sm:p-4 lg:flex-row lg:items-end">
          <SearchField
            label={t('Search startups')}
            placeholder={t('Search by name, description or contact email...')}
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
            className="w-full lg:max-w-md"
          />
          <SelectField
            label={t('Industry')}
            className="w-full sm:w-60"
            options={[allIndustries, ...(industries.data ?? []).map((i) => i.industry)]}
            value={industry}
            onChange={(e) => {
              setIndustry(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <Tabs
          label={t('Claim status')}
          items={[
            { value: 'all', label: t('All') },
            ...CLAIM_STATUSES.map((c) => ({ value: c, label: t(CLAIM_STATUS_LABELS[c]) })),
          ]}
          value={claim}
          onValueChange={(c) => {
            setClaim(c);
            setPage(1);
          }}
          listClassName="border-b border-line p-3 sm:p-4"
        />
        {/* Filter and search failures yield an empty list (part 3 §8). */}
        <QueryState
          query={list.isError ? { isPending: false, isError: false, data: { items: [], total: 0 } } : list}
          loading={t('Loading startups')}
          error={t(M.fetchFailed)}
        >
          {(data) => (
            <DataTable
              label={t('Startups created for companies')}
              rows={data.items}
              rowKey={(s) => s._id}
              rowProps={() => ({ 'data-testid': 'claim-row' })}
              empty={t(M.adminEmpty)}
              className="min-w-[760px]"
              columns={[
                {
                  header: t('Startup'),
                  rowHeader: true,
                  cell: (s) => (
                    <span className="flex items-center gap-3">
                      <FallbackImage
                        src={s.logo}
                        alt=""
                        width={40}
                        height={40}
                        className="h-10 w-10 shrink-0 rounded-lg border border-line object-contain text-[0px]"
                      />
                      <span className="min-w-0">
                        <span className="block font-semibold">{s.name}</span>
                        <span className="block max-w-[14rem] truncate text-xs font-normal text-muted">
                          {s.description}
                        </span>
                      </span>
                    </span>
                  ),
                },
                { header: t('Industry'), cell: (s) => s.industry, className: 'text-muted' },
                {
                  header: t('Contact email'),
                  cell: (s) => s.contactEmail ?? '—',
                  className: 'whitespace-nowrap text-muted',
                },
                {
                  header: t('Claim status'),
                  cell: (s) => (
                    <>
                      <StatusBadge
                        status={s.claimStatus}
                        label={t(CLAIM_STATUS_LABELS[s.claimStatus])}
                        tone={CLAIM_TONES[s.claimStatus]}
                      />
                      {s.claimDate && <span className="mt-1 block text-xs text-muted">{formatDate(s.claimDate)}</span>}
                    </>
                  ),
                  className: 'whitespace-nowrap',
                },
                {
                  header: t('Created'),
                  cell: (s) => formatDate(s.createdAt),
                  className: 'whitespace-nowrap text-muted',
                },
              ]}
              actions={(s) => [
                {
                  label: t('View'),
                  name: `${t('View')} ${s.name}`,
                  icon: ExternalLink,
                  onClick: () => void navigate(startupPath(s._id)),
                },
              ]}
            />
          )}
        </QueryState>
        <Pager page={page} total={list.data?.total ?? 0} limit={LIMIT} noun={[t('startup'), t('startups')]} />
      </div>

      <StartupFormDialog
        variant="claim"
        open={creating}
        onOpenChange={setCreating}
        onSaved={(s) => notify('success', t('{name} was created and can now be claimed.', { name: s.name }))}
      />
      {toast}
    </>
  );
}
