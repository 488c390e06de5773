import { FallbackImage } from '../../../components/fallback-image';
import { Modal } from '../../../components/modal';
import { PriceBadge } from '../../../components/price-badge';
import { StatusBadge } from '../../../components/status-badge';
import { t } from '../../../lib/i18n';
import type { Event } from '../api';
import { EventDate } from './event-date';

/** The admin's view modal (part 3 §2.5): every field of an event. */
export function EventViewDialog({ event, onOpenChange }: { event: Event | null; onOpenChange(open: boolean): void }) {
  return (
    <Modal open={!!event} onOpenChange={onOpenChange} title={event?.title ?? t('Event')}>
      {event && (
        <div className="space-y-3 text-sm">
          <FallbackImage
            src={event.image}
            alt={event.title}
            width={800}
            height={600}
            className="aspect-[4/3] w-full rounded-lg"
          />
          <div className="flex flex-wrap gap-2">
            <PriceBadge type={event.eventType} />
            {event.isFeatured && <StatusBadge status="featured" tone="good" />}
            {event.isArchived && <StatusBadge status="archived" />}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-medium">{t('Date')}</dt>
            <dd>
              <EventDate iso={event.date} />
            </dd>
            <dt className="font-medium">{t('Location')}</dt>
            <dd>{event.location}</dd>
            {event.registrationUrl && (
              <>
                <dt className="font-medium">{t('Registration')}</dt>
                <dd className="break-all">
                  <a
                    href={event.registrationUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline"
                  >
                    {event.registrationUrl}
                  </a>
                </dd>
              </>
            )}
          </dl>
          {event.description && <p className="whitespace-pre-line text-muted">{event.description}</p>}
          {event.paymentInstructions && (
            <div>
              <p className="font-medium">{t('Payment instructions')}</p>
              <p className="whitespace-pre-line text-muted">{event.paymentInstructions}</p>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
