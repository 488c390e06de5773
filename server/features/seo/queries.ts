import { inArray } from 'drizzle-orm';
import { PUBLIC_COMMUNITY_STATUSES } from '../../../common/communities';
import type { Db } from '../../db/client';
import { clubs } from '../../db/schema';

const isPublic = inArray(clubs.status, [...PUBLIC_COMMUNITY_STATUSES]);

/** Communities the public may see (decision 11), for the sitemap. */
export const publicCommunities = (db: Db, limit: number) =>
  db.select({ id: clubs.id, updatedAt: clubs.updatedAt }).from(clubs).where(isPublic).limit(limit);
