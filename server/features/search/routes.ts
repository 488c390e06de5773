import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SearchCounts, SearchCountsQuery, SearchQuery, SearchResult } from '../../../common/schemas/search';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { sendPage } from '../../lib/pagination';
import { errors } from '../../lib/route-schemas';
import * as service from './service';

/**
 * What a visitor's search is read from. Posts have no list-wide tag (a new post shows to visitors within the
 * cache window); the others drop the kept answers at once.
 */
const READS = [T.articles, T.communities, T.communityVisibility, T.events, T.programs, T.startups, T.opportunities];

export function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Search'];
  // Visitors only: a signed-in caller may find their own pending article, startup or opportunity, and must see
  // a new one at once, so members and admins are answered fresh.
  const visitorsCached = { cache: { tags: () => READS } };

  r.get('/api/search', {
    config: visitorsCached,
    schema: {
      tags,
      summary:
        'Search articles, communities, posts, events, programs, startups and opportunities the caller may see: best first (title over summary over body, then newest), the last word a prefix, accents and case ignored; an empty or one-character q finds nothing',
      querystring: SearchQuery,
      response: { 200: z.array(SearchResult), ...errors(400) },
    },
    handler: async (req, reply) => sendPage(reply, await service.search(ctx, req.query, req.auth)),
  });

  r.get('/api/search/counts', {
    config: visitorsCached,
    schema: {
      tags,
      summary: 'How many results of each kind the caller would get for q (the search page tabs)',
      querystring: SearchCountsQuery,
      response: { 200: SearchCounts, ...errors(400) },
    },
    handler: (req) => service.counts(ctx, req.query, req.auth),
  });
}
