import {
  acceptsApplications,
  hasJobFields,
  hasPartnershipFields,
  isOpportunityPublic,
  deadlineInstant,
  isPastDeadline,
  OPPORTUNITY_MESSAGES as M,
} from '../../../common/opportunities';
import { isAdmin } from '../../../common/roles';
import type {
  ApplicationListQuery,
  ApplicationStatusBody,
  ApplyBody,
  CreateOpportunityBody,
  OpportunityListQuery,
  UpdateOpportunityBody,
} from '../../../common/schemas/opportunities';
import type { PageQuery } from '../../../common/schemas/pagination';
import { inTransaction } from '../../lib/transaction';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { mapPage } from '../../lib/pagination';
import { isBot, type Visitor, viewDay, viewerKey } from '../../lib/views';
import type { AuthUser } from '../../plugins/auth';
import type { Executor } from '../../plugins/jobs';
import {
  APPLICATION_MAIL_JOB,
  APPLICATION_MAIL_MAX_ATTEMPTS,
  type ApplicationMailJob,
  sendApplicationMail,
} from './application-mail';
import * as startups from '../startups/service';
import { presentApplication, presentOpportunity } from './presenter';
import * as notifications from '../notifications/service';
import * as q from './queries';

/** Owners of the startup and admins manage an opportunity; they see it in every status. */
const canManage = (startup: { ownerId: string | null }, auth?: AuthUser) =>
  !!auth && (isAdmin(auth.roles) || (startup.ownerId !== null && startup.ownerId === auth.id));

/** The rule of `apply`: nobody applies to an opportunity of a startup they own (admins may apply elsewhere). */
const isOwnOpportunity = (row: q.OpportunityRow, auth: AuthUser) => row.startup.ownerId === auth.id;

/** Decision 15: visible to everyone while active and its startup verified; to its owner and admins always. */
const canSee = (row: q.OpportunityRow, auth?: AuthUser) =>
  isOpportunityPublic(row, row.startup) || canManage(row.startup, auth);

async function visible(ctx: AppContext, id: string, auth?: AuthUser) {
  const row = await q.findOpportunity(ctx.db, id);
  if (!row || !canSee(row, auth)) throw notFound(M.notFound);
  return row;
}

/** An opportunity the caller manages: 404 when they cannot see it, 403 when they see it but do not own it. */
async function managed(ctx: AppContext, id: string, auth: AuthUser) {
  const row = await visible(ctx, id, auth);
  if (!canManage(row.startup, auth)) throw forbidden(M.notOwner);
  return row;
}

/** The tags a change to an opportunity invalidates: every list and the opportunity's own answers. */
const changed = (id: string) => [T.opportunities, T.opportunity(id)];

// Reads.

/** GET /opportunities/{id}: with its startup's name, logo and industry. */
export async function get(ctx: AppContext, id: string, auth?: AuthUser) {
  return presentOpportunity(await visible(ctx, id, auth));
}

/**
 * GET /opportunities/startup/{id}: the public ones (active, of a verified startup); its owner and admins get every
 * status (and may filter by one). A startup the caller cannot see is 404, as on its profile.
 */
export async function listForStartup(ctx: AppContext, startupId: string, query: OpportunityListQuery, auth?: AuthUser) {
  const startup = await startups.findForFeature(ctx, startupId);
  const manager = !!startup && canManage(startup, auth);
  if (!startup || (startup.status !== 'verified' && !manager)) throw notFound(M.startupNotFound);
  if (!manager && query.status && query.status !== 'active') return { rows: [], total: 0 };
  return mapPage(
    await q.listByStartup(ctx.db, startupId, { publicOnly: !manager, status: query.status }, query),
    presentOpportunity,
  );
}

/** GET /opportunities/my-opportunities: the opportunities of every startup the caller owns, every status. */
export async function listMine(ctx: AppContext, query: OpportunityListQuery, auth: AuthUser) {
  return mapPage(await q.listByOwner(ctx.db, auth.id, query.status, query), presentOpportunity);
}

/** Public opportunities' ids and last changes, `limit` from `offset` (oldest first), for a page of the sitemap. */
export const listPublicPages = (ctx: AppContext, limit: number, offset: number) =>
  q.publicOpportunities(ctx.db, limit, offset);

/** How many public opportunities there are and their newest change, for the sitemap index. */
export const countPublicPages = (ctx: AppContext) => q.publicOpportunitiesSummary(ctx.db);

// Writes.

/** What an owner writes of an opportunity (a new one's fields, or the merged result of an edit). */
type OpportunityFields = Omit<CreateOpportunityBody, 'startup'>;

/**
 * Part 3 §5: the fields of another type are not kept (salary, experience level, location, deadline, requirements
 * and skills belong to job and internship, `JOB_ONLY_FIELDS`; lookingFor and offering to partnership); jobType,
 * currency and contactEmail are kept for every type.
 */
function typeFields(v: OpportunityFields) {
  const job = hasJobFields(v.type);
  const partnership = hasPartnershipFields(v.type);
  return {
    title: v.title,
    description: v.description,
    type: v.type,
    jobType: v.jobType ?? null,
    salaryMin: job ? (v.salaryMin ?? null) : null,
    salaryMax: job ? (v.salaryMax ?? null) : null,
    currency: v.currency,
    location: job ? (v.location ?? null) : null,
    experienceLevel: job ? (v.experienceLevel ?? null) : null,
    applicationDeadline: job && v.applicationDeadline ? deadlineInstant(v.applicationDeadline) : null,
    contactEmail: v.contactEmail ?? null,
    requirements: job ? v.requirements : [],
    skills: job ? v.skills : [],
    lookingFor: partnership ? v.lookingFor : [],
    offering: partnership ? v.offering : [],
  };
}

/**
 * POST /opportunities: the owner of a verified startup only (part 3 §4), with the fields of its type. New
 * opportunities are active.
 */
export async function create(ctx: AppContext, input: CreateOpportunityBody, auth: AuthUser) {
  const startup = await startups.findForFeature(ctx, input.startup);
  if (!startup || (startup.status !== 'verified' && !canManage(startup, auth))) throw notFound(M.startupNotFound);
  if (startup.ownerId !== auth.id) throw forbidden(M.notOwner);
  if (startup.status !== 'verified') throw forbidden(M.startupNotVerified);
  const id = await q.insertOpportunity(ctx.db, {
    startupId: startup._id,
    createdBy: auth.id,
    ...typeFields(input),
    status: 'active',
  });
  await ctx.cache.invalidate(changed(id));
  return presentOpportunity((await q.findOpportunity(ctx.db, id))!);
}

/**
 * PATCH /opportunities/{id} (owner or admin): edit any field, and close, reopen or keep as a draft. A field left
 * out keeps its value; the merged result is checked as a new opportunity is (minimum salary not above the
 * maximum; a deadline that changes must not be in the past) and keeps the fields of its type only.
 */
export async function update(ctx: AppContext, id: string, input: UpdateOpportunityBody, auth: AuthUser) {
  const row = await managed(ctx, id, auth);
  const { status, ...patch } = input;
  const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<
    Omit<UpdateOpportunityBody, 'status'>
  >;
  if (Object.keys(sent).length > 0) {
    const stored = row.applicationDeadline;
    // The stored opportunity with what was sent laid over it (typeFields reads the fields it keeps).
    const merged: OpportunityFields = { ...row, applicationDeadline: stored?.toISOString() ?? null, ...sent };
    const fields = typeFields(merged);
    if (fields.salaryMin !== null && fields.salaryMax !== null && fields.salaryMin > fields.salaryMax)
      throw badRequest(M.salaryRange);
    const deadline = fields.applicationDeadline;
    if (deadline && deadline.getTime() !== stored?.getTime() && isPastDeadline(deadline))
      throw badRequest(M.deadlinePast);
    await q.updateOpportunity(ctx.db, id, { ...fields, ...(status ? { status } : {}) });
  } else if (status) {
    await q.setOpportunityStatus(ctx.db, id, status);
  }
  await ctx.cache.invalidate(changed(id));
  return presentOpportunity((await q.findOpportunity(ctx.db, id))!);
}

/** DELETE /opportunities/{id} (owner or admin): its applications and views go with it. */
export async function remove(ctx: AppContext, id: string, auth: AuthUser) {
  await managed(ctx, id, auth);
  await q.deleteOpportunity(ctx.db, id);
  await ctx.cache.invalidate(changed(id));
  return { message: M.deleted };
}

// Views.

/**
 * POST /opportunities/{id}/view: once per visitor per day (the account when signed in, otherwise the address and
 * browser, hashed with the day), bots excluded, the owner's own visits too. Cached answers show the count within
 * the cache window.
 */
export async function countView(ctx: AppContext, id: string, visitor: Visitor) {
  const row = await visible(ctx, id, visitor.auth);
  if (isBot(visitor.userAgent) || !isOpportunityPublic(row, row.startup) || canManage(row.startup, visitor.auth))
    return { counted: false, viewsCount: row.viewsCount };
  const day = viewDay();
  return q.recordView(ctx.db, id, day, viewerKey(ctx.signer, visitor, day));
}

// Applications.

/** Queues the new application's mail in the transaction that stores it (never sent inside the request). */
const queueApplicationMail = (ctx: AppContext, tx: Executor, applicationId: string) =>
  ctx.jobs.enqueue(tx, APPLICATION_MAIL_JOB, [{ applicationId } satisfies ApplicationMailJob], {
    maxAttempts: APPLICATION_MAIL_MAX_ATTEMPTS,
  });

/** Registers the feature's jobs with the queue (the workers start in main.ts). */
export function registerJobs(ctx: AppContext) {
  ctx.jobs.register(APPLICATION_MAIL_JOB, (payload, job) => sendApplicationMail(ctx, payload, job));
}

/**
 * POST /opportunities/{id}/apply (signed-in): once per user and opportunity (409 after), not to one's own
 * startup's opportunity (403), only while it is public and its deadline has not passed. The opportunity's
 * contactEmail (else its startup's, else the owner's address) is told by mail, sent by the job queue (issue 17).
 */
export async function apply(ctx: AppContext, id: string, input: ApplyBody, auth: AuthUser) {
  const row = await visible(ctx, id, auth);
  if (isOwnOpportunity(row, auth)) throw forbidden(M.ownOpportunity);
  if (
    !acceptsApplications({ ...row, applicationDeadline: row.applicationDeadline?.toISOString() ?? null }, row.startup)
  )
    throw forbidden(M.notAcceptingApplications);
  const applicationId = await inTransaction(ctx.db, async (tx) => {
    const inserted = await q.insertApplication(tx, {
      opportunityId: id,
      applicantId: auth.id,
      message: input.message,
      link: input.link ?? null,
    });
    if (inserted) await notifications.emit(ctx, tx, { type: 'new_application', applicationId: inserted });
    if (inserted) await queueApplicationMail(ctx, tx, inserted);
    return inserted;
  });
  if (!applicationId) throw conflict(M.alreadyApplied);
  await ctx.cache.invalidate([T.opportunity(id)]);
  return presentApplication((await q.findApplication(ctx.db, applicationId))!);
}

/** GET /opportunities/{id}/applications (owner or admin): newest first, optionally one status. */
export async function listApplications(ctx: AppContext, id: string, query: ApplicationListQuery, auth: AuthUser) {
  await managed(ctx, id, auth);
  return mapPage(await q.listApplications(ctx.db, id, query.status, query), presentApplication);
}

/**
 * PATCH /opportunities/applications/{id} (the opportunity's owner or an admin): reviewed, shortlisted or declined.
 * The applicant is told by a notification (issue 17), and by mail when it becomes shortlisted or declined.
 */
export async function setApplicationStatus(ctx: AppContext, id: string, input: ApplicationStatusBody, auth: AuthUser) {
  const row = await q.findApplication(ctx.db, id);
  if (!row) throw notFound(M.applicationNotFound);
  if (!canManage(row.s, auth)) throw forbidden(M.notOwner);
  await inTransaction(ctx.db, async (tx) => {
    await q.setApplicationStatus(tx, id, input.status);
    if (input.status !== row.a.status)
      await notifications.emit(ctx, tx, { type: 'application_status', applicationId: id, status: input.status });
  });
  return presentApplication((await q.findApplication(ctx.db, id))!);
}

/** GET /opportunities/my-applications: the caller's applications with their state, newest first. */
export async function listMyApplications(ctx: AppContext, query: PageQuery, auth: AuthUser) {
  return mapPage(await q.listByApplicant(ctx.db, auth.id, query), presentApplication);
}

/**
 * GET /opportunities/{id}/my-application (signed-in): the caller's application to an opportunity they can see,
 * or null when they have not applied, and whether `apply` refuses them as the startup's owner (404 only for an
 * opportunity they cannot see).
 */
export async function myApplication(ctx: AppContext, id: string, auth: AuthUser) {
  const opportunity = await visible(ctx, id, auth);
  const row = await q.findApplicationOf(ctx.db, id, auth.id);
  return { application: row ? presentApplication(row) : null, isOwnOpportunity: isOwnOpportunity(opportunity, auth) };
}
