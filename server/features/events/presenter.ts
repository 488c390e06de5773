import { slugify } from '../../../common/articles';
import { eventPath, isEventArchived } from '../../../common/events';
import { type IcsEvent, icsCalendar } from '../../../common/icalendar';
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

/** Decision (issue 10, calendars): an event has a start only; calendars get this length. */
export const EVENT_CALENDAR_DURATION_MS = 2 * 60 * 60 * 1000;

/** Event → VEVENT: UID from the id and the site's host (stable), DTSTAMP its last change, times in UTC. */
export function calendarEvent(e: EventRow, origin: string): IcsEvent {
  const url = `${origin}${eventPath(e.id)}`;
  const notes = [
    e.description,
    e.eventType === 'paid' ? `Paid event: payment information on the event page, ${url}` : '',
    e.registrationUrl ? `Register: ${e.registrationUrl}` : '',
  ].filter(Boolean);
  return {
    uid: `event-${e.id}@${new URL(origin).hostname}`,
    stamp: e.updatedAt,
    start: e.date,
    end: new Date(e.date.getTime() + EVENT_CALENDAR_DURATION_MS),
    summary: e.title,
    description: notes.join('\n\n'),
    location: e.location || undefined,
    url,
    created: e.createdAt,
    lastModified: e.updatedAt,
  };
}

const PROD_ID = '-//AfriFounders//Events//EN';

/** The feed of upcoming events calendar apps subscribe to. */
export const eventsCalendar = (rows: EventRow[], origin: string) =>
  icsCalendar({
    prodId: PROD_ID,
    name: 'AfriFounders events',
    description: 'Upcoming events for African tech founders.',
    refresh: 'PT1H',
    events: rows.map((e) => calendarEvent(e, origin)),
  });

/** One event's .ics ('Add to calendar'). */
export const eventCalendar = (row: EventRow, origin: string) =>
  icsCalendar({ prodId: PROD_ID, events: [calendarEvent(row, origin)] });

/** The download's file name: the title's slug, never empty. */
export const eventIcsFilename = (e: { title: string }) => `${slugify(e.title).slice(0, 60) || 'event'}.ics`;
