import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { startups } from '../../db/schema';
import { prefixQuery } from '../../lib/full-text';
import { countAndNewest, escapeLike, listPage, type Page } from '../../lib/pagination';

export type StartupRow = typeof startups.$inferSelect;
export type NewStartup = typeof startups.$inferInsert;

export const verified = eq(startups.status, 'verified');
const newestFirst = [desc(startups.createdAt), startups.id] as const;

const { search: _search, searchText: _searchText, ...listColumns } = getTableColumns(startups);
/** Every column but the generated search ones (answers never carry them). */
export const columns = listColumns;
export type StartupListRow = Omit<StartupRow, 'search' | 'searchText'>;

function page(db: Db, where: SQL | undefined, p: Page, order: SQL[] | readonly unknown[] = newestFirst) {
  return listPage<StartupListRow>(p, {
    rows: (limit, offset) =>
      db
        .select(columns)
        .from(startups)
        .where(where)
        .orderBy(...(order as SQL[]))
        .limit(limit)
        .offset(offset),
    total: () => db.select({ total: count() }).from(startups).where(where),
  });
}

export interface PublicFilter {
  industry?: string;
  /** Normalised search words. */
  words?: string[];
}

function publicWhere(f: PublicFilter) {
  return and(
    verified,
    f.industry ? eq(startups.industry, f.industry) : undefined,
    f.words?.length ? sql`${startups.search} @@ ${prefixQuery(f.words)}` : undefined,
  );
}

/** GET /startup and /startup/industry/{industry}: verified startups newest first (search: best match first). */
export function listPublic(db: Db, f: PublicFilter, p: Page) {
  const order = f.words?.length
    ? [sql`ts_rank(${startups.search}, ${prefixQuery(f.words)}) DESC`, ...newestFirst]
    : newestFirst;
  return page(db, publicWhere(f), p, order);
}

/** A quick filter: verified startups sharing a key with the startup, the startup itself left out. */
export function listSharing(db: Db, by: 'industry' | 'fundingStage' | 'location', base: StartupListRow, p: Page) {
  const match =
    by === 'industry'
      ? eq(startups.industry, base.industry)
      : by === 'fundingStage'
        ? base.fundingStageKey
          ? eq(startups.fundingStageKey, base.fundingStageKey)
          : sql`false`
        : base.locationKey
          ? eq(startups.locationKey, base.locationKey)
          : sql`false`;
  return page(db, and(verified, match, ne(startups.id, base.id)), p);
}

/** GET /startup/recently-founded: verified, newest foundedYear first (unknown years last). */
export function listRecentlyFounded(db: Db, p: Page) {
  return page(db, verified, p, [sql`${startups.foundedYear} DESC NULLS LAST`, ...newestFirst]);
}

/** A claim that started but whose code has expired reads unclaimed again. */
export const effectiveClaimStatus = sql<string>`CASE WHEN ${startups.claimStatus} = 'pending_claim' AND (${startups.claimPendingUntil} IS NULL OR ${startups.claimPendingUntil} < now()) THEN 'unclaimed' ELSE ${startups.claimStatus} END`;

export interface AdminFilter {
  industry?: string;
  search?: string;
  status?: 'pending' | 'verified' | 'rejected';
  claimStatus?: 'unclaimed' | 'pending_claim' | 'claimed';
  adminCreated?: boolean;
}

/** GET /startup/admin/all: every startup newest first; search over name, description and contact email. */
export function listAll(db: Db, f: AdminFilter, p: Page) {
  const like = f.search ? escapeLike(f.search) : undefined;
  const where = and(
    f.industry ? eq(startups.industry, f.industry) : undefined,
    f.status ? eq(startups.status, f.status) : undefined,
    f.claimStatus ? sql`${effectiveClaimStatus} = ${f.claimStatus}` : undefined,
    f.adminCreated === undefined ? undefined : eq(startups.isAdminCreated, f.adminCreated),
    like
      ? or(ilike(startups.name, like), ilike(startups.description, like), ilike(startups.contactEmail, like))
      : undefined,
  );
  return page(db, where, p);
}

/** GET /startup/my-startups: the owner's startups in every status, newest first. */
export const listOwned = (db: Db, ownerId: string, p: Page) => page(db, eq(startups.ownerId, ownerId), p);

/** One startup without its search columns. */
export async function findStartup(db: Db, id: string): Promise<StartupListRow | undefined> {
  const [row] = await db.select(columns).from(startups).where(eq(startups.id, id));
  return row;
}

export async function insertStartup(db: Db, values: NewStartup) {
  const [row] = await db.insert(startups).values(values).returning(columns);
  return row!;
}

export async function updateStartup(db: Db, id: string, values: Partial<NewStartup>) {
  const [row] = await db
    .update(startups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(startups.id, id))
    .returning(columns);
  return row;
}

export async function deleteStartup(db: Db, id: string) {
  const rows = await db.delete(startups).where(eq(startups.id, id)).returning({ id: startups.id });
  return rows.length > 0;
}

/** The directory hero: verified startups and the industries among them. */
export async function publicStats(db: Db) {
  const [row] = await db
    .select({ startups: count(), industries: sql<number>`count(DISTINCT ${startups.industry})::int` })
    .from(startups)
    .where(verified);
  return { startups: Number(row?.startups ?? 0), industries: Number(row?.industries ?? 0) };
}

/** The industries among verified startups (or every startup for admins), most startups first. */
export function industryCounts(db: Db, all: boolean) {
  return db
    .select({ industry: startups.industry, count: count() })
    .from(startups)
    .where(all ? undefined : verified)
    .groupBy(startups.industry)
    .orderBy(desc(count()), startups.industry);
}

/** The admin claim page's counts over admin-created startups. */
export async function claimStats(db: Db) {
  const rows = await db
    .select({ status: effectiveClaimStatus, n: count() })
    .from(startups)
    .where(eq(startups.isAdminCreated, true))
    .groupBy(effectiveClaimStatus);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  const unclaimed = by.unclaimed ?? 0;
  const pendingClaim = by.pending_claim ?? 0;
  const claimed = by.claimed ?? 0;
  return { total: unclaimed + pendingClaim + claimed, unclaimed, pendingClaim, claimed };
}

/**
 * Verified startups' ids and last changes, `limit` from `offset`, for a page of the sitemap. Oldest first, so a
 * new startup lands on the last page and the earlier pages stay the same (a backward scan of
 * startups_verified_created_idx).
 */
export const publicPages = (db: Db, limit: number, offset: number) =>
  db
    .select({ id: startups.id, updatedAt: startups.updatedAt })
    .from(startups)
    .where(verified)
    .orderBy(asc(startups.createdAt), desc(startups.id))
    .limit(limit)
    .offset(offset);

/** How many verified startups there are and their newest change, for the sitemap index. */
export const publicPagesSummary = (db: Db) =>
  countAndNewest(startups.updatedAt, (c) => db.select(c).from(startups).where(verified));

/** Demo content and benches: many startups at once. */
export async function insertStartups(db: Db, values: NewStartup[]) {
  if (!values.length) return [];
  return db.insert(startups).values(values).returning({ id: startups.id, name: startups.name });
}

export const startupsByIds = (db: Db, ids: string[]) =>
  ids.length ? db.select(columns).from(startups).where(inArray(startups.id, ids)) : Promise.resolve([]);
