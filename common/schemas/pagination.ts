import { fill, msg } from '../i18n';
import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../constants';

/** Decision 4: every list accepts ?page=&limit= (default 50, max 100); the total goes in X-Total-Count. */
export const PageQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PAGE_LIMIT_MAX, fill(msg('{field} must be at most {max}'), { field: 'limit', max: PAGE_LIMIT_MAX }))
    .default(PAGE_LIMIT_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** The `{id}` of a path: a UUID (ids are UUIDs everywhere). */
export const IdParam = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
export type IdParam = z.infer<typeof IdParam>;
