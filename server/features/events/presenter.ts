import { isEventArchived } from '../../../common/events';
import type { Event } from '../../../common/schemas/events';
import type { EventRow } from './queries';

/** Row → answer; `isArchived` is decision 16's: marked archived, or its date has passed at `now`. */
export const presentEvent = (e: EventRow, now: Date): Event => ({
  _id: e.id,
  title: e.title,
  description: e.description,
  location: e.location,
  date: e.date.toISOString(),
  image: e.image,
  registrationUrl: e.registrationUrl,
  eventType: e.eventType,
  paymentInstructions: e.paymentInstructions,
  isFeatured: e.isFeatured,
  isArchived: isEventArchived(e, now),
  createdBy: e.createdBy,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});
