import { and, count, desc, eq, ilike, not, or, type SQL } from 'drizzle-orm';
import type { ProgramFilter } from '../../../common/programs';
import type { Db } from '../../db/client';
import { programs } from '../../db/schema';
import { escapeLike, listPage, type Page } from '../../lib/pagination';

export type ProgramRow = typeof programs.$inferSelect;

/** A page of programs, newest first: all or featured, with a search in the title and description. */
export function listPrograms(
  db: Db,
  opts: { filter: ProgramFilter; search?: string; publicOnly?: boolean },
  page: Page,
) {
  const conds: SQL[] = [];
  if (opts.filter === 'featured') conds.push(eq(programs.isFeatured, true));
  if (opts.publicOnly) conds.push(not(programs.isArchived));
  if (opts.search) {
    const like = escapeLike(opts.search);
    conds.push(or(ilike(programs.title, like), ilike(programs.description, like))!);
  }
  const cond = and(...conds);
  return listPage(page, {
    rows: (limit, offset) =>
      db.select().from(programs).where(cond).orderBy(desc(programs.createdAt), programs.id).limit(limit).offset(offset),
    total: () => db.select({ total: count() }).from(programs).where(cond),
  });
}

export async function insertProgram(db: Db, values: typeof programs.$inferInsert) {
  const [row] = await db.insert(programs).values(values).returning();
  return row!;
}

/** Flips the featured flag in one statement (two admins toggling at once each flip it once). */
export async function toggleProgramFeatured(db: Db, id: string) {
  const [row] = await db
    .update(programs)
    .set({ isFeatured: not(programs.isFeatured), updatedAt: new Date() })
    .where(eq(programs.id, id))
    .returning();
  return row;
}

export async function deleteProgram(db: Db, id: string) {
  const [row] = await db
    .delete(programs)
    .where(eq(programs.id, id))
    .returning({ id: programs.id, image: programs.image });
  return row;
}
