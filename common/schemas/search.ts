import { z } from 'zod';
import { SEARCH_KINDS, SEARCH_MESSAGES as M, SEARCH_Q_MAX, SEARCH_TYPES } from '../search';
import { PageQuery } from './pagination';

/** The search text: any text up to 200 characters; an empty or one-character one finds nothing (no error). */
const SearchText = z.string().max(SEARCH_Q_MAX, M.qTooLong).default('');

/** GET /search?q=&type=&page=&limit=. */
export const SearchQuery = PageQuery.extend({
  q: SearchText,
  type: z.enum(SEARCH_TYPES, { error: (iss) => M.unknownType(iss.input) }).default('all'),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** GET /search/counts?q=. */
export const SearchCountsQuery = z.object({ q: SearchText });
export type SearchCountsQuery = z.infer<typeof SearchCountsQuery>;

/** One result, best first. */
export const SearchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  _id: z.string(),
  /** Plain text (a post's is the start of its body). */
  title: z.string(),
  /** HTML: the text escaped, with `<mark>…</mark>` around matched words, the only markup. */
  excerpt: z.string(),
  /** The item's page in the app. */
  url: z.string(),
  /** ISO 8601: an event's date; for the other kinds when it was created. */
  date: z.string(),
  /** An event whose date has passed (or archived), or an archived program; false for the other kinds. */
  past: z.boolean(),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** GET /search/counts: how many results each kind has for the query (the tabs). */
export const SearchCounts = z.object({
  articles: z.number().int(),
  communities: z.number().int(),
  posts: z.number().int(),
  events: z.number().int(),
  programs: z.number().int(),
  startups: z.number().int(),
  opportunities: z.number().int(),
});
export type SearchCounts = z.infer<typeof SearchCounts>;
