import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { eventPath } from '../../../../../common/events';
import { FallbackImage } from '../../../components/fallback-image';
import { RegisterAction } from '../../../components/payment-dialog';
import { PriceBadge } from '../../../components/price-badge';
import type { Event } from '../api';
import { EventDate } from './event-date';

/**
 * An event card (part 3 §2.7): image, title, date, location, description, free or paid. A paid event opens the
 * payment-information modal; a free one links to its registration address when it has one.
 */
export function EventCard({
  event,
  eager = false,
  as: Tag = 'li',
}: {
  event: Event;
  eager?: boolean;
  as?: 'li' | 'article';
}) {
  return (
    <Tag className="card flex flex-col overflow-hidden" data-testid="event-card">
      <FallbackImage
        src={event.image}
        alt={event.title}
        width={800}
        height={600}
        eager={eager}
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">
            <Link to={eventPath(event._id)} className="hover:text-brand-700 hover:underline">
              {event.title}
            </Link>
          </h3>
          <PriceBadge type={event.eventType} />
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <CalendarDays aria-hidden className="h-4 w-4 shrink-0" />
          <EventDate iso={event.date} />
        </p>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPin aria-hidden className="h-4 w-4 shrink-0" />
          {event.location}
        </p>
        {event.description && <p className="line-clamp-3 text-sm text-muted">{event.description}</p>}
        <div className="mt-auto pt-2">
          <RegisterAction
            paid={event.eventType === 'paid'}
            title={event.title}
            paymentInstructions={event.paymentInstructions}
            registrationUrl={event.registrationUrl}
            size="sm"
          />
        </div>
      </div>
    </Tag>
  );
}
