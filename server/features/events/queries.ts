import { and, asc, count, desc, eq, gte, lt, not, or, type SQL } from 'drizzle-orm';
import type { EventFilter } from '../../../common/events';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { countAndNewest, listPage, type Page } from '../../lib/pagination';

export type EventRow = typeof events.$inferSelect;

/** Decision 16: upcoming means not marked archived and not yet past; everything else is archived. */
const upcoming = (now: Date) => and(not(events.isArchived), gte(events.date, now))!;
const archived = (now: Date) => or(events.isArchived, lt(events.date, now))!;

/** The rows of one filter of the events manager; undefined lists every event (admins). */
function where(filter: EventFilter | undefined, now: Date): SQL | undefined {
  switch (filter) {
    case undefined:
      return undefined;
    case 'archived':
      return archived(now);
    case 'featured':
      return and(upcoming(now), eq(events.isFeatured, true));
    case 'free':
    case 'paid':
      return and(upcoming(now), eq(events.eventType, filter));
    default:
      return upcoming(now);
  }
}

/**
 * A page of events: upcoming lists soonest first; the archived list and the admins' list of every event
 * latest first.
 */
export function listEvents(db: Db, filter: EventFilter | undefined, now: Date, page: Page) {
  const cond = where(filter, now);
  const order =
    filter === undefined || filter === 'archived'
      ? [desc(events.date), desc(events.id)]
      : [asc(events.date), asc(events.id)];
  return listPage(page, {
    rows: (limit, offset) =>
      db
        .select()
        .from(events)
        .where(cond)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    total: () => db.select({ total: count() }).from(events).where(cond),
  });
}

/** The upcoming events, soonest first, at most `limit` (the calendar feed). */
export const upcomingEvents = (db: Db, now: Date, limit: number) =>
  db.select().from(events).where(upcoming(now)).orderBy(asc(events.date), asc(events.id)).limit(limit);

/**
 * The upcoming events' ids and last changes, soonest first (events_date_idx), `limit` from `offset`: a page of
 * the sitemap.
 */
export const upcomingPages = (db: Db, now: Date, limit: number, offset: number) =>
  db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(upcoming(now))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit)
    .offset(offset);

/** How many events are upcoming and their newest change, for the sitemap index. */
export const upcomingPagesSummary = (db: Db, now: Date) =>
  countAndNewest(events.updatedAt, (c) => db.select(c).from(events).where(upcoming(now)));

export async function findEvent(db: Db, id: string) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function insertEvent(db: Db, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).returning();
  return row!;
}

/** Sets the feature flag of an event that is still upcoming at `now`; undefined when it is not (or is gone). */
export async function setEventFeatured(db: Db, id: string, isFeatured: boolean, now: Date) {
  const [row] = await db
    .update(events)
    .set({ isFeatured, updatedAt: new Date() })
    .where(and(eq(events.id, id), upcoming(now)))
    .returning();
  return row;
}

export async function deleteEvent(db: Db, id: string) {
  const [row] = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id, image: events.image });
  return row;
}
