import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { STARTUP_LABELS as L, STARTUP_MESSAGES as M } from '../../../../common/startups';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { SelectField } from '../../components/text-field';
import { useToast } from '../../components/toast';
import { AdminStartupCard } from '../../features/startups/components/admin/admin-startup-card';
import { VerifyStartupDialog } from '../../features/startups/components/admin/verify-startup-dialog';
import { StartupFormDialog } from '../../features/startups/components/manage/startup-form-dialog';
import {
  type Startup,
  useAdminStartups,
  useDeleteStartup,
  useIndustryOptions,
} from '../../features/startups/manage-api';
import { errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { usePageParam } from '../../lib/paged-list';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const LIMIT = 12;

/**
 * Admin Startup Management /admin/startup (part 3 §2.13): search over name and description, the industry filter
 * built from the existing industries, Show Pending Only, the card grid, verify / edit / delete, add new.
 */
export default function AdminStartupsPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  // The select's first option, 'All Industries' in the page's language, is no filter.
  const allIndustries = t(L.allIndustries);
  const [industry, setIndustry] = useState<string>(allIndustries);
  const [pendingOnly, setPendingOnly] = useState(false);
  const [page, setPage] = usePageParam();
  const industries = useIndustryOptions();
  const list = useAdminStartups({
    search: debounced,
    industry: industry === allIndustries ? undefined : industry,
    status: pendingOnly ? 'pending' : undefined,
    page,
    limit: LIMIT,
  });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Startup | null>(null);
  const [verifying, setVerifying] = useState<Startup | null>(null);
  const [deleting, setDeleting] = useState<Startup | null>(null);
  const [toast, notify] = useToast();
  const remove = useDeleteStartup();

  return (
    <>
      <PageHeader
        title={t('Startup Management')}
        description={t('Verify new startups, keep their profiles right and add startups for companies.')}
        actions={
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden className="h-4 w-4" /> {t('Add New Startup')}
          </Button>
        }
      />
      <div className="mb-5 flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchField
          label={t('Search startups')}
          placeholder={t('Search by name or description...')}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          className="w-full lg:max-w-md"
        />
        <SelectField
          label={t('Industry')}
          className="w-full sm:w-64"
          options={[allIndustries, ...(industries.data ?? []).map((i) => i.industry)]}
          value={industry}
          onChange={(e) => {
            setIndustry(e.target.value);
            setPage(1);
          }}
        />
        <label className="inline-flex cursor-pointer items-center gap-2 py-2.5 text-sm font-medium">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={pendingOnly}
            onChange={(e) => {
              setPendingOnly(e.target.checked);
              setPage(1);
            }}
          />
          {t(L.showPendingOnly)}
        </label>
      </div>
      {/* Filter and search failures yield an empty list (part 3 §8). */}
      <QueryState
        query={list.isError ? { isPending: false, isError: false, data: { items: [], total: 0 } } : list}
        loading={t('Loading startups')}
        error={t(M.fetchFailed)}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState icon={Building2} title={t(M.adminEmpty)} />}
      >
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.items.map((s) => (
              <AdminStartupCard
                key={s._id}
                startup={s}
                onVerify={() => setVerifying(s)}
                onEdit={() => setEditing(s)}
                onDelete={() => setDeleting(s)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {(list.data?.total ?? 0) > LIMIT && (
        <div className="card mt-4">
          <Pager page={page} total={list.data?.total ?? 0} limit={LIMIT} noun={[t('startup'), t('startups')]} />
        </div>
      )}

      <StartupFormDialog
        variant="admin"
        open={adding}
        onOpenChange={setAdding}
        onSaved={(s) => notify('success', t('{name} was added to the directory.', { name: s.name }))}
      />
      <StartupFormDialog
        variant="edit"
        open={!!editing}
        startup={editing}
        onOpenChange={(o) => !o && setEditing(null)}
        onSaved={(s) => notify('success', t('{name} was updated.', { name: s.name }))}
      />
      <VerifyStartupDialog
        startup={verifying}
        onOpenChange={(o) => !o && setVerifying(null)}
        onVerified={(s) =>
          notify(
            'success',
            s.status === 'verified'
              ? t('{name} was approved.', { name: s.name })
              : t('{name} was rejected.', { name: s.name }),
          )
        }
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('Delete startup?')}
        description={t(M.confirmDelete)}
        confirmLabel={t('Delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => notify('success', t(M.deleted)),
            onError: (err) => {
              console.error(M.deleteError, err);
              notify('error', errorMessage(err, t(M.deleteError)));
            },
          })
        }
      />
      {toast}
    </>
  );
}
