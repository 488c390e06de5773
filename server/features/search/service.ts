import { isAdmin } from '../../../common/roles';
import type { SearchCounts, SearchCountsQuery, SearchQuery } from '../../../common/schemas/search';
import {
  SEARCH_KIND_TYPES,
  SEARCH_KINDS,
  SEARCH_TYPE_KIND,
  type SearchKind,
  searchWords,
} from '../../../common/search';
import type { AppContext } from '../../context';
import { listPage, type Paged } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import * as communities from '../communities/service';
import type { SearchResult } from '../../../common/schemas/search';
import { presentResult } from './presenter';
import * as q from './queries';

const viewerOf = (auth?: AuthUser): q.Viewer => ({
  id: auth?.id,
  admin: isAdmin(auth?.roles),
  clubStatuses: communities.visibleStatuses(auth),
});

const kindsOf = (type: SearchQuery['type']): SearchKind[] =>
  type === 'all' ? [...SEARCH_KINDS] : [SEARCH_TYPE_KIND[type]];

/**
 * GET /search: the caller's page of results, best first (weighted rank, then newest), and their total. An empty
 * or one-character query (or one without a letter or digit) finds nothing.
 */
export async function search(ctx: AppContext, query: SearchQuery, auth?: AuthUser): Promise<Paged<SearchResult>> {
  const words = searchWords(query.q);
  if (!words.length) return { rows: [], total: 0 };
  const kinds = kindsOf(query.type);
  const viewer = viewerOf(auth);
  const page = await listPage(query, {
    rows: () => q.search(ctx.db, kinds, words, viewer, query),
    total: async () => {
      const by = await q.counts(ctx.db, kinds, words, viewer);
      return [{ total: kinds.reduce((sum, k) => sum + by[k], 0) }];
    },
  });
  return { rows: page.rows.map((r) => presentResult(r, words)), total: page.total };
}

/** GET /search/counts: how many results each kind has for the caller (the tabs), one query. */
export async function counts(ctx: AppContext, query: SearchCountsQuery, auth?: AuthUser): Promise<SearchCounts> {
  const words = searchWords(query.q);
  const by = words.length ? await q.counts(ctx.db, [...SEARCH_KINDS], words, viewerOf(auth)) : undefined;
  return Object.fromEntries(SEARCH_KIND_TYPES.map((t) => [t, by?.[SEARCH_TYPE_KIND[t]] ?? 0])) as SearchCounts;
}
