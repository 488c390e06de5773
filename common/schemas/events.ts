import { fill, msg } from '../i18n';
import { z } from 'zod';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_FILTERS,
  EVENT_LOCATION_MAX,
  EVENT_MESSAGES as M,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
  isPastDate,
  PAYMENT_INSTRUCTIONS_MAX,
  URL_MAX,
} from '../events';
import { formFlag } from './fields';
import { PageQuery } from './pagination';
import { imageFile } from './uploads';

export const Event = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  /** ISO 8601, UTC. */
  date: z.string(),
  image: z.string(),
  registrationUrl: z.string().nullable(),
  eventType: z.enum(EVENT_TYPES),
  /** Paid events only. */
  paymentInstructions: z.string().nullable(),
  isFeatured: z.boolean(),
  /** Decision 16: true once the date has passed. */
  isArchived: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof Event>;

/**
 * GET /event: without a filter, visitors and members get the upcoming events and admins every event;
 * `filter` picks one of the admin manager's lists (archived is for admins: others get none).
 */
export const EventListQuery = PageQuery.extend({
  filter: z.enum(EVENT_FILTERS, { error: `filter must be one of ${EVENT_FILTERS.join(', ')}` }).optional(),
});
export type EventListQuery = z.infer<typeof EventListQuery>;

export const tooLong = (what: string, max: number) =>
  fill(msg('{field} must be at most {max} characters'), { field: what, max });
/** A required text field: the form sends '' for an empty input. */
export const requiredText = (max: number, required: string, what: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong(what, max));
/** An optional text field: '' or blank counts as left out. */
export const optionalText = (max: number, what: string) =>
  z
    .string({ error: fill(msg('{field} must be text'), { field: what }) })
    .trim()
    .max(max, tooLong(what, max))
    .optional()
    .transform((v) => v || undefined);
/** An optional http(s) address (registrationUrl): '' counts as left out. */
export const optionalUrl = (message: string) =>
  z
    .union(
      [
        z.literal(''),
        z
          .string({ error: message })
          .trim()
          .max(URL_MAX, message)
          .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message })),
      ],
      { error: message },
    )
    .optional()
    .transform((v) => v || undefined);

/** Paid events and programs need payment instructions; free ones keep none. */
export const checkPayment =
  (typeField: 'eventType' | 'programType', message: string) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (v[typeField] === 'paid' && !v.paymentInstructions)
      ctx.addIssue({ code: 'custom', path: ['paymentInstructions'], message });
  };

const eventDate = z
  .string({ error: M.dateRequired })
  .trim()
  .min(1, M.dateRequired)
  .pipe(z.iso.datetime({ offset: true, error: M.dateInvalid }))
  .refine((d) => Number.isFinite(Date.parse(d)), { error: M.dateInvalid, abort: true })
  .refine((d) => !isPastDate(d), { error: M.datePast });

/** POST /event/create (multipart, admin, part 3 §7): the created event is answered. */
export const CreateEventBody = z
  .object({
    title: requiredText(EVENT_TITLE_MAX, M.titleRequired, 'Title'),
    description: optionalText(EVENT_DESCRIPTION_MAX, 'Description'),
    location: requiredText(EVENT_LOCATION_MAX, M.locationRequired, 'Location'),
    date: eventDate,
    registrationUrl: optionalUrl(M.registrationUrl),
    eventType: z.enum(EVENT_TYPES, { error: M.eventType }).default('free'),
    paymentInstructions: optionalText(PAYMENT_INSTRUCTIONS_MAX, 'Payment instructions'),
    image: imageFile({ required: M.imageRequired, type: M.imageType, size: M.imageSize }),
  })
  .superRefine(checkPayment('eventType', M.paymentRequired));
export type CreateEventBody = z.infer<typeof CreateEventBody>;

/** PATCH /event/{id} (admin): the feature switch; refused for archived events. */
export const UpdateEventBody = z.object({ isFeatured: formFlag(M.isFeatured) });
export type UpdateEventBody = z.infer<typeof UpdateEventBody>;
