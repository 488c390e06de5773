import { fill, msg } from '../i18n';
import { z } from 'zod';
import {
  APPLICATION_MESSAGE_MAX,
  APPLICATION_REVIEW_STATUSES,
  APPLICATION_STATUSES,
  CURRENCIES,
  CURRENCY_DEFAULT,
  EMAIL_MAX,
  EXPERIENCE_LEVELS,
  isPastDeadline,
  JOB_TYPES,
  OPPORTUNITY_DESCRIPTION_MAX,
  OPPORTUNITY_LIST_ENTRY_MAX,
  OPPORTUNITY_LIST_MAX,
  OPPORTUNITY_LOCATION_MAX,
  OPPORTUNITY_MESSAGES as M,
  OPPORTUNITY_STATUSES,
  OPPORTUNITY_TITLE_MAX,
  OPPORTUNITY_TYPE_DEFAULT,
  OPPORTUNITY_TYPES,
  SALARY_MAX,
} from '../opportunities';
import { optionalUrl, requiredText, tooLong } from './events';
import { PageQuery } from './pagination';

/** The startup an opportunity belongs to, as every opportunity answer carries it (part 3 §3, §2.12). */
export const OpportunityStartup = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  industry: z.string(),
});
export type OpportunityStartup = z.infer<typeof OpportunityStartup>;

/**
 * An opportunity (part 3 §3). Fields of another type are null or empty: salaries, experience level, location,
 * deadline, requirements and skills belong to job and internship; lookingFor and offering to partnership (jobType,
 * currency and contactEmail to every type). viewsCount and applicationsCount are real counts (issue 11).
 */
export const Opportunity = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(OPPORTUNITY_TYPES),
  jobType: z.enum(JOB_TYPES).nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  location: z.string().nullable(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  /** ISO 8601, UTC; a date picked without a time lasts to the end of that day. */
  applicationDeadline: z.string().nullable(),
  contactEmail: z.string().nullable(),
  requirements: z.array(z.string()),
  skills: z.array(z.string()),
  lookingFor: z.array(z.string()),
  offering: z.array(z.string()),
  startup: OpportunityStartup,
  status: z.enum(OPPORTUNITY_STATUSES),
  viewsCount: z.number().int(),
  applicationsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Opportunity = z.infer<typeof Opportunity>;

/**
 * A whole salary amount: a number (JSON) or the text of a form input. '' or null is none (null: on an edit it
 * clears the stored amount); left out is undefined (an edit keeps the stored one).
 */
const salary = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .transform((v, ctx) => {
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isInteger(n) || n < 0 || n > SALARY_MAX) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    })
    .optional();

/**
 * A list of part 3 §3 (requirements, skills, lookingFor, offering): an array of text, or one text with an entry
 * per line (a text area). Entries are trimmed and blank ones dropped (part 3 §5), so no list keeps a blank entry.
 * Left out it is undefined (an edit keeps the stored list); `textList` gives [] instead (a new opportunity).
 */
const textListValue = (what: string) =>
  z
    .union([z.array(z.string({ error: M.list(what) })), z.string()], { error: M.list(what) })
    .transform((v) => (typeof v === 'string' ? v.split(/\r?\n/) : v).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(OPPORTUNITY_LIST_ENTRY_MAX, M.listEntryTooLong(what)))
        .max(OPPORTUNITY_LIST_MAX, M.listTooLong(what)),
    )
    .optional();
export const textList = (what: string) => textListValue(what).default([]);

/** A deadline's value: a date (YYYY-MM-DD) or an ISO date-time. */
const deadlineDate = z
  .union([z.iso.date({ error: M.deadlineInvalid }), z.iso.datetime({ offset: true, error: M.deadlineInvalid })], {
    error: M.deadlineInvalid,
  })
  .refine((d) => Number.isFinite(Date.parse(d)), { error: M.deadlineInvalid, abort: true });

/**
 * An application deadline; '' or null is none. A new one must not be in the past; an edit checks that on the
 * server against the stored deadline (an unchanged deadline that has passed does not block other changes).
 */
const deadline = (notPast: boolean) =>
  z
    .union([z.string({ error: M.deadlineInvalid }), z.null()], { error: M.deadlineInvalid })
    .transform((v) => v?.trim() || null)
    .pipe(
      (notPast ? deadlineDate.refine((d) => !isPastDeadline(d), { error: M.deadlinePast }) : deadlineDate).nullable(),
    )
    .optional();

const contactEmail = z
  .union([z.string({ error: M.contactEmail }), z.null()], { error: M.contactEmail })
  .transform((v) => v?.trim().toLowerCase() || null)
  .pipe(z.email({ error: M.contactEmail }).max(EMAIL_MAX, M.contactEmail).nullable())
  .optional();

/** An optional text (location): '' or null is none. */
const optionalLine = (max: number, what: string) =>
  z
    .union([z.string({ error: fill(msg('{field} must be text'), { field: what }) }), z.null()], {
      error: fill(msg('{field} must be text'), { field: what }),
    })
    .transform((v) => v?.trim() || null)
    .pipe(z.string().max(max, tooLong(what, max)).nullable())
    .optional();

/** One of a list, optional: '' or null is none (left out: undefined, so an edit keeps the stored one). */
const optionalOption = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values), z.literal(''), z.null()], { error: message })
    .transform((v) => (v || null) as T[number] | null)
    .optional();

/** Part 3 §5 on the values sent: the minimum salary is not above the maximum. */
const salaryRange = (v: { salaryMin?: number | null; salaryMax?: number | null }, ctx: z.RefinementCtx) => {
  if (v.salaryMin != null && v.salaryMax != null && v.salaryMin > v.salaryMax)
    ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: M.salaryRange });
};

/** The fields of part 3 §3 an owner writes, as a new opportunity takes them. */
const opportunityFields = {
  title: requiredText(OPPORTUNITY_TITLE_MAX, M.titleRequired, 'Title'),
  description: requiredText(OPPORTUNITY_DESCRIPTION_MAX, M.descriptionRequired, 'Description'),
  type: z.enum(OPPORTUNITY_TYPES, { error: M.type }).default(OPPORTUNITY_TYPE_DEFAULT),
  jobType: optionalOption(JOB_TYPES, M.jobType),
  salaryMin: salary(M.salaryMin),
  salaryMax: salary(M.salaryMax),
  currency: z.enum(CURRENCIES, { error: M.currency }).default(CURRENCY_DEFAULT),
  location: optionalLine(OPPORTUNITY_LOCATION_MAX, 'Location'),
  experienceLevel: optionalOption(EXPERIENCE_LEVELS, M.experienceLevel),
  applicationDeadline: deadline(true),
  contactEmail,
  requirements: textList('Requirements'),
  skills: textList('Skills'),
  lookingFor: textList('Looking for'),
  offering: textList('Offering'),
};

/**
 * POST /opportunities (JSON, owner of a verified startup; part 3 §7): the fields of part 3 §3 and the startup's id in
 * `startup`. New opportunities are active. Fields that do not belong to the type are dropped by the server.
 */
export const CreateOpportunityBody = z
  .object({ startup: z.uuid({ error: M.startupRequired }), ...opportunityFields })
  .superRefine(salaryRange);
export type CreateOpportunityBody = z.infer<typeof CreateOpportunityBody>;
/** What the form holds before validation (inputs as typed). */
export type CreateOpportunityInput = z.input<typeof CreateOpportunityBody>;

/**
 * PATCH /opportunities/{id} (owner or admin; beyond the documents, part 3 §4 leaves the status open, issue 11 the
 * edit): any of the fields of POST (but the startup) and the status. A field left out keeps its value; '' or null
 * clears an optional one, [] or '' a list. The server checks the merged result as a new one is checked (minimum
 * salary not above the maximum; a changed deadline not in the past) and keeps only the fields of its type.
 */
export const UpdateOpportunityBody = z
  .object({
    title: opportunityFields.title.optional(),
    description: opportunityFields.description.optional(),
    type: z.enum(OPPORTUNITY_TYPES, { error: M.type }).optional(),
    jobType: opportunityFields.jobType,
    salaryMin: opportunityFields.salaryMin,
    salaryMax: opportunityFields.salaryMax,
    currency: z.enum(CURRENCIES, { error: M.currency }).optional(),
    location: opportunityFields.location,
    experienceLevel: opportunityFields.experienceLevel,
    applicationDeadline: deadline(false),
    contactEmail: opportunityFields.contactEmail,
    requirements: textListValue('Requirements'),
    skills: textListValue('Skills'),
    lookingFor: textListValue('Looking for'),
    offering: textListValue('Offering'),
    status: z.enum(OPPORTUNITY_STATUSES, { error: M.status }).optional(),
  })
  .superRefine(salaryRange)
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: M.nothingToUpdate });
export type UpdateOpportunityBody = z.infer<typeof UpdateOpportunityBody>;
export type UpdateOpportunityInput = z.input<typeof UpdateOpportunityBody>;

/** GET /opportunities/my-opportunities, /startup/{id}: pages; an optional status filter for the owner's lists. */
export const OpportunityListQuery = PageQuery.extend({
  status: z.enum(OPPORTUNITY_STATUSES, { error: M.status }).optional(),
});
export type OpportunityListQuery = z.infer<typeof OpportunityListQuery>;

/** POST /opportunities/{id}/view: whether this visit was counted (once per visitor per day) and the count. */
export const ViewAnswer = z.object({ counted: z.boolean(), viewsCount: z.number().int() });
export type ViewAnswer = z.infer<typeof ViewAnswer>;

// Applications (issue 11, beyond the documents).

/** POST /opportunities/{id}/apply (signed-in): a short message and an optional link (portfolio or CV). */
export const ApplyBody = z.object({
  message: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .max(APPLICATION_MESSAGE_MAX, M.messageTooLong),
  link: optionalUrl(M.link),
});
export type ApplyBody = z.infer<typeof ApplyBody>;

/** PATCH /opportunities/applications/{id} (owner or admin). */
export const ApplicationStatusBody = z.object({
  status: z.enum(APPLICATION_REVIEW_STATUSES, { error: M.applicationStatus }),
});
export type ApplicationStatusBody = z.infer<typeof ApplicationStatusBody>;

/** GET /opportunities/{id}/applications: an optional status filter. */
export const ApplicationListQuery = PageQuery.extend({
  status: z
    .enum(APPLICATION_STATUSES, { error: 'Status must be submitted, reviewed, shortlisted or declined' })
    .optional(),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuery>;

/** The opportunity an application is for, as the applicant's list shows it. */
export const ApplicationOpportunity = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(OPPORTUNITY_TYPES),
  status: z.enum(OPPORTUNITY_STATUSES),
  startup: OpportunityStartup.pick({ _id: true, name: true, logo: true }),
});
export type ApplicationOpportunity = z.infer<typeof ApplicationOpportunity>;

/** Who applied (their email is for the startup's owner to answer). */
export const Applicant = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
});
export type Applicant = z.infer<typeof Applicant>;

export const Application = z.object({
  _id: z.string(),
  opportunity: ApplicationOpportunity,
  applicant: Applicant,
  message: z.string(),
  link: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof Application>;

/**
 * GET /opportunities/{id}/my-application (signed-in): the caller's application to this opportunity, or null
 * when they have not applied (so any number of applications is answered without a list; see decisions.md), and
 * whether the opportunity is of a startup the caller owns (the server refuses their application, so the page
 * shows no form).
 */
export const MyApplicationAnswer = z.object({
  application: Application.nullable(),
  isOwnOpportunity: z.boolean(),
});
export type MyApplicationAnswer = z.infer<typeof MyApplicationAnswer>;
