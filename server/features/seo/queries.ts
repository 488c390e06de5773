import { and, eq, inArray } from 'drizzle-orm';
import { PUBLIC_COMMUNITY_STATUSES } from '../../../common/communities';
import type { Db } from '../../db/client';
import { clubs } from '../../db/schema';

const isPublic = inArray(clubs.status, [...PUBLIC_COMMUNITY_STATUSES]);

/** Communities the public may see (decision 11), for the sitemap. */
export const publicCommunities = (db: Db, limit: number) =>
  db.select({ id: clubs.id, updatedAt: clubs.updatedAt }).from(clubs).where(isPublic).limit(limit);

/** One community the public may see, for its page's head tags. */
export const findPublicCommunity = async (db: Db, id: string) =>
  (
    await db
      .select({ id: clubs.id, name: clubs.name, description: clubs.description, image: clubs.image })
      .from(clubs)
      .where(and(eq(clubs.id, id), isPublic))
      .limit(1)
  )[0];
