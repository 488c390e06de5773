import { AlertTriangle, CalendarDays, CalendarPlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EVENT_MESSAGES, EVENTS_CALENDAR_PATH } from '../../../../common/events';
import { Button, buttonClass } from '../../components/button';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { useUpcomingEvents } from '../../features/events/api';
import { EventCard } from '../../features/events/components/event-card';
import { useHead } from '../../lib/head';
import { pageFromSearch } from '../../lib/paged-list';
import { t } from '../../lib/i18n';
import { HydrateLaterEach } from '../../components/hydrate-later';

/** The failure state of the public events page (part 3 §2.7, §8). */
function EventsError({ onRetry }: { onRetry(): void }) {
  return (
    <EmptyState icon={AlertTriangle} title={t('Something went wrong')} round>
      <p>{t(EVENT_MESSAGES.publicFetchFailed)}</p>
      <Button className="mt-4" onClick={onRetry}>
        {t('Try Again')}
      </Button>
    </EmptyState>
  );
}

/** /event 'Upcoming Events' (part 3 §2.7, decision 16): the upcoming events, paid ones with the payment modal. */
export default function EventsPage() {
  const [params] = useSearchParams();
  const list = useUpcomingEvents(pageFromSearch(params));
  useHead({
    title: t('Upcoming Events'),
    description: t('Demo days, workshops and meetups for African tech founders, free and paid.'),
  });
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={t('Upcoming Events')}
        description={t('Demo days, workshops and meetups for founders, free and paid.')}
        actions={
          <a href={EVENTS_CALENDAR_PATH} className={buttonClass('secondary', 'sm')}>
            <CalendarPlus aria-hidden className="h-4 w-4" /> {t('Subscribe to the calendar')}
          </a>
        }
      />
      {list.isError && !list.data ? (
        <EventsError onRetry={() => void list.refetch()} />
      ) : (
        <QueryState
          query={list}
          loading={t('Loading events')}
          error={t(EVENT_MESSAGES.publicFetchFailed)}
          isEmpty={() => list.items.length === 0}
          empty={<EmptyState icon={CalendarDays} title={t(EVENT_MESSAGES.publicEmpty)} />}
        >
          {() => (
            <>
              <h2 className="sr-only">{t('Events')}</h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <HydrateLaterEach items={list.items} keyOf={(e) => e._id}>
                  {(e, i) => <EventCard event={e} eager={i === 0} />}
                </HydrateLaterEach>
              </ul>
              <LoadMore list={list} failedText={t(EVENT_MESSAGES.publicFetchFailed)} />
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
