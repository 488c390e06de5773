import { Eye, Plus, Star, StarOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { EVENT_FILTER_EMPTY, EVENT_FILTERS, EVENT_MESSAGES as M, type EventFilter } from '../../../../common/events';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { FallbackImage } from '../../components/fallback-image';
import { PageHeader } from '../../components/page-header';
import { PriceBadge } from '../../components/price-badge';
import { Pager } from '../../components/pager';
import { EmptyState } from '../../components/query-state';
import { Spinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import { Tabs } from '../../components/tabs';
import { useToast } from '../../components/toast';
import { type Event, useAdminEvents, useDeleteEvent, useFeatureEvent } from '../../features/events/api';
import { EventDate } from '../../features/events/components/event-date';
import { EventFormDialog } from '../../features/events/components/event-form-dialog';
import { EventViewDialog } from '../../features/events/components/event-view-dialog';
import { errorMessage } from '../../lib/api-client';
import { msg, t } from '../../lib/i18n';
import { pageFromSearch } from '../../lib/paged-list';

const LABELS: Record<EventFilter, string> = {
  all: msg('All'),
  featured: msg('Featured'),
  free: msg('Free'),
  paid: msg('Paid'),
  archived: msg('Archived'),
};
const LIMIT = 20;

/** Admin events manager (part 3 §2.5): the five filters, create and view modals, feature and delete on non-archived events. */
export default function AdminEventsPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const raw = params.get('filter');
  const filter: EventFilter = (EVENT_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as EventFilter) : 'all';
  const page = pageFromSearch(params);
  const list = useAdminEvents({ filter, page, limit: LIMIT });
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Event | null>(null);
  const [deleting, setDeleting] = useState<Event | null>(null);
  const [toast, notify] = useToast();
  const feature = useFeatureEvent();
  const remove = useDeleteEvent();

  const hrefOf = (f: EventFilter) => (f === 'all' ? pathname : `${pathname}?filter=${f}`);
  const select = (f: EventFilter) => setParams(f === 'all' ? {} : { filter: f }, { replace: true });

  return (
    <>
      <PageHeader
        title={t('Events')}
        description={t('Create events, feature them on the home page and review past ones.')}
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="h-4 w-4" /> {t('Create Event')}
          </Button>
        }
      />
      <div className="card">
        <Tabs
          label={t('Filter events')}
          items={EVENT_FILTERS.map((f) => ({ value: f, label: t(LABELS[f]), href: hrefOf(f) }))}
          value={filter}
          onValueChange={select}
          listClassName="border-b border-line p-3 sm:p-4"
        />
        {list.isPending ? (
          <div className="flex justify-center p-10 text-brand-600">
            <Spinner label={t('Loading events')} />
          </div>
        ) : list.isError || !list.data ? (
          <EmptyState bare>
            <p>{t(M.fetchFailed)}</p>
            <Button size="sm" variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
              {t('Try again')}
            </Button>
          </EmptyState>
        ) : (
          <DataTable
            label={t('Events')}
            rows={list.data.items}
            rowKey={(e) => e._id}
            rowProps={() => ({ 'data-testid': 'event-row' })}
            empty={t(EVENT_FILTER_EMPTY[filter])}
            className="min-w-[760px]"
            columns={[
              {
                header: t('Event'),
                rowHeader: true,
                cell: (e) => (
                  <span className="flex items-center gap-3">
                    <FallbackImage
                      src={e.image}
                      alt=""
                      width={64}
                      height={48}
                      className="h-12 w-16 shrink-0 rounded-lg text-[10px]"
                    />
                    <span className="font-semibold">{e.title}</span>
                  </span>
                ),
              },
              { header: t('Date'), cell: (e) => <EventDate iso={e.date} />, className: 'whitespace-nowrap text-muted' },
              { header: t('Location'), cell: (e) => e.location, className: 'text-muted' },
              { header: t('Type'), cell: (e) => <PriceBadge type={e.eventType} /> },
              {
                header: t('Status'),
                cell: (e) =>
                  e.isArchived ? (
                    <StatusBadge status="archived" />
                  ) : e.isFeatured ? (
                    <StatusBadge status="featured" tone="good" />
                  ) : (
                    <StatusBadge status="upcoming" />
                  ),
              },
            ]}
            actions={(e) => [
              { label: t('View'), name: `${t('View')} ${e.title}`, icon: Eye, onClick: () => setViewing(e) },
              !e.isArchived && {
                label: e.isFeatured ? t('Unfeature') : t('Feature'),
                name: `${e.isFeatured ? t('Unfeature') : t('Feature')} ${e.title}`,
                icon: e.isFeatured ? StarOff : Star,
                disabled: feature.isPending && feature.variables?.id === e._id,
                onClick: () =>
                  feature.mutate(
                    { id: e._id, isFeatured: !e.isFeatured },
                    { onError: (err) => notify('error', errorMessage(err, t(M.toggleFailed))) },
                  ),
              },
              !e.isArchived && {
                label: t('Delete'),
                name: `${t('Delete')} ${e.title}`,
                icon: Trash2,
                danger: true,
                onClick: () => setDeleting(e),
              },
            ]}
          />
        )}
        <Pager page={page} total={list.data?.total ?? 0} limit={LIMIT} noun={[t('event'), t('events')]} />
      </div>

      <EventFormDialog open={creating} onOpenChange={setCreating} onCreated={() => notify('success', t(M.created))} />
      <EventViewDialog event={viewing} onOpenChange={(o) => !o && setViewing(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('Delete event?')}
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
