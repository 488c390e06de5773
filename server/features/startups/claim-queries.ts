import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { startupClaims, startups } from '../../db/schema';
import { columns } from './queries';

// Claims (decision 17): a code sent to the startup's address, tried a few times, then the startup is the user's.
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
