import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { opportunities, startups } from '../db/schema';
import type { TestApp } from './app';

let startupSeq = 0;
/** A startup inserted directly (default verified, owned by `ownerId` when given). */
export async function makeStartup(
  t: TestApp,
  opts: Partial<typeof startups.$inferInsert> & { ownerId?: string | null } = {},
) {
  const [row] = await t.db
    .insert(startups)
    .values({
      name: `Startup ${++startupSeq} ${randomBytes(3).toString('hex')}`,
      description: 'Payments for small merchants across West Africa.',
      industry: 'Finance',
      location: 'Lagos, Nigeria',
      contactEmail: `hello-${randomBytes(3).toString('hex')}@startup.example`,
      status: 'verified',
      ...opts,
    })
    .returning();
  return row!;
}

/** Sets a startup's status (an admin's verification, without the API). */
export const setStartupStatus = (t: TestApp, id: string, status: 'pending' | 'verified' | 'rejected') =>
  t.db.update(startups).set({ status }).where(eq(startups.id, id));

/** An opportunity inserted directly (default an active job). */
export async function makeOpportunity(
  t: TestApp,
  startupId: string,
  opts: Partial<typeof opportunities.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(opportunities)
    .values({
      startupId,
      title: 'Backend Engineer',
      description: 'Build the ledger that moves money for our merchants.',
      type: 'job',
      ...opts,
    })
    .returning();
  return row!;
}
