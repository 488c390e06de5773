import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CommunityStatus } from '../../../../common/communities';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { StatusBadge } from '../../components/status-badge';
import { Tabs } from '../../components/tabs';
import { useToast } from '../../components/toast';
import { statusActions } from '../../features/communities/admin-actions';
import {
  type Community,
  useArchiveCommunity,
  useCommunityCounts,
  useCommunityPage,
  useDeleteCommunity,
  useSetCommunityStatus,
} from '../../features/communities/api';
import { CommunityFormDialog, CREATE_SUCCESS } from '../../features/communities/components/community-form-dialog';
import { CommunityImage } from '../../features/communities/components/community-image';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { usePageParam } from '../../lib/paged-list';

// 'featured' shows approved communities, like 'active' (part 1 §2.8).
const TABS: { value: string; label: string; status?: CommunityStatus }[] = [
  { value: 'all', label: msg('All') },
  { value: 'active', label: msg('Active'), status: 'approved' },
  { value: 'pending', label: msg('Pending'), status: 'pending' },
  { value: 'featured', label: msg('Featured'), status: 'approved' },
  { value: 'archived', label: msg('Archived'), status: 'archived' },
];
const LIMIT = 20;

type Pending = { kind: 'archive' | 'delete'; community: Community } | null;

/** Admin communities (part 1 §2.8): stats, status tabs, list, create, edit, status actions, archive, delete. */
export default function AdminCommunitiesPage() {
  const [tab, setTab] = useState(TABS[0]!);
  const [page, setPage] = usePageParam();
  const list = useCommunityPage({ status: tab.status, page, limit: LIMIT });
  const counts = useCommunityCounts();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Community | null>(null);
  const [confirm, setConfirm] = useState<Pending>(null);
  const [toast, notify] = useToast();
  const setStatus = useSetCommunityStatus();
  const archive = useArchiveCommunity();
  const remove = useDeleteCommunity();

  function runConfirmed() {
    if (!confirm) return;
    const { kind, community } = confirm;
    const done = { onSettled: () => setConfirm(null) };
    if (kind === 'archive') {
      archive.mutate(community._id, {
        ...done,
        onError: (err) => notify('error', errorMessage(err, t('Failed to archive community. Please try again.'))),
      });
    } else {
      remove.mutate(community._id, {
        ...done,
        onError: (err) => notify('error', errorMessage(err, t('Failed to delete community. Please try again.'))),
      });
    }
  }

  return (
    <>
      <PageHeader
        title={t('Communities')}
        description={t('Create communities, review new ones and manage their status.')}
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="h-4 w-4" /> {t('Create Community')}
          </Button>
        }
      />

      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            [msg('Total'), counts.data?.total],
            [msg('Pending'), counts.data?.pending],
            [msg('Approved'), counts.data?.approved],
            [msg('Disapproved'), counts.data?.disapproved],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="card p-4">
            <dt className="text-xs font-medium text-muted">{t(label)}</dt>
            <dd className="mt-1 text-2xl font-bold">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>

      <div className="card">
        <Tabs
          label={t('Status')}
          items={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
          value={tab.value}
          onValueChange={(v) => {
            setTab(TABS.find((tab) => tab.value === v)!);
            setPage(1);
          }}
          listClassName="border-b border-line p-3 sm:p-4"
        />
        <QueryState
          query={list}
          loading={t('Loading communities')}
          error={t('Failed to load communities. Please try again.')}
          errorClassName="p-4"
        >
          {(data) => (
            <DataTable
              label={t('Communities')}
              rows={data.items}
              rowKey={(c) => c._id}
              rowProps={() => ({ 'data-testid': 'community-row' })}
              empty={t('No communities found')}
              className="min-w-[760px]"
              columns={[
                {
                  header: t('Community'),
                  cell: (c) => (
                    <span className="flex items-center gap-3">
                      <CommunityImage
                        src={c.image}
                        alt=""
                        width={64}
                        height={48}
                        className="h-12 w-16 shrink-0 rounded-lg text-[10px]"
                      />
                      <Link to={`/community/${c._id}`} className="font-semibold hover:text-brand-700">
                        {c.name}
                      </Link>
                    </span>
                  ),
                },
                { header: t('Status'), cell: (c) => <StatusBadge status={c.status} /> },
                {
                  header: t('Members'),
                  cell: (c) => t('{count, plural, one {# member} other {# members}}', { count: c.memberCount }),
                  className: 'whitespace-nowrap text-muted',
                },
                {
                  header: t('Created'),
                  cell: (c) => formatDate(c.createdAt),
                  className: 'whitespace-nowrap text-muted',
                },
              ]}
              actions={(c) => [
                ...statusActions(c.status).map((a) => ({
                  label: t(a.label),
                  variant:
                    a.label === 'Approve' || a.label === 'Restore' ? ('primary' as const) : ('secondary' as const),
                  disabled: setStatus.isPending && setStatus.variables?.id === c._id,
                  onClick: () =>
                    a.confirm
                      ? setConfirm({ kind: 'archive', community: c })
                      : setStatus.mutate({ id: c._id, status: a.to }),
                })),
                { label: t('Edit'), name: `${t('Edit')} ${c.name}`, icon: Pencil, onClick: () => setEditing(c) },
                {
                  label: t('Delete'),
                  name: `${t('Delete')} ${c.name}`,
                  icon: Trash2,
                  danger: true,
                  onClick: () => setConfirm({ kind: 'delete', community: c }),
                },
              ]}
            />
          )}
        </QueryState>
        <Pager page={page} total={list.data?.total ?? 0} limit={LIMIT} noun={[t('community'), t('communities')]} />
      </div>

      <CommunityFormDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => notify('success', t(CREATE_SUCCESS))}
      />
      <CommunityFormDialog
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        community={editing ?? undefined}
      />
      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm?.kind === 'archive' ? t('Archive community?') : t('Delete community?')}
        description={
          !confirm
            ? ''
            : confirm.kind === 'archive'
              ? t('{name} will be hidden from public view. You can restore it later.', { name: confirm.community.name })
              : t(
                  '{name} will be deleted permanently, with its memberships, posts and comments. This cannot be undone.',
                  { name: confirm.community.name },
                )
        }
        confirmLabel={confirm?.kind === 'archive' ? t('Archive') : t('Delete')}
        busy={archive.isPending || remove.isPending}
        onConfirm={runConfirmed}
      />
      {toast}
    </>
  );
}
