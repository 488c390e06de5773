import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLES } from '../../../common/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { escapeLike, listPage, type Page } from '../../lib/pagination';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const findUserById = async (db: Db, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export interface UserFilter {
  search?: string;
  status?: UserRow['status'];
  staffOnly?: boolean;
}

function whereOf(f: UserFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.search) {
    const like = escapeLike(f.search);
    conds.push(or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like)) as SQL);
  }
  if (f.status) conds.push(eq(users.status, f.status));
  if (f.staffOnly) conds.push(sql`${users.roles} && ${`{${ADMIN_ROLES.join(',')}}`}::text[]`);
  return conds.length ? and(...conds) : undefined;
}

export function listUsers(db: Db, f: UserFilter, page: Page) {
  const where = whereOf(f);
  return listPage(page, {
    rows: (limit, offset) =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(sql`${users.createdAt} DESC, ${users.id}`)
        .limit(limit)
        .offset(offset),
    total: () => db.select({ total: count() }).from(users).where(where),
  });
}

export async function countUsers(db: Db) {
  const [r] = await db
    .select({
      totalCount: count(),
      activeCount: sql<number>`count(*) filter (where ${users.status} = 'active')`,
      suspendedCount: sql<number>`count(*) filter (where ${users.status} = 'suspended')`,
    })
    .from(users);
  return {
    totalCount: Number(r.totalCount),
    activeCount: Number(r.activeCount),
    suspendedCount: Number(r.suspendedCount),
  };
}
