import { ArrowLeft, CalendarDays, CalendarPlus, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { truncate } from '../../../../common/articles';
import { EVENT_MESSAGES, eventIcsPath, eventPath } from '../../../../common/events';
import { Button, buttonClass } from '../../components/button';
import { FallbackImage } from '../../components/fallback-image';
import { RegisterAction } from '../../components/payment-dialog';
import { PriceBadge } from '../../components/price-badge';
import { EmptyState } from '../../components/query-state';
import { PageSpinner } from '../../components/spinner';
import { BookmarkButton } from '../../features/bookmarks/components/bookmark-button';
import { useEvent } from '../../features/events/api';
import { EventDate, formatEventDate } from '../../features/events/components/event-date';
import { ApiError } from '../../lib/api-client';
import { useHead, useHttpStatus } from '../../lib/head';
import { t } from '../../lib/i18n';

const BackLink = () => (
  <Link to="/event" className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink">
    <ArrowLeft aria-hidden className="h-4 w-4" /> {t('All events')}
  </Link>
);

/**
 * /event/:id (issue 10, events in calendars): one event, rendered on the server with its Open Graph tags so a
 * shared link shows it; 'Add to calendar' downloads its .ics. Archived events keep their page (decision 16).
 */
export default function EventPage() {
  const { id = '' } = useParams();
  const query = useEvent(id);
  // A malformed id is refused with 400: for a reader it is a missing event.
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useHttpStatus(missing ? 404 : undefined);
  const e = query.data;
  useHead({
    title: missing ? t(EVENT_MESSAGES.notFound) : (e?.title ?? t('Event')),
    description: e ? truncate(e.description || `${formatEventDate(e.date, 'UTC')}, ${e.location}`, 200) : undefined,
    image: e?.image || undefined,
    canonical: e ? eventPath(e._id) : undefined,
  });

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <BackLink />
      {query.isPending ? (
        <PageSpinner label={t('Loading event')} />
      ) : !e ? (
        <EmptyState icon={CalendarDays} title={missing ? t(EVENT_MESSAGES.notFound) : t('Something went wrong')} round>
          {!missing && (
            <>
              <p>{t(EVENT_MESSAGES.publicFetchFailed)}</p>
              <Button className="mt-4" onClick={() => void query.refetch()}>
                {t('Try Again')}
              </Button>
            </>
          )}
        </EmptyState>
      ) : (
        <article>
          <FallbackImage
            src={e.image}
            alt={e.title}
            width={800}
            height={600}
            eager
            className="aspect-[4/3] w-full rounded-card object-cover"
          />
          <header className="mt-6">
            <div className="flex flex-wrap items-center gap-2">
              <PriceBadge type={e.eventType} />
              {e.isArchived && <span className="text-sm text-muted">{t('This event has passed.')}</span>}
            </div>
            <h1 className="mt-3 text-3xl leading-tight font-extrabold sm:text-4xl">{e.title}</h1>
            <p className="mt-3 flex items-center gap-1.5 text-muted">
              <CalendarDays aria-hidden className="h-4 w-4 shrink-0" />
              <EventDate iso={e.date} />
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-muted">
              <MapPin aria-hidden className="h-4 w-4 shrink-0" />
              {e.location}
            </p>
          </header>
          <div className="mt-6 flex flex-wrap gap-3">
            <RegisterAction
              paid={e.eventType === 'paid'}
              title={e.title}
              paymentInstructions={e.paymentInstructions}
              registrationUrl={e.registrationUrl}
            />
            <a href={eventIcsPath(e._id)} download className={buttonClass('secondary')}>
              <CalendarPlus aria-hidden className="h-4 w-4" /> {t('Add to calendar')}
            </a>
            <BookmarkButton kind="event" id={e._id} size="md" />
          </div>
          {e.description && <p className="mt-8 whitespace-pre-line">{e.description}</p>}
        </article>
      )}
    </div>
  );
}
