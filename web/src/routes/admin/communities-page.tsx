import { ChevronLeft, ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type CommunityStatus, memberCountLabel } from '../../../../common/communities';
import { FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
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
import { CommunityStatusBadge } from '../../features/communities/components/status-badge';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';

// 'featured' shows approved communities, like 'active' (part 1 §2.8).
const TABS: { key: string; label: string; status?: CommunityStatus }[] = [
  { key: 'all', label: 'All' },
  { key: 'active', label: 'Active', status: 'approved' },
  { key: 'pending', label: 'Pending', status: 'pending' },
  { key: 'featured', label: 'Featured', status: 'approved' },
  { key: 'archived', label: 'Archived', status: 'archived' },
];
const LIMIT = 20;

type Pending = { kind: 'archive' | 'delete'; community: Community } | null;

/** Admin communities (part 1 §2.8): stats, status tabs, list, create, edit, status actions, archive, delete. */
export default function AdminCommunitiesPage() {
  const [tab, setTab] = useState(TABS[0]!);
  const [page, setPage] = useState(1);
  const list = useCommunityPage({ status: tab.status, page, limit: LIMIT });
  const counts = useCommunityCounts();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Community | null>(null);
  const [confirm, setConfirm] = useState<Pending>(null);
  const [toast, notify] = useToast();
  const setStatus = useSetCommunityStatus();
  const archive = useArchiveCommunity();
  const remove = useDeleteCommunity();
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIMIT));

  function runConfirmed() {
    if (!confirm) return;
    const { kind, community } = confirm;
    const done = { onSettled: () => setConfirm(null) };
    if (kind === 'archive') {
      archive.mutate(community._id, { ...done, onError: (err) => notify('error', errorMessage(err, 'Failed to archive community. Please try again.')) });
    } else {
      remove.mutate(community._id, { ...done, onError: (err) => notify('error', errorMessage(err, 'Failed to delete community. Please try again.')) });
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
        <div role="tablist" aria-label="Status" className="flex flex-wrap gap-1 border-b border-line p-3 sm:p-4">
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={tab.key === t.key}
              onClick={() => {
                setTab(t);
                setPage(1);
              }}
              className={`rounded-lg px-3 py-1.5 text-sm font-medium ${tab.key === t.key ? 'bg-brand-600 text-white' : 'text-muted hover:bg-black/5'}`}
            >
              {t.label}
            </button>
          ))}
        </div>

        {list.isPending ? (
          <div className="flex justify-center p-10 text-brand-600">
            <Spinner label="Loading communities" />
          </div>
        ) : list.isError ? (
          <div className="p-4">
            <FormError message="Failed to load communities. Please try again." />
          </div>
        ) : list.data.items.length === 0 ? (
          <p className="p-10 text-center text-sm text-muted">No communities found</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Communities">
            {list.data.items.map((c) => (
              <li key={c._id} data-testid="community-row" className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <CommunityImage src={c.image} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded-lg text-[10px]" />
                  <div className="min-w-0">
                    <Link to={`/community/${c._id}`} className="block truncate font-semibold hover:text-brand-700">
                      {c.name}
                    </Link>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                      <CommunityStatusBadge status={c.status} />
                      <span>{memberCountLabel(c.memberCount)}</span>
                      <span aria-hidden>·</span>
                      <span>Created {formatDate(c.createdAt)}</span>
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-1.5 md:justify-end">
                  {statusActions(c.status).map((a) => (
                    <Button
                      key={a.label}
                      size="sm"
                      variant={a.label === 'Approve' || a.label === 'Restore' ? 'primary' : 'secondary'}
                      disabled={setStatus.isPending && setStatus.variables?.id === c._id}
                      onClick={() => (a.confirm ? setConfirm({ kind: 'archive', community: c }) : setStatus.mutate({ id: c._id, status: a.to }))}
                    >
                      {a.label}
                    </Button>
                  ))}
                  <Button size="sm" variant="ghost" aria-label={`Edit ${c.name}`} onClick={() => setEditing(c)}>
                    <Pencil aria-hidden className="h-4 w-4" />
                    <span className="md:sr-only">Edit</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${c.name}`}
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => setConfirm({ kind: 'delete', community: c })}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                    <span className="md:sr-only">Delete</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}

        <div className="flex items-center justify-between gap-3 border-t border-line p-4 text-sm">
          <p className="text-muted">
            {total === 0 ? '0 communities' : `Page ${page} of ${pages} · ${total} ${total === 1 ? 'community' : 'communities'}`}
          </p>
          <nav aria-label="Pagination" className="flex gap-2">
            <Button variant="secondary" size="sm" aria-label="Previous page" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft aria-hidden className="h-4 w-4" /> <span className="hidden sm:inline">Previous</span>
            </Button>
            <Button variant="secondary" size="sm" aria-label="Next page" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              <span className="hidden sm:inline">Next</span> <ChevronRight aria-hidden className="h-4 w-4" />
            </Button>
          </nav>
        </div>
      </div>

      <CommunityFormDialog open={creating} onOpenChange={setCreating} onCreated={() => notify('success', CREATE_SUCCESS)} />
      <CommunityFormDialog open={!!editing} onOpenChange={(o) => !o && setEditing(null)} community={editing ?? undefined} />
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
