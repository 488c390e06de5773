import { CalendarDays } from 'lucide-react';
import { useEffect } from 'react';
import { EVENT_MESSAGES, EVENTS_CAROUSEL_MS } from '../../../../../common/events';
import { Carousel } from '../../../components/carousel';
import { EmptyState } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { t } from '../../../lib/i18n';
import { useFeaturedEvents } from '../api';
import { EventCard } from './event-card';

/** Home page 'Events' (part 1 §2.5 item 5, §9): featured events every 14 s; a failure is logged and shows the empty card. */
export function FeaturedEvents() {
  const events = useFeaturedEvents();
  useEffect(() => {
    if (events.error) console.error('Failed to load featured events', events.error);
  }, [events.error]);
  return (
    <section aria-labelledby="featured-events-heading" className="min-w-0">
      <h2 id="featured-events-heading" className="mb-4 text-2xl font-bold">
        {t('Events')}
      </h2>
      {events.isPending ? (
        <div className="flex justify-center p-10 text-brand-600">
          <Spinner label={t('Loading events')} />
        </div>
      ) : events.data?.length ? (
        <Carousel
          items={events.data}
          intervalMs={EVENTS_CAROUSEL_MS}
          label={t('Featured events')}
          itemKey={(e) => e._id}
          renderItem={(e) => <EventCard event={e} as="article" />}
        />
      ) : (
        <EmptyState icon={CalendarDays} title={t(EVENT_MESSAGES.noFeatured)} />
      )}
    </section>
  );
}
