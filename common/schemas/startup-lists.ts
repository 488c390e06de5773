import { fill, msg } from '../i18n';
import { z } from 'zod';
import {
  CLAIM_STATUSES,
  SEARCH_QUERY_MAX,
  SEARCH_SIMILAR_LIMIT,
  SEARCH_SIMILAR_LIMIT_MAX,
  STARTUP_STATUSES,
} from '../startups';
import { PageQuery } from './pagination';

// The directory's list queries and the small answers about one startup (stats, follow, watchlist, views).

const optionalIndustryFilter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);
const optionalSearch = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX)
  .optional()
  .transform((v) => v || undefined);

/** GET /startup (public): verified startups, newest first; `industry` and `search` (full text) narrow it. */
export const StartupListQuery = PageQuery.extend({
  industry: optionalIndustryFilter,
  search: optionalSearch,
});
export type StartupListQuery = z.infer<typeof StartupListQuery>;

/**
 * GET /startup/admin/all (admin): every startup, newest first; `search` over name, description and contact
 * email; `status`, `claimStatus`, `industry` and `adminCreated` filters.
 */
export const AdminStartupListQuery = StartupListQuery.extend({
  status: z.enum(STARTUP_STATUSES, { error: 'status must be pending, verified or rejected' }).optional(),
  claimStatus: z.enum(CLAIM_STATUSES, { error: 'claimStatus must be unclaimed, pending_claim or claimed' }).optional(),
  adminCreated: z
    .enum(['true', 'false'], { error: 'adminCreated must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type AdminStartupListQuery = z.infer<typeof AdminStartupListQuery>;

/** GET /startup/{id}/search-similar?q=&limit= (public): ranked full-text search, default 8; blank q answers []. */
export const SearchSimilarQuery = z.object({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX, fill(msg('{field} must be at most {max} characters'), { field: 'q', max: SEARCH_QUERY_MAX }))
    .default(''),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(
      SEARCH_SIMILAR_LIMIT_MAX,
      fill(msg('{field} must be at most {max}'), { field: 'limit', max: SEARCH_SIMILAR_LIMIT_MAX }),
    )
    .default(SEARCH_SIMILAR_LIMIT),
});
export type SearchSimilarQuery = z.infer<typeof SearchSimilarQuery>;

/** GET /startup/industry/{industry}. */
export const IndustryParam = z.object({ industry: z.string().trim().min(1, 'industry is required').max(100) });

/** GET /startup/stats (public): the directory hero's counts of verified startups and their industries. */
export const StartupStats = z.object({ startups: z.number().int(), industries: z.number().int() });
export type StartupStats = z.infer<typeof StartupStats>;
/** GET /startup/industries (public): the industries that exist among verified startups, with counts. */
export const IndustryCount = z.object({ industry: z.string(), count: z.number().int() });
export type IndustryCount = z.infer<typeof IndustryCount>;

/** POST|DELETE /startup/{id}/follow (signed-in). */
export const FollowAnswer = z.object({ isFollowing: z.boolean(), followersCount: z.number().int() });
export type FollowAnswer = z.infer<typeof FollowAnswer>;
/** POST|DELETE /startup/{id}/watchlist (signed-in). */
export const WatchlistAnswer = z.object({ isWatchlisted: z.boolean() });
export type WatchlistAnswer = z.infer<typeof WatchlistAnswer>;
/** POST /startup/{id}/view (public): counted once per visitor per day; bots are not counted. */
export const ViewAnswer = z.object({ counted: z.boolean(), viewsCount: z.number().int() });
export type ViewAnswer = z.infer<typeof ViewAnswer>;
