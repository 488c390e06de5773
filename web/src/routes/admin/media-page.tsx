import { Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PLAYLIST_MESSAGES as M } from '../../../../common/playlists';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { StatusBadge } from '../../components/status-badge';
import { useToast } from '../../components/toast';
import { type Playlist, useAdminPlaylists, useDeletePlaylist, useTogglePlaylist } from '../../features/playlists/api';
import { PlaylistForm } from '../../features/playlists/components/playlist-form';
import { errorMessage } from '../../lib/api-client';
import { msg, t } from '../../lib/i18n';
import { usePageParam } from '../../lib/paged-list';

const LIMIT = 20;

/** Admin video playlists (part 3 §2.3): the list view (title, Active/Inactive, Edit, Toggle, Delete) and the form view. */
export default function AdminMediaPage() {
  const [page] = usePageParam();
  const list = useAdminPlaylists(page, LIMIT);
  // The form view: null is the list, 'new' the create form, a playlist its edit form.
  const [form, setForm] = useState<'new' | Playlist | null>(null);
  const [deleting, setDeleting] = useState<Playlist | null>(null);
  const [toast, notify] = useToast();
  const toggle = useTogglePlaylist();
  const remove = useDeletePlaylist();
  useEffect(() => {
    if (list.error) console.error(M.fetchFailed, list.error);
  }, [list.error]);
  // `what` is a catalogue id: logged in English, shown in the page's language.
  const failed = (what: string) => (err: unknown) => {
    console.error(what, err);
    notify('error', errorMessage(err, t(what)));
  };

  if (form) {
    return (
      <>
        <PageHeader
          title={t('Video Playlists')}
          description={t("The first active playlist is the home page's hero video.")}
        />
        <PlaylistForm
          key={form === 'new' ? 'new' : form._id}
          playlist={form === 'new' ? undefined : form}
          onDone={(saved) => {
            setForm(null);
            if (saved) notify('success', form === 'new' ? t('Playlist added') : t('Playlist updated'));
          }}
        />
        {toast}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('Video Playlists')}
        description={t("The first active playlist is the home page's hero video.")}
        actions={
          <Button size="sm" onClick={() => setForm('new')}>
            <Plus aria-hidden className="h-4 w-4" /> {t('Add Playlist')}
          </Button>
        }
      />
      <div className="card">
        {/* Playlist failures are only logged (part 3 §8): a failed load shows an empty list. */}
        <QueryState
          query={list.isError ? { isPending: false, isError: false, data: { items: [], total: 0 } } : list}
          loading={t('Loading playlists')}
          error={t(M.fetchFailed)}
        >
          {(data) => (
            <DataTable
              label={t('Playlists')}
              rows={data.items}
              rowKey={(p) => p._id}
              rowProps={() => ({ 'data-testid': 'playlist-row' })}
              empty={t('No playlists yet')}
              columns={[
                {
                  header: t('Title'),
                  rowHeader: true,
                  cell: (p) => (
                    <span>
                      <span className="block font-semibold">{p.title}</span>
                      <span className="block max-w-md truncate text-xs text-muted">{p.youtubeUrl}</span>
                    </span>
                  ),
                },
                { header: t('Status'), cell: (p) => <StatusBadge status={p.isActive ? 'active' : 'inactive'} /> },
              ]}
              actions={(p) => [
                { label: t('Edit'), name: `${t('Edit')} ${p.title}`, icon: Pencil, onClick: () => setForm(p) },
                {
                  label: t('Toggle'),
                  name: `${t('Toggle')} ${p.title}`,
                  icon: Power,
                  disabled: toggle.isPending && toggle.variables === p._id,
                  onClick: () => toggle.mutate(p._id, { onError: failed(msg('Failed to update playlist')) }),
                },
                {
                  label: t('Delete'),
                  name: `${t('Delete')} ${p.title}`,
                  icon: Trash2,
                  danger: true,
                  onClick: () => setDeleting(p),
                },
              ]}
            />
          )}
        </QueryState>
        <Pager page={page} total={list.data?.total ?? 0} limit={LIMIT} noun={[t('playlist'), t('playlists')]} />
      </div>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('Delete playlist?')}
        description={t(M.confirmDelete)}
        confirmLabel={t('Delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => notify('success', t(M.deleted)),
            onError: failed(msg('Failed to delete playlist')),
          })
        }
      />
      {toast}
    </>
  );
}
