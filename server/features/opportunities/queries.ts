import { and, asc, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, OpportunityStatus } from '../../../common/opportunities';
import type { Db } from '../../db/client';
import { applications, opportunities, opportunityViews, startups, users } from '../../db/schema';
import { countAndNewest, listPage, type Page } from '../../lib/pagination';
import { oldestKeptDay } from '../../lib/views';

/** What an opportunity answer and its rules need of its startup. */
const startupColumns = {
  id: startups.id,
  name: startups.name,
  logo: startups.logo,
  industry: startups.industry,
  status: startups.status,
  ownerId: startups.ownerId,
  contactEmail: startups.contactEmail,
};
export interface StartupRef {
  id: string;
  name: string;
  logo: string | null;
  industry: string;
  status: 'pending' | 'verified' | 'rejected';
  ownerId: string | null;
  contactEmail: string | null;
}
export type OpportunityRow = typeof opportunities.$inferSelect & { startup: StartupRef };

const selectOpportunity = (db: Db) =>
  db
    .select({ o: opportunities, s: startupColumns })
    .from(opportunities)
    .innerJoin(startups, eq(startups.id, opportunities.startupId));

const toRow = (r: { o: typeof opportunities.$inferSelect; s: StartupRef }): OpportunityRow => ({
  ...r.o,
  startup: r.s,
});

/** Decision 15: public while active and its startup verified. */
const isPublic = and(eq(opportunities.status, 'active'), eq(startups.status, 'verified'))!;

export async function findOpportunity(db: Db, id: string) {
  const [row] = await selectOpportunity(db).where(eq(opportunities.id, id));
  return row && toRow(row);
}

/** The startup an opportunity is posted for: its status and owner (the rules of POST /opportunities). */
export async function findStartup(db: Db, id: string) {
  const [row] = await db.select(startupColumns).from(startups).where(eq(startups.id, id));
  return row;
}

const newestFirst = [desc(opportunities.createdAt), desc(opportunities.id)];

function pageOf(db: Db, cond: SQL | undefined, page: Page) {
  return listPage(page, {
    rows: async (limit, offset) =>
      (
        await selectOpportunity(db)
          .where(cond)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset)
      ).map(toRow),
    total: () =>
      db
        .select({ total: count() })
        .from(opportunities)
        .innerJoin(startups, eq(startups.id, opportunities.startupId))
        .where(cond),
  });
}

/** A startup's opportunities newest first: every status (its owner, admins) or the public ones. */
export const listByStartup = (
  db: Db,
  startupId: string,
  opts: { publicOnly: boolean; status?: OpportunityStatus },
  page: Page,
) =>
  pageOf(
    db,
    and(
      eq(opportunities.startupId, startupId),
      opts.publicOnly ? isPublic : undefined,
      opts.status ? eq(opportunities.status, opts.status) : undefined,
    ),
    page,
  );

/** The opportunities of every startup a user owns, newest first, every status. */
export const listByOwner = (db: Db, ownerId: string, status: OpportunityStatus | undefined, page: Page) =>
  pageOf(db, and(eq(startups.ownerId, ownerId), status ? eq(opportunities.status, status) : undefined), page);

/**
 * Public opportunities' ids and last changes, `limit` from `offset`, for a page of the sitemap. Oldest first, so
 * a new one lands on the last page and the earlier pages stay the same (opportunities_active_created_idx).
 */
export const publicOpportunities = (db: Db, limit: number, offset: number) =>
  db
    .select({ id: opportunities.id, updatedAt: opportunities.updatedAt })
    .from(opportunities)
    .innerJoin(startups, eq(startups.id, opportunities.startupId))
    .where(isPublic)
    .orderBy(asc(opportunities.createdAt), asc(opportunities.id))
    .limit(limit)
    .offset(offset);

/** How many public opportunities there are and their newest change, for the sitemap index. */
export const publicOpportunitiesSummary = (db: Db) =>
  countAndNewest(opportunities.updatedAt, (c) =>
    db.select(c).from(opportunities).innerJoin(startups, eq(startups.id, opportunities.startupId)).where(isPublic),
  );

export async function insertOpportunity(db: Db, values: typeof opportunities.$inferInsert) {
  const [row] = await db.insert(opportunities).values(values).returning({ id: opportunities.id });
  return row!.id;
}

export async function setOpportunityStatus(db: Db, id: string, status: OpportunityStatus) {
  const [row] = await db
    .update(opportunities)
    .set({ status, updatedAt: new Date() })
    .where(eq(opportunities.id, id))
    .returning({ id: opportunities.id });
  return row;
}

/** An owner's edit: the fields of the merged result (and the status when it changes too). */
export async function updateOpportunity(
  db: Db,
  id: string,
  values: Partial<Omit<typeof opportunities.$inferInsert, 'id' | 'startupId' | 'createdBy'>>,
) {
  const [row] = await db
    .update(opportunities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(opportunities.id, id))
    .returning({ id: opportunities.id });
  return row;
}

export async function deleteOpportunity(db: Db, id: string) {
  const [row] = await db.delete(opportunities).where(eq(opportunities.id, id)).returning({ id: opportunities.id });
  return row;
}

// Applications.

const applicationColumns = {
  a: applications,
  o: {
    id: opportunities.id,
    title: opportunities.title,
    type: opportunities.type,
    status: opportunities.status,
  },
  s: { id: startups.id, name: startups.name, logo: startups.logo, ownerId: startups.ownerId },
  u: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    profileImage: users.profileImage,
  },
};

const selectApplication = (db: Db) =>
  db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(startups, eq(startups.id, opportunities.startupId))
    .innerJoin(users, eq(users.id, applications.applicantId));

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplication>['execute']>>[number];

const applicationsNewestFirst = [desc(applications.createdAt), desc(applications.id)];

function applicationPage(db: Db, cond: SQL | undefined, page: Page) {
  return listPage(page, {
    rows: (limit, offset) =>
      selectApplication(db)
        .where(cond)
        .orderBy(...applicationsNewestFirst)
        .limit(limit)
        .offset(offset),
    total: () => db.select({ total: count() }).from(applications).where(cond),
  });
}

/** An opportunity's applications, newest first (its owner's list). */
export const listApplications = (db: Db, opportunityId: string, status: ApplicationStatus | undefined, page: Page) =>
  applicationPage(
    db,
    and(eq(applications.opportunityId, opportunityId), status ? eq(applications.status, status) : undefined),
    page,
  );

/** A user's own applications, newest first. */
export const listByApplicant = (db: Db, applicantId: string, page: Page) =>
  applicationPage(db, eq(applications.applicantId, applicantId), page);

export async function findApplication(db: Db, id: string) {
  const [row] = await selectApplication(db).where(eq(applications.id, id));
  return row;
}

/** A user's application to one opportunity (at most one: a unique index). */
export async function findApplicationOf(db: Db, opportunityId: string, applicantId: string) {
  const [row] = await selectApplication(db).where(
    and(eq(applications.opportunityId, opportunityId), eq(applications.applicantId, applicantId)),
  );
  return row;
}

/**
 * Stores an application and counts it on its opportunity, together; undefined when this user has already
 * applied (the unique index decides, so two tries at once cannot both pass).
 */
export function insertApplication(db: Db, values: typeof applications.$inferInsert) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(applications).values(values).onConflictDoNothing().returning({ id: applications.id });
    if (!row) return undefined;
    await tx
      .update(opportunities)
      .set({ applicationsCount: sql`${opportunities.applicationsCount} + 1` })
      .where(eq(opportunities.id, values.opportunityId));
    return row.id;
  });
}

export async function setApplicationStatus(db: Db, id: string, status: ApplicationStatus) {
  const [row] = await db
    .update(applications)
    .set({ status, updatedAt: new Date() })
    .where(eq(applications.id, id))
    .returning({ id: applications.id });
  return row;
}

// Views.

/**
 * Counts a view once per visitor and day: the view's row is kept for the day, and the count grows only when
 * the row is new. Rows of days before yesterday are deleted on the way. Answers the count and whether it grew.
 */
export function recordView(db: Db, opportunityId: string, day: string, visitor: string) {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(opportunityViews)
      .values({ opportunityId, day, visitor })
      .onConflictDoNothing()
      .returning({ day: opportunityViews.day });
    const [row] = fresh
      ? await tx
          .update(opportunities)
          .set({ viewsCount: sql`${opportunities.viewsCount} + 1` })
          .where(eq(opportunities.id, opportunityId))
          .returning({ viewsCount: opportunities.viewsCount })
      : await tx
          .select({ viewsCount: opportunities.viewsCount })
          .from(opportunities)
          .where(eq(opportunities.id, opportunityId));
    if (fresh) {
      await tx
        .delete(opportunityViews)
        .where(and(eq(opportunityViews.opportunityId, opportunityId), lt(opportunityViews.day, oldestKeptDay(day))));
    }
    return { counted: !!fresh, viewsCount: row?.viewsCount ?? 0 };
  });
}

/** The address of a startup's owner (the application mail's last resort). */
export async function ownerEmail(db: Db, ownerId: string | null) {
  if (!ownerId) return undefined;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
  return row?.email;
}
