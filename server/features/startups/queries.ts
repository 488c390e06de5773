import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  startupClaims,
  startupFollows,
  startupSearchWords,
  startups,
  startupViews,
  startupWatchlist,
} from '../../db/schema';
import { prefixQuery, prefixText } from '../../lib/full-text';
import { countAndNewest, escapeLike, listPage, type Page } from '../../lib/pagination';
import { oldestKeptDay } from '../../lib/views';

export type StartupRow = typeof startups.$inferSelect;
export type NewStartup = typeof startups.$inferInsert;
export type ClaimRow = typeof startupClaims.$inferSelect;

const verified = eq(startups.status, 'verified');
const newestFirst = [desc(startups.createdAt), startups.id] as const;

/** Every column but the generated search ones (answers never carry them). */
const { search: _search, searchText: _searchText, ...columns } = getTableColumns(startups);
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

/**
 * Most matches ranked by Search Similar's full-text path (several words). A word shared by thousands of startups
 * ('solar') would otherwise make every search read and rank all of them; the first matches the index yields are
 * ranked instead (a query with fewer matches, the usual case, is ranked whole).
 */
export const SEARCH_CANDIDATES = 400;

/**
 * Most completions of a one-word search read from the term index; a prefix with more ('a', 'co') takes the
 * full-text path, which reads the matches themselves.
 */
export const SEARCH_COMPLETIONS = 64;

/** The first text after every text that starts with `prefix` (byte order): 'sol' → 'som'. */
export function prefixEnd(prefix: string) {
  const last = prefix.codePointAt(prefix.length - 1)!;
  const head = prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1));
  return head + String.fromCodePoint(last + 1);
}

/**
 * Search Similar: the best-ranked verified matches, the startup itself left out; undefined when `baseId` is not a
 * verified startup. One word (what a person has typed so far) is answered from the term index: each completion's
 * best startups are the first rows of its range of the index, so 'sol' costs the same whether 10 or 10,000
 * startups mention solar. Several words, or a prefix with more than SEARCH_COMPLETIONS completions, take the
 * full-text path (the GIN index). Each path checks the startup in the same statement, so a search that finds
 * something is one round trip. Prepared statements (per database): built once, and parsed once per connection.
 */
export async function searchSimilar(
  db: Db,
  words: string[],
  baseId: string,
  limit: number,
): Promise<StartupListRow[] | undefined> {
  const statements = preparedFor(db);
  let rows: StartupListRow[] | undefined;
  if (words.length === 1) {
    const lo = words[0]!;
    const hi = prefixEnd(lo);
    // The rows carry how many completions the prefix has (up to one more than are read).
    const found = await statements.byTerm.execute({ lo, hi, baseId, limit });
    const completions = found.length
      ? Number(found[0]!.completions)
      : (await statements.completions.execute({ lo, hi })).length;
    if (completions <= SEARCH_COMPLETIONS) rows = found.map(({ completions: _, ...row }) => row);
  }
  rows ??= await statements.searchSimilar.execute({ query: prefixText(words), baseId, limit });
  if (rows.length) return rows;
  // Nothing found: either no match or no such verified startup.
  return (await statements.findPublic.execute({ id: baseId })).length ? rows : undefined;
}

/** The words starting with the prefix, up to one more than SEARCH_COMPLETIONS (to tell whether there are more). */
const completionsStatement = (db: Db) =>
  db
    .select({ term: startupSearchWords.term })
    .from(startupSearchWords)
    .where(and(gte(startupSearchWords.term, sql.placeholder('lo')), lt(startupSearchWords.term, sql.placeholder('hi'))))
    .orderBy(startupSearchWords.term)
    .limit(SEARCH_COMPLETIONS + 1)
    .prepare('startup_search_completions');

/** The startup a search is about is a verified one (both search statements only answer for it). */
const baseIsVerified = (db: Db) => {
  const base = alias(startups, 'base');
  return exists(
    db
      .select({ one: sql`1` })
      .from(base)
      .where(and(eq(base.id, sql.placeholder('baseId')), eq(base.status, 'verified'))),
  );
};

/**
 * A one-word search from the term index: startup_search_by_term (migration 0012, which reads SEARCH_COMPLETIONS
 * completions) gives each completion's best `limit`, a startup once at its better rank; the best `limit` of those.
 */
function byTermStatement(db: Db) {
  const m = sql`startup_search_by_term(${sql.placeholder('lo')}, ${sql.placeholder('hi')}, ${sql.placeholder('baseId')}, ${sql.placeholder('limit')}) AS m`;
  return db
    .select({ ...columns, completions: sql<number>`m.completions` })
    .from(startups)
    .innerJoin(m, sql`m.startup_id = ${startups.id}`)
    .where(and(verified, baseIsVerified(db)))
    .orderBy(sql`m.rank DESC`, sql`m.created_at DESC`, sql`m.startup_id`)
    .limit(sql.placeholder('limit'))
    .prepare('startup_search_by_term');
}

function searchSimilarStatement(db: Db) {
  const query = sql`to_tsquery('simple', ${sql.placeholder('query')})`;
  const candidates = db
    .select({
      id: startups.id,
      createdAt: startups.createdAt,
      rank: sql<number>`ts_rank(${startups.search}, ${query})`.as('rank'),
    })
    .from(startups)
    .where(
      and(
        verified,
        sql`${startups.search} @@ ${query}`,
        ne(startups.id, sql.placeholder('baseId')),
        baseIsVerified(db),
      ),
    )
    .limit(SEARCH_CANDIDATES)
    .as('candidates');
  // The best `limit` of them, then their rows.
  const best = db
    .select({ id: candidates.id, createdAt: candidates.createdAt, rank: candidates.rank })
    .from(candidates)
    .orderBy(desc(candidates.rank), desc(candidates.createdAt), candidates.id)
    .limit(sql.placeholder('limit'))
    .as('best');
  return db
    .select(columns)
    .from(best)
    .innerJoin(startups, eq(startups.id, best.id))
    .orderBy(desc(best.rank), desc(best.createdAt), best.id)
    .prepare('startup_search_similar');
}

const findPublicStatement = (db: Db) =>
  db
    .select(columns)
    .from(startups)
    .where(and(eq(startups.id, sql.placeholder('id')), verified))
    .prepare('startup_public');

const statementsFor = (db: Db) => ({
  searchSimilar: searchSimilarStatement(db),
  completions: completionsStatement(db),
  byTerm: byTermStatement(db),
  findPublic: findPublicStatement(db),
});
const prepared = new WeakMap<Db, ReturnType<typeof statementsFor>>();
function preparedFor(db: Db) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = statementsFor(db);
    prepared.set(db, statements);
  }
  return statements;
}

/** A verified startup by id (the public profile's reads start here): a prepared statement, as above. */
export async function findPublicStartup(db: Db, id: string): Promise<StartupListRow | undefined> {
  const [row] = await preparedFor(db).findPublic.execute({ id });
  return row;
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

/** GET /startup/watchlist: the caller's watchlist, latest added first, startups still public only. */
export function listWatchlist(db: Db, userId: string, p: Page) {
  const where = and(eq(startupWatchlist.userId, userId), verified);
  return listPage<StartupListRow>(p, {
    rows: (limit, offset) =>
      db
        .select(columns)
        .from(startupWatchlist)
        .innerJoin(startups, eq(startups.id, startupWatchlist.startupId))
        .where(where)
        .orderBy(desc(startupWatchlist.createdAt), startups.id)
        .limit(limit)
        .offset(offset),
    total: () =>
      db
        .select({ total: count() })
        .from(startupWatchlist)
        .innerJoin(startups, eq(startups.id, startupWatchlist.startupId))
        .where(where),
  });
}

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

// Claims (decision 17).

/**
 * Starts or renews the caller's claim with a new code: refused (no row) when the last code went out less than
 * `resendSeconds` ago. One statement, so two quick clicks cannot both send.
 */
export async function upsertClaim(
  db: Db,
  v: { startupId: string; userId: string; email: string; codeHash: string; expiresAt: Date },
  resendSeconds: number,
) {
  const [row] = await db
    .insert(startupClaims)
    .values({ ...v, tries: 0, lastSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: [startupClaims.startupId, startupClaims.userId],
      set: { email: v.email, codeHash: v.codeHash, expiresAt: v.expiresAt, tries: 0, lastSentAt: sql`now()` },
      setWhere: sql`${startupClaims.lastSentAt} <= now() - make_interval(secs => ${resendSeconds})`,
    })
    .returning();
  return row;
}

/** Forgets a code that could not be sent (only if it is still that code). */
export const deleteClaim = (db: Db, claimId: string, codeHash: string) =>
  db.delete(startupClaims).where(and(eq(startupClaims.id, claimId), eq(startupClaims.codeHash, codeHash)));

export async function findClaim(db: Db, startupId: string, userId: string) {
  const [row] = await db
    .select()
    .from(startupClaims)
    .where(and(eq(startupClaims.startupId, startupId), eq(startupClaims.userId, userId)));
  return row;
}

/** Counts a wrong code, only while tries are left: answers the new count, or undefined when none were left. */
export async function countWrongTry(db: Db, claimId: string, maxTries: number) {
  const [row] = await db
    .update(startupClaims)
    .set({ tries: sql`${startupClaims.tries} + 1` })
    .where(and(eq(startupClaims.id, claimId), sql`${startupClaims.tries} < ${maxTries}`))
    .returning({ tries: startupClaims.tries });
  return row?.tries;
}

/** The startup shows pending_claim until its latest live code expires (not once claimed). */
export function markClaimPending(db: Db, id: string, until: Date) {
  return db
    .update(startups)
    .set({
      claimStatus: 'pending_claim',
      claimPendingUntil: sql`GREATEST(COALESCE(${startups.claimPendingUntil}, ${until}), ${until})`,
    })
    .where(and(eq(startups.id, id), ne(startups.claimStatus, 'claimed')));
}

/**
 * A verified code: the startup becomes claimed by the user, once (a second verification finds it claimed),
 * and every claim on it is removed.
 */
export async function completeClaim(db: Db, id: string, userId: string) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(startups)
      .set({ claimStatus: 'claimed', claimDate: now, ownerId: userId, claimPendingUntil: null, updatedAt: now })
      .where(and(eq(startups.id, id), eq(startups.isAdminCreated, true), ne(startups.claimStatus, 'claimed')))
      .returning(columns);
    if (row) await tx.delete(startupClaims).where(eq(startupClaims.startupId, id));
    return row;
  });
}

// Follows, watchlist and views.

/** Follows once (a second follow changes nothing); answers the count. */
export async function follow(db: Db, startupId: string, userId: string) {
  return db.transaction(async (tx) => {
    const added = await tx.insert(startupFollows).values({ startupId, userId }).onConflictDoNothing().returning();
    const [row] = added.length
      ? await tx
          .update(startups)
          .set({ followersCount: sql`${startups.followersCount} + 1` })
          .where(eq(startups.id, startupId))
          .returning({ n: startups.followersCount })
      : await tx.select({ n: startups.followersCount }).from(startups).where(eq(startups.id, startupId));
    return row?.n ?? 0;
  });
}

export async function unfollow(db: Db, startupId: string, userId: string) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(startupFollows)
      .where(and(eq(startupFollows.startupId, startupId), eq(startupFollows.userId, userId)))
      .returning();
    const [row] = removed.length
      ? await tx
          .update(startups)
          .set({ followersCount: sql`GREATEST(${startups.followersCount} - 1, 0)` })
          .where(eq(startups.id, startupId))
          .returning({ n: startups.followersCount })
      : await tx.select({ n: startups.followersCount }).from(startups).where(eq(startups.id, startupId));
    return row?.n ?? 0;
  });
}

export async function addToWatchlist(db: Db, startupId: string, userId: string) {
  await db.insert(startupWatchlist).values({ startupId, userId }).onConflictDoNothing();
}

export async function removeFromWatchlist(db: Db, startupId: string, userId: string) {
  await db
    .delete(startupWatchlist)
    .where(and(eq(startupWatchlist.startupId, startupId), eq(startupWatchlist.userId, userId)));
}

/** Whether the user follows and watches the startup. */
export async function relation(db: Db, startupId: string, userId: string) {
  const [row] = await db
    .select({
      following: sql<boolean>`EXISTS (SELECT 1 FROM ${startupFollows} WHERE ${startupFollows.startupId} = ${startupId} AND ${startupFollows.userId} = ${userId})`,
      watching: sql<boolean>`EXISTS (SELECT 1 FROM ${startupWatchlist} WHERE ${startupWatchlist.startupId} = ${startupId} AND ${startupWatchlist.userId} = ${userId})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return { following: !!row?.following, watching: !!row?.watching };
}

/**
 * A view by a visitor on a day: counted once (one statement); answers whether it counted and the count. A
 * counted view also deletes the startup's records of days before yesterday (never looked at again).
 */
export async function countView(db: Db, startupId: string, visitor: string, day: string) {
  const res = await db.execute<{ counted: boolean; views: number }>(sql`
    WITH added AS (
      INSERT INTO ${startupViews} (startup_id, visitor, day) VALUES (${startupId}, ${visitor}, ${day})
      ON CONFLICT DO NOTHING RETURNING startup_id
    ), bumped AS (
      UPDATE ${startups} SET views_count = views_count + 1 WHERE id IN (SELECT startup_id FROM added)
      RETURNING views_count
    ), pruned AS (
      DELETE FROM ${startupViews}
      WHERE startup_id = ${startupId} AND day < ${oldestKeptDay(day)} AND EXISTS (SELECT 1 FROM added)
    )
    SELECT EXISTS (SELECT 1 FROM added) AS counted,
      COALESCE((SELECT views_count FROM bumped), (SELECT views_count FROM ${startups} WHERE id = ${startupId}))::int AS views`);
  const row = res.rows[0];
  return { counted: !!row?.counted, viewsCount: Number(row?.views ?? 0) };
}

/** Demo content and benches: many startups at once. */
export async function insertStartups(db: Db, values: NewStartup[]) {
  if (!values.length) return [];
  return db.insert(startups).values(values).returning({ id: startups.id, name: startups.name });
}

export const startupsByIds = (db: Db, ids: string[]) =>
  ids.length ? db.select(columns).from(startups).where(inArray(startups.id, ids)) : Promise.resolve([]);
