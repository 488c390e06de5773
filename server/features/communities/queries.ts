import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_ARTICLE_STATUS } from '../../../common/articles';
import type { CommunityStatus } from '../../../common/communities';
import type { Db } from '../../db/client';
import { articles, clubMembers, clubs, users } from '../../db/schema';
import { escapeLike, listPage, type Page, pageWithTotal } from '../../lib/pagination';

export type ClubRow = Omit<typeof clubs.$inferSelect, 'postCount'> & {
  articlesCount: number;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorAvatar: string | null;
};

const clubColumns = {
  id: clubs.id,
  name: clubs.name,
  description: clubs.description,
  image: clubs.image,
  status: clubs.status,
  isPrivate: clubs.isPrivate,
  memberCount: clubs.memberCount,
  // Approved articles, counted when read (an index on articles.club_id serves it), so it never drifts.
  articlesCount: sql<number>`(SELECT count(*)::int FROM ${articles} WHERE ${articles.clubId} = ${clubs.id} AND ${articles.status} = ${PUBLIC_ARTICLE_STATUS})`,
  createdBy: clubs.createdBy,
  createdAt: clubs.createdAt,
  updatedAt: clubs.updatedAt,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  creatorAvatar: users.profileImage,
};

export interface ClubFilter {
  statuses?: readonly CommunityStatus[];
  search?: string;
}

function whereOf(f: ClubFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.statuses) conds.push(inArray(clubs.status, [...f.statuses]));
  if (f.search) conds.push(ilike(clubs.name, escapeLike(f.search)));
  return conds.length ? and(...conds) : undefined;
}

export function listClubs(db: Db, f: ClubFilter, page: Page) {
  const where = whereOf(f);
  return listPage(page, {
    rows: (limit, offset) =>
      db
        .select(clubColumns)
        .from(clubs)
        .leftJoin(users, eq(users.id, clubs.createdBy))
        .where(where)
        .orderBy(desc(clubs.createdAt), clubs.id)
        .limit(limit)
        .offset(offset) as Promise<ClubRow[]>,
    total: () => db.select({ total: count() }).from(clubs).where(where),
  });
}

export async function findClub(db: Db, id: string) {
  const [row] = await db
    .select(clubColumns)
    .from(clubs)
    .leftJoin(users, eq(users.id, clubs.createdBy))
    .where(eq(clubs.id, id))
    .limit(1);
  return row as ClubRow | undefined;
}

export async function countClubs(db: Db) {
  const rows = await db.select({ status: clubs.status, n: count() }).from(clubs).groupBy(clubs.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  return {
    total: rows.reduce((s, r) => s + Number(r.n), 0),
    pending: by.pending ?? 0,
    approved: by.approved ?? 0,
    disapproved: by.disapproved ?? 0,
    archived: by.archived ?? 0,
  };
}

export async function insertClub(db: Db, values: typeof clubs.$inferInsert) {
  const [row] = await db.insert(clubs).values(values).onConflictDoNothing().returning({ id: clubs.id });
  return row;
}

export const nameTaken = async (db: Db, name: string, exceptId?: string) =>
  (
    await db
      .select({ id: clubs.id })
      .from(clubs)
      .where(and(sql`lower(${clubs.name}) = lower(${name})`, exceptId ? sql`${clubs.id} <> ${exceptId}` : undefined))
      .limit(1)
  ).length > 0;

export async function updateClub(db: Db, id: string, values: Partial<typeof clubs.$inferInsert>) {
  const [row] = await db
    .update(clubs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clubs.id, id))
    .returning({ id: clubs.id });
  return row;
}

/** Moves a community to a status only from the given ones, in one statement (no lost update between admins). */
export async function transitionClub(db: Db, id: string, from: readonly CommunityStatus[], to: CommunityStatus) {
  const [row] = await db
    .update(clubs)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(clubs.id, id), inArray(clubs.status, [...from])))
    .returning({ id: clubs.id });
  return row;
}

/** Deleting a community removes its memberships, posts, comments and likes (foreign keys cascade). */
export const deleteClub = async (db: Db, id: string) =>
  (await db.delete(clubs).where(eq(clubs.id, id)).returning({ id: clubs.id, image: clubs.image }))[0];

/** Joins and bumps the member count in one statement; joining twice changes nothing. */
export async function join(db: Db, clubId: string, userId: string) {
  await db.execute(sql`
    WITH ins AS (
      INSERT INTO club_members (club_id, user_id) VALUES (${clubId}, ${userId}) ON CONFLICT DO NOTHING RETURNING club_id
    )
    UPDATE clubs SET member_count = member_count + 1 WHERE id IN (SELECT club_id FROM ins)`);
}

export async function leave(db: Db, clubId: string, userId: string) {
  await db.execute(sql`
    WITH del AS (
      DELETE FROM club_members WHERE club_id = ${clubId} AND user_id = ${userId} RETURNING club_id
    )
    UPDATE clubs SET member_count = member_count - 1 WHERE id IN (SELECT club_id FROM del)`);
}

export const isMember = async (db: Db, clubId: string, userId: string) =>
  (
    await db
      .select({ c: clubMembers.clubId })
      .from(clubMembers)
      .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)))
      .limit(1)
  ).length > 0;

const memberOf = (userId: string, statuses: readonly CommunityStatus[] | undefined) =>
  and(eq(clubMembers.userId, userId), statuses ? inArray(clubs.status, [...statuses]) : undefined);
const countMemberships = (db: Db, where: SQL | undefined) =>
  db.select({ total: count() }).from(clubMembers).innerJoin(clubs, eq(clubs.id, clubMembers.clubId)).where(where);

/** Memberships most recently joined first, and each page's total as a window count over the same rows. */
const byJoined = [desc(clubMembers.createdAt), clubMembers.clubId] as const;
const windowTotal = sql<number>`count(*) OVER ()`.mapWith(Number);

/** A page of a member's communities (most recently joined first) as ids, with the total, in one indexed query. */
export async function membershipPage(
  db: Db,
  userId: string,
  statuses: readonly CommunityStatus[] | undefined,
  page: Page,
) {
  const where = memberOf(userId, statuses);
  const { rows, total } = await pageWithTotal(page, {
    rows: (limit, offset) =>
      db
        .select({ clubId: clubMembers.clubId, total: windowTotal })
        .from(clubMembers)
        .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
        .where(where)
        .orderBy(...byJoined)
        .limit(limit)
        .offset(offset),
    total: () => countMemberships(db, where),
  });
  return { ids: rows.map((r) => r.clubId), total };
}

/**
 * A page of a member's communities themselves (most recently joined first), with the total, in one statement: the
 * route keeps the whole answer for them until they join or leave, so a miss (most often just after one) costs one
 * round trip rather than the membership page's and then the communities' (stop 22).
 */
export async function myClubsPage(
  db: Db,
  userId: string,
  statuses: readonly CommunityStatus[] | undefined,
  page: Page,
) {
  const where = memberOf(userId, statuses);
  return pageWithTotal<ClubRow>(page, {
    rows: async (limit, offset) =>
      (await db
        .select({ ...clubColumns, total: windowTotal })
        .from(clubMembers)
        .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
        .leftJoin(users, eq(users.id, clubs.createdBy))
        .where(where)
        .orderBy(...byJoined)
        .limit(limit)
        .offset(offset)) as (ClubRow & { total: number })[],
    total: () => countMemberships(db, where),
  });
}
