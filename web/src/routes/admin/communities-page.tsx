import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type CommunityStatus, memberCountLabel } from '../../../../common/communities';
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
import { usePageParam } from '../../lib/paged-list';

// 'featured' shows approved communities, like 'active' (part 1 §2.8).
const TABS: { value: string; label: string; status?: CommunityStatus }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active', status: 'approved' },
  { value: 'pending', label: 'Pending', status: 'pending' },
  { value: 'featured', label: 'Featured', status: 'approved' },
  { value: 'archived', label: 'Archived', status: 'archived' },
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
        onError: (err) => notify('error', errorMessage(err, 'Failed to archive community. Please try again.')),
      });
    } else {
      remove.mutate(community._id, {
        ...done,
        onError: (err) => notify('error', errorMessage(err, 'Failed to delete community. Please try again.')),
      });
    }
  }

  return (
    <>
      <PageHeader
        title="Communities"
        description="Create communities, review new ones and manage their status."
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="h-4 w-4" /> Create Community
          </Button>
        }
      />

      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['Total', counts.data?.total],
            ['Pending', counts.data?.pending],
            ['Approved', counts.data?.approved],
            ['Disapproved', counts.data?.disapproved],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="card p-4">
            <dt className="text-xs font-medium text-muted">{label}</dt>
            <dd className="mt-1 text-2xl font-bold">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>

      <div className="card">
        <Tabs
          label="Status"
          items={TABS}
          value={tab.value}
          onValueChange={(v) => {
            setTab(TABS.find((t) => t.value === v)!);
            setPage(1);
          }}
          listClassName="border-b border-line p-3 sm:p-4"
        />
        <QueryState
          query={list}
          loading="Loading communities"
          error="Failed to load communities. Please try again."
          errorClassName="p-4"
        >
          {(data) => (
            <DataTable
              label="Communities"
              rows={data.items}
              rowKey={(c) => c._id}
              rowProps={() => ({ 'data-testid': 'community-row' })}
              empty="No communities found"
              className="min-w-[760px]"
              columns={[
                {
                  header: 'Community',
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
                { header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
                {
                  header: 'Members',
                  cell: (c) => memberCountLabel(c.memberCount),
                  className: 'whitespace-nowrap text-muted',
                },
                { header: 'Created', cell: (c) => formatDate(c.createdAt), className: 'whitespace-nowrap text-muted' },
              ]}
              actions={(c) => [
                ...statusActions(c.status).map((a) => ({
                  label: a.label,
                  variant:
                    a.label === 'Approve' || a.label === 'Restore' ? ('primary' as const) : ('secondary' as const),
                  disabled: setStatus.isPending && setStatus.variables?.id === c._id,
                  onClick: () =>
                    a.confirm
                      ? setConfirm({ kind: 'archive', community: c })
                      : setStatus.mutate({ id: c._id, status: a.to }),
                })),
                { label: 'Edit', name: `Edit ${c.name}`, icon: Pencil, onClick: () => setEditing(c) },
                {
                  label: 'Delete',
                  name: `Delete ${c.name}`,
                  icon: Trash2,
                  danger: true,
                  onClick: () => setConfirm({ kind: 'delete', community: c }),
                },
              ]}
            />
          )}
        </QueryState>
        <Pager page={page} total={list.data?.total ?? 0} limit={LIMIT} noun={['community', 'communities']} />
      </div>

      <CommunityFormDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => notify('success', CREATE_SUCCESS)}
      />
      <CommunityFormDialog
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        community={editing ?? undefined}
      />
      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm?.kind === 'archive' ? 'Archive community?' : 'Delete community?'}
        description={
          confirm?.kind === 'archive'
            ? `${confirm.community.name} will be hidden from public view. You can restore it later.`
            : `${confirm?.community.name ?? 'This community'} will be deleted permanently, with its memberships, posts and comments. This cannot be undone.`
        }
        confirmLabel={confirm?.kind === 'archive' ? 'Archive' : 'Delete'}
        busy={archive.isPending || remove.isPending}
        onConfirm={runConfirmed}
      />
      {toast}
    </>
  );
}
