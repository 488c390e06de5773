import { Eye, Plus, Rocket, Star, StarOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PROGRAM_MESSAGES as M, type ProgramFilter } from '../../../../common/programs';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FallbackImage } from '../../components/fallback-image';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { PriceBadge } from '../../components/price-badge';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { StatusBadge } from '../../components/status-badge';
import { Tabs } from '../../components/tabs';
import { useToast } from '../../components/toast';
import {
  type Program,
  useAdminPrograms,
  useDeleteProgram,
  useToggleProgramFeatured,
} from '../../features/programs/api';
import { ProgramFormDialog } from '../../features/programs/components/program-form-dialog';
import { errorMessage } from '../../lib/api-client';
import { msg, t } from '../../lib/i18n';
import { usePageParam } from '../../lib/paged-list';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const FILTERS = [
  { value: 'all', label: msg('All Programs') },
  { value: 'featured', label: msg('Featured') },
] as const;
const LIMIT = 12;

/** Admin programs manager (part 3 §2.6): search, All Programs / Featured, a card grid, create and view modals, feature and delete. */
export default function AdminProgramsPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [filter, setFilter] = useState<ProgramFilter>('all');
  const [page, setPage] = usePageParam();
  const list = useAdminPrograms({ search: debounced, filter, page, limit: LIMIT });
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Program | null>(null);
  const [deleting, setDeleting] = useState<Program | null>(null);
  const [toast, notify] = useToast();
  const toggle = useToggleProgramFeatured();
  const remove = useDeleteProgram();

  return (
    <>
      <PageHeader
        title={t('Programs')}
        description={t('Accelerators, fellowships and courses shown on the home page.')}
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="h-4 w-4" /> {t('Create Program')}
          </Button>
        }
      />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          label={t('Search programs')}
          placeholder={t('Search programs...')}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          className="w-full max-w-md"
        />
        <Tabs
          label={t('Filter programs')}
          variant="segmented"
          items={FILTERS.map((f) => ({ ...f, label: t(f.label) }))}
          value={filter}
          onValueChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
        />
      </div>
      {/* Filter and search failures yield an empty list (part 3 §8). */}
      <QueryState
        query={list.isError ? { isPending: false, isError: false, data: { items: [], total: 0 } } : list}
        loading={t('Loading programs')}
        error={t(M.empty)}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState icon={Rocket} title={t(M.empty)} />}
      >
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.items.map((p) => (
              <li key={p._id} className="card flex flex-col overflow-hidden" data-testid="program-admin-card">
                <FallbackImage src={p.image} alt={p.title} width={640} height={360} className="aspect-video w-full" />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <h2 className="font-semibold">{p.title}</h2>
                    <span className="flex gap-1">
                      <PriceBadge type={p.programType} />
                      {p.isFeatured && <StatusBadge status="featured" tone="good" />}
                    </span>
                  </div>
                  <p className="line-clamp-2 text-sm text-muted">{p.description}</p>
                  <div className="mt-auto flex flex-wrap gap-2 pt-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setViewing(p)}
                      aria-label={`${t('View')} ${p.title}`}
                    >
                      <Eye aria-hidden className="h-4 w-4" /> {t('View')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${p.isFeatured ? t('Unfeature') : t('Feature')} ${p.title}`}
                      disabled={toggle.isPending && toggle.variables === p._id}
                      onClick={() =>
                        toggle.mutate(p._id, {
                          onError: (err) => notify('error', errorMessage(err, t(M.toggleFailed))),
                        })
                      }
                    >
                      {p.isFeatured ? (
                        <StarOff aria-hidden className="h-4 w-4" />
                      ) : (
                        <Star aria-hidden className="h-4 w-4" />
                      )}
                      {p.isFeatured ? t('Unfeature') : t('Feature')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => setDeleting(p)}
                      aria-label={`${t('Delete')} ${p.title}`}
                    >
                      <Trash2 aria-hidden className="h-4 w-4" /> {t('Delete')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {(list.data?.total ?? 0) > LIMIT && (
        <div className="card mt-4">
          <Pager page={page} total={list.data?.total ?? 0} limit={LIMIT} noun={[t('program'), t('programs')]} />
        </div>
      )}

      <ProgramFormDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => notify('success', t('Program created successfully!'))}
      />
      <Modal open={!!viewing} onOpenChange={(o) => !o && setViewing(null)} title={viewing?.title ?? t('Program')}>
        {viewing && (
          <div className="space-y-3 text-sm">
            <FallbackImage
              src={viewing.image}
              alt={viewing.title}
              width={800}
              height={450}
              className="aspect-video w-full rounded-lg"
            />
            <div className="flex gap-2">
              <PriceBadge type={viewing.programType} />
              {viewing.isFeatured && <StatusBadge status="featured" tone="good" />}
            </div>
            <p className="whitespace-pre-line text-muted">{viewing.description}</p>
            {viewing.registrationUrl && (
              <p className="break-all">
                <span className="font-medium">{t('Registration:')} </span>
                <a
                  href={viewing.registrationUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline"
                >
                  {viewing.registrationUrl}
                </a>
              </p>
            )}
            {viewing.paymentInstructions && (
              <div>
                <p className="font-medium">{t('Payment instructions')}</p>
                <p className="whitespace-pre-line text-muted">{viewing.paymentInstructions}</p>
              </div>
            )}
          </div>
        )}
      </Modal>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('Delete program?')}
        description={t(M.confirmDelete)}
        confirmLabel={t('Delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => notify('success', t(M.deleted)),
            onError: (err) => notify('error', errorMessage(err, t(M.deleteFailed))),
          })
        }
      />
      {toast}
    </>
  );
}
