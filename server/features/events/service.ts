import { EVENT_IMAGE_RECOMMENDED, EVENT_MESSAGES as M } from '../../../common/events';
import type { PageQuery } from '../../../common/schemas/pagination';
import type { CreateEventBody, EventListQuery, UpdateEventBody } from '../../../common/schemas/events';
import { isAdmin } from '../../../common/roles';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { badRequest, notFound } from '../../lib/errors';
import { dropImages } from '../../plugins/uploads';
import { mapPage } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { IdParam } from '../../../common/schemas/pagination';
import { eventCalendar, eventIcsFilename, eventsCalendar, presentEvent } from './presenter';
import * as q from './queries';

/** Cards and the event page show the image at up to 800 px wide (twice for sharp screens). */
const IMAGE = { width: EVENT_IMAGE_RECOMMENDED.width * 2, typeMessage: M.imageType } as const;

/**
 * GET /event. Decision 16: past events count as archived and leave the public list. Without a filter, visitors
 * and members get the upcoming events and admins every event; the archived filter is for admins (others get none).
 */
export async function list(ctx: AppContext, query: EventListQuery, auth?: AuthUser) {
  const admin = isAdmin(auth?.roles);
  const filter = query.filter ?? (admin ? undefined : 'all');
  if (filter === 'archived' && !admin) return { rows: [], total: 0 };
  const now = new Date();
  return mapPage(await q.listEvents(ctx.db, filter, now, query), (e) => presentEvent(e, now));
}

/** GET /event/featured: featured events that are still upcoming, soonest first (the home page carousel). */
export async function listFeatured(ctx: AppContext, page: PageQuery) {
  const now = new Date();
  return mapPage(await q.listEvents(ctx.db, 'featured', now, page), (e) => presentEvent(e, now));
}

/** GET /event/{id}: one event, archived ones included (a shared link keeps working after the date). */
export async function get(ctx: AppContext, id: string) {
  const row = await q.findEvent(ctx.db, id);
  if (!row) throw notFound(M.notFound);
  return presentEvent(row, new Date());
}

/** Most events in the calendar feed. */
const UPCOMING_MAX = 1000;

/** The upcoming events' ids and last changes, `limit` from `offset` (soonest first), for a page of the sitemap. */
export const listUpcomingPages = (ctx: AppContext, limit: number, offset: number) =>
  q.upcomingPages(ctx.db, new Date(), limit, offset);

/** How many events are upcoming and their newest change, for the sitemap index. */
export const countUpcomingPages = (ctx: AppContext) => q.upcomingPagesSummary(ctx.db, new Date());

/** GET /event/calendar.ics: the iCalendar feed of the upcoming events (decision 16: no archived ones). */
export const calendar = (ctx: AppContext) =>
  ctx.cache.shared('events:calendar', [T.events], async () =>
    eventsCalendar(await q.upcomingEvents(ctx.db, new Date(), UPCOMING_MAX), ctx.config.publicUrl),
  );

/** GET /event/{id}.ics: one event's 'Add to calendar' file (archived ones too, like its page); 404 otherwise. */
export async function calendarFile(ctx: AppContext, id: string) {
  const row = IdParam.safeParse({ id }).success ? await q.findEvent(ctx.db, id) : undefined;
  if (!row) throw notFound(M.notFound);
  return { body: eventCalendar(row, ctx.config.publicUrl), filename: eventIcsFilename(row) };
}

export async function create(ctx: AppContext, input: CreateEventBody, auth: AuthUser) {
  const { image, paymentInstructions, ...fields } = input;
  const row = await q.insertEvent(ctx.db, {
    ...fields,
    description: fields.description ?? '',
    date: new Date(fields.date),
    registrationUrl: fields.registrationUrl ?? null,
    // Payment instructions belong to paid events only.
    paymentInstructions: fields.eventType === 'paid' ? paymentInstructions! : null,
    image: await ctx.images.storeImage(image, IMAGE),
    createdBy: auth.id,
  });
  await ctx.cache.invalidate([T.events]);
  return presentEvent(row, new Date());
}

/** PATCH /event/{id}: the feature switch, only while the event is not archived. */
export async function update(ctx: AppContext, id: string, input: UpdateEventBody) {
  const now = new Date();
  const row = await q.setEventFeatured(ctx.db, id, input.isFeatured, now);
  if (!row) {
    if (!(await q.findEvent(ctx.db, id))) throw notFound(M.notFound);
    throw badRequest(M.archived);
  }
  await ctx.cache.invalidate([T.events]);
  return presentEvent(row, now);
}

export async function remove(ctx: AppContext, id: string) {
  const deleted = await q.deleteEvent(ctx.db, id);
  if (!deleted) throw notFound(M.notFound);
  await dropImages(ctx, [deleted.image]);
  await ctx.cache.invalidate([T.events]);
  return { message: M.deleted };
}
