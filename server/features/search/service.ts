import { isAdmin } from '../../../common/roles';
import type { SearchCounts, SearchCountsQuery, SearchQuery } from '../../../common/schemas/search';
import {
  SEARCH_KIND_MAX,
  SEARCH_KIND_TYPES,
  SEARCH_KINDS,
  SEARCH_TYPE_KIND,
  type SearchKind,
  searchWords,
} from '../../../common/search';
import type { AppContext } from '../../context';
import { anySearchText, searchText } from '../../lib/full-text';
import type { Paged } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import * as communities from '../communities/service';
import type { SearchResult } from '../../../common/schemas/search';
import { type Plans, plansFor, walkFellShort } from './plan';
import { presentResult } from './presenter';
import * as q from './queries';

/** Who is asking, as the statement's rules read it. */
export const viewerOf = (auth?: AuthUser): q.Viewer => ({
  id: auth?.id,
  admin: isAdmin(auth?.roles),
  clubStatuses: communities.visibleStatuses(auth),
});

/** The full-text query of the words, and of each kind's index lookup when its plan names fewer words. */
export const termsOf = (words: string[], plans: Plans): q.Terms => ({
  query: searchText(words),
  any: anySearchText(words),
  index: Object.fromEntries(
    Object.entries(plans)
      .filter(([, p]) => p?.index)
      .map(([k, p]) => [k, searchText(words, p!.index!)]),
  ),
});

const kindsOf = (type: SearchQuery['type']): SearchKind[] =>
  type === 'all' ? [...SEARCH_KINDS] : [SEARCH_TYPE_KIND[type]];

/**
 * GET /search: the caller's page of results, best first (weighted rank, then newest), and their total, in one
 * statement. Each kind answers at most its newest SEARCH_KIND_MAX matches (plan.ts, queries.ts); the total is the
 * sum of the kinds' counts. An empty or one-character query (or one without a letter or digit) finds nothing.
 */
export async function search(ctx: AppContext, query: SearchQuery, auth?: AuthUser): Promise<Paged<SearchResult>> {
  const words = searchWords(query.q);
  if (!words.length) return { rows: [], total: 0 };
  const kinds = kindsOf(query.type);
  const plans = await plansFor(ctx.db, kinds, words);
  const page = await q.search(ctx.db, kinds, termsOf(words, plans), viewerOf(auth), query, plans);
  for (const [kind, found] of page.walks) if (found < SEARCH_KIND_MAX) walkFellShort(ctx.db, kind, words);
  return {
    rows: page.rows.map((r) => presentResult(r, words)),
    total: kinds.reduce((sum, k) => sum + page.counts[k], 0),
  };
}

/** GET /search/counts: how many results each kind has for the caller (the tabs, at most SEARCH_KIND_MAX each). */
export async function counts(ctx: AppContext, query: SearchCountsQuery, auth?: AuthUser): Promise<SearchCounts> {
  const words = searchWords(query.q);
  const kinds = [...SEARCH_KINDS];
  const plans = words.length ? await plansFor(ctx.db, kinds, words) : {};
  const by = words.length ? await q.counts(ctx.db, kinds, termsOf(words, plans), viewerOf(auth), plans) : undefined;
  return Object.fromEntries(SEARCH_KIND_TYPES.map((t) => [t, by?.[SEARCH_TYPE_KIND[t]] ?? 0])) as SearchCounts;
}
