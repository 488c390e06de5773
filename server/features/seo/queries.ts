import { asc, desc, inArray } from 'drizzle-orm';
import { PUBLIC_COMMUNITY_STATUSES } from '../../../common/communities';
import type { Db } from '../../db/client';
import { countAndNewest } from '../../lib/pagination';
import { clubs } from '../../db/schema';

const isPublic = inArray(clubs.status, [...PUBLIC_COMMUNITY_STATUSES]);

/**
 * Communities the public may see (decision 11), `limit` from `offset`, for a page of the sitemap. Oldest first,
 * so a new community lands on the last page and the earlier pages stay the same (clubs_created_idx).
 */
export const publicCommunities = (db: Db, limit: number, offset: number) =>
  db
    .select({ id: clubs.id, updatedAt: clubs.updatedAt })
    .from(clubs)
    .where(isPublic)
    .orderBy(asc(clubs.createdAt), desc(clubs.id))
    .limit(limit)
    .offset(offset);

/** How many communities the public may see and their newest change, for the sitemap index. */
export const publicCommunitiesSummary = (db: Db) =>
  countAndNewest(clubs.updatedAt, (c) => db.select(c).from(clubs).where(isPublic));
