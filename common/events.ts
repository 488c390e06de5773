/** Event rules of part 3 §4, §5, §8, §9, part 1 §5 and decision 16. */

export const EVENT_TYPES = ['free', 'paid'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The admin events manager's filters (part 3 §2.5, §4): all, featured, free and paid list non-archived
 * events; archived lists the archived ones.
 */
export const EVENT_FILTERS = ['all', 'featured', 'free', 'paid', 'archived'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];
/** Their empty texts (part 3 §2.5). */
export const EVENT_FILTER_EMPTY: Record<EventFilter, string> = {
  all: 'No events found',
  archived: 'No archived events',
  featured: 'No featured events',
  free: 'No free events',
  paid: 'No paid events',
};

/** An event's public page, its 'Add to calendar' file, and the feed of upcoming events (issue 10). */
export const eventPath = (id: string) => `/event/${id}`;
export const eventIcsPath = (id: string) => `/event/${id}.ics`;
export const EVENTS_CALENDAR_PATH = '/event/calendar.ics';

/** Home page carousels (part 1 §9). */
export const EVENTS_CAROUSEL_MS = 14_000;
export const PROGRAMS_CAROUSEL_MS = 15_000;

export const EVENT_TITLE_MAX = 200;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const PAYMENT_INSTRUCTIONS_MAX = 2000;
export const URL_MAX = 2048;
/** Recommended event image size (part 3 §9). */
export const EVENT_IMAGE_RECOMMENDED = { width: 800, height: 600 } as const;

/**
 * Decision 16: an event whose date has passed counts as archived, as does one marked archived. `now` is a
 * parameter so that the server, the browser and the tests agree on one instant.
 */
export const isEventArchived = (e: { date: string | Date; isArchived?: boolean }, now: Date | number = Date.now()) =>
  !!e.isArchived || new Date(e.date).getTime() < new Date(now).getTime();

/** Part 3 §5: the date must not be in the past (the picker's minimum is the current time). */
export const isPastDate = (date: string | Date, now: Date | number = Date.now()) =>
  new Date(date).getTime() < new Date(now).getTime();

/** Whether an event passes a filter of the admin manager (the same rule the server's queries apply). */
export function matchesEventFilter(
  e: { date: string | Date; isArchived?: boolean; isFeatured: boolean; eventType: string },
  filter: EventFilter,
  now: Date | number = Date.now(),
) {
  const archived = isEventArchived(e, now);
  if (filter === 'archived') return archived;
  if (archived) return false;
  if (filter === 'featured') return e.isFeatured;
  if (filter === 'free' || filter === 'paid') return e.eventType === filter;
  return true;
}

export const EVENT_MESSAGES = {
  titleRequired: 'Please enter an event title',
  locationRequired: 'Please enter an event location',
  dateRequired: 'Please select an event date',
  dateInvalid: 'Please select a valid event date',
  datePast: 'Event date cannot be in the past',
  imageRequired: 'Please select an image for the event',
  imageType: 'Please select a PNG or JPEG image file',
  imageSize: 'File size should be less than 5MB',
  paymentRequired: 'Please provide payment instructions for paid events',
  registrationUrl: 'Please enter a valid registration URL (http or https)',
  eventType: 'Event type must be free or paid',
  isFeatured: 'isFeatured must be true or false',
  archived: 'Archived events cannot be changed',
  notFound: 'Event not found',
  deleted: 'Event deleted successfully',
  // Client texts (part 3 §8).
  created: 'Event created successfully!',
  createFailed: 'Failed to create event',
  invalidData: 'Invalid event data. Please check your inputs.',
  unauthorized: 'You are not authorized. Please log in again.',
  tooLarge: 'File size too large. Please select a smaller image.',
  network: 'Network error. Please check your connection.',
  fetchFailed: 'Failed to fetch events',
  publicFetchFailed: 'Failed to load events. Please try again later.',
  toggleFailed: 'Failed to update event status',
  deleteFailed: 'Failed to delete event',
  confirmDelete: 'Are you sure you want to delete this event? This action cannot be undone.',
  publicEmpty: 'No Events Available',
  noFeatured: 'No Featured Events',
} as const;
