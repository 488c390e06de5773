import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens, refreshTokens } from '../../db/schema';

export type Purpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

export async function insertOneTimeToken(db: Db, userId: string, purpose: Purpose, hash: string, ttlSeconds: number) {
  await db
    .insert(oneTimeTokens)
    .values({ userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
}

/** Marks a link used in one statement, so it works once even when clicked twice at the same moment. */
export async function consumeOneTimeToken(db: Db, purpose: Purpose, hash: string) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row;
}

/** A link that can still be used (not used, not replaced by a newer one, not expired): the account mail's check. */
export async function findLiveOneTimeToken(db: Db, purpose: Purpose, hash: string) {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Older links of the same purpose stop working when a new one is sent. */
export async function expireOneTimeTokens(db: Db, userId: string, purpose: Purpose) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

export async function insertRefreshToken(db: Db, userId: string, familyId: string, hash: string, ttlSeconds: number) {
  await db
    .insert(refreshTokens)
    .values({ userId, familyId, tokenHash: hash, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
}

export const findRefreshToken = async (db: Db, hash: string) =>
  (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1))[0];

/** Claims a refresh token for rotation; undefined when it was already used or revoked (a reuse). */
export async function claimRefreshToken(db: Db, id: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning();
  return row;
}

export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: Db, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
