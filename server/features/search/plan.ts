import { sql } from 'drizzle-orm';
import { SEARCH_KIND_MAX, type SearchKind, wordMatches } from '../../../common/search';
import type { Db } from '../../db/client';

/**
 * How each kind's candidates are found (queries.ts). A word in a good share of a kind's rows ('founders' in every
 * article) matches thousands: reading all of them through the GIN index, then sorting them by date, grows with
 * the table. Those are found by walking the kind's date index from the newest row instead, checking each row's
 * search document, which stops after SEARCH_KIND_MAX matches. A rarer word (most words in most kinds) takes the GIN
 * index, which costs little then. The share comes from PostgreSQL's own statistics of each search table's `doc` column
 * (pg_stats' most common lexemes and their frequencies, kept by ANALYZE and autovacuum); without statistics
 * (a new table, PGlite, which has no autovacuum) every kind takes the index.
 */
export interface KindPlan {
  /** Walk this many of the kind's newest rows for its matches (the GIN index when they hold too few). */
  walk?: number;
  /**
   * The words the GIN index looks up, when not all: a prefix in most of the kind's rows ('founders:*' in every
   * article) would have the index gather all of them, so it is checked on the rows the rarer words find instead;
   * so is a common whole word when those rows are few.
   */
  index?: string[];
}
export type Plans = Partial<Record<SearchKind, KindPlan>>;

/** Each kind's search table (migration 0021: the plans' statistics; bench/explain-search.ts names its indexes). */
export const TABLES: Record<SearchKind, string> = {
  article: 'articles_search',
  community: 'clubs_search',
  post: 'posts_search',
  event: 'events_search',
  program: 'programs_search',
  startup: 'startups_search',
  opportunity: 'opportunities_search',
};
const KIND_OF = new Map(Object.entries(TABLES).map(([kind, table]) => [table, kind as SearchKind]));

/** A kind's row count and most common lexemes (sorted) with the share of rows holding each. */
export interface LexemeStats {
  rows: number;
  lexemes: string[];
  freqs: number[];
}
export type Stats = Partial<Record<SearchKind, LexemeStats>>;

/** The walk reads this many times the rows that should hold SEARCH_KIND_MAX matches, for rows the caller may not see. */
const MARGIN = 2;
/**
 * A walked row costs about a third of a match found through the index (~0.6 µs against ~2 µs: the index's prefix
 * scan gathers every match into a bitmap, then each is read from the table and sorted by date), so a kind is walked
 * when the walk's bound is at most this many times its matches (it reads about half of its bound).
 */
const WALK_PER_MATCH = 3;
/** A word in more than this share of a kind's rows is not looked up in its GIN index when a rarer word is… */
const COMMON = 0.2;
/**
 * …unless it is a whole word (not the last) and the rarer words find more than this many rows: the index skips
 * through a whole word's rows (~0.15 ms for one in all 50,000 articles), where each row found is checked for it
 * at ~1 µs ('farmers dakar' over the startups: 'dakar:*' finds 2,002 rows, 399 with 'farmers': 2.0 ms checked,
 * 1.1 ms with both looked up).
 */
const CHECKED_ROWS = 2 * SEARCH_KIND_MAX;

/**
 * The share of a kind's rows whose document holds a word, as the statistics tell it: as a prefix (a query's last
 * word), or whole or with -s (any other: server/lib/full-text.ts `searchText`).
 */
export function shareOf(s: LexemeStats, word: string, prefix = true): number {
  let i = lowerBound(s.lexemes, word);
  let f = 0;
  for (; i < s.lexemes.length && s.lexemes[i]!.startsWith(word); i++)
    if (wordMatches(s.lexemes[i]!, word, prefix)) f += s.freqs[i]!;
  return Math.min(1, f);
}

/**
 * Several words are taken as found together (a query's words usually are: 'backend engineer'), so a kind holds at
 * most its rarest word's share of matches. A kind is walked when the rows to walk (MARGIN × SEARCH_KIND_MAX over
 * that share) are at most WALK_PER_MATCH times those matches; a walk that falls short (words less often together
 * than taken) is read again through the index. Otherwise (or without statistics) the index, with the common words
 * left to a check of the rows found (COMMON, CHECKED_ROWS).
 */
export function planOf(s: LexemeStats | undefined, words: string[], mayWalk = true): KindPlan {
  if (!s || s.rows <= 0 || !words.length) return {};
  const shares = words.map((w) => shareOf(s, w, w === words.at(-1)));
  const share = Math.min(...shares);
  const matches = share * s.rows;
  const walk = Math.ceil((MARGIN * SEARCH_KIND_MAX) / share);
  if (mayWalk && matches > SEARCH_KIND_MAX && walk <= WALK_PER_MATCH * matches) return { walk };
  const last = words.at(-1);
  const rare = words.filter((w, i) => shares[i]! <= COMMON || (w !== last && matches > CHECKED_ROWS));
  const index = rare.length ? rare : [words[shares.indexOf(share)]!];
  return index.length < words.length ? { index } : {};
}

function lowerBound(sorted: string[], w: string) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < w) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Statistics are read again after this long (ANALYZE runs every few minutes at most on a busy table). */
const STATS_TTL_MS = 60_000;
const kept = new WeakMap<Db, { at: number; stats: Promise<Stats> }>();

/** Each kind's statistics, read once a minute per database (a failed read: none, every kind takes its index). */
export function statsOf(db: Db): Promise<Stats> {
  const now = Date.now();
  const hit = kept.get(db);
  if (hit && now - hit.at < STATS_TTL_MS) return hit.stats;
  const stats = readStats(db).catch(() => ({}));
  kept.set(db, { at: now, stats });
  return stats;
}

/** Drops a database's kept statistics (tests, after an ANALYZE). */
export const forgetStats = (db: Db) => {
  kept.delete(db);
  shortWalks.delete(db);
};

async function readStats(db: Db): Promise<Stats> {
  const res = await db.execute<{ table: string; rows: number; lexemes: string[] | null; freqs: number[] | null }>(sql`
    SELECT s.tablename AS table, c.reltuples::float8 AS rows, s.most_common_elems::text::text[] AS lexemes,
           s.most_common_elem_freqs::float8[] AS freqs
    FROM pg_stats s
    JOIN pg_namespace n ON n.nspname = s.schemaname
    JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = s.tablename
    WHERE s.schemaname = current_schema() AND s.attname = 'doc'
      AND s.tablename IN (${sql.join(
        Object.values(TABLES).map((t) => sql`${t}`),
        sql`, `,
      )})`);
  const out: Stats = {};
  for (const r of res.rows) {
    const kind = KIND_OF.get(r.table);
    if (!kind || !r.lexemes?.length || !r.freqs) continue;
    const pairs = r.lexemes
      .map((l, i) => [l, Number(r.freqs![i] ?? 0)] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : 1));
    out[kind] = { rows: Number(r.rows), lexemes: pairs.map((p) => p[0]), freqs: pairs.map((p) => p[1]) };
  }
  return out;
}

/**
 * Walks that fell short, remembered per database: kind and words → until when the kind takes its index for them.
 * Words the statistics take as found together may seldom be ('payments lagos' over the startups: each word in a
 * tenth of them, both in a hundredth), so their walk reads its whole bound, then the index reads the matches again
 * (~1.5 ms of a 3.5 ms search). Both ways give the same answer; once a walk fell short, the same words take the
 * index for SHORT_WALK_MS (the rows may change meanwhile), as often as they come (a search repeated, a typeahead).
 */
const shortWalks = new WeakMap<Db, Map<string, number>>();
const SHORT_WALK_MS = 10 * 60_000;
/** Words remembered per database at most (the oldest go first). */
const SHORT_WALKS_KEPT = 10_000;
const walkKey = (kind: SearchKind, words: string[]) => `${kind} ${words.join(' ')}`;

/** Remembers that a kind's walk for these words found fewer than SEARCH_KIND_MAX matches. */
export function walkFellShort(db: Db, kind: SearchKind, words: string[]) {
  const kept = shortWalks.get(db) ?? new Map<string, number>();
  shortWalks.set(db, kept);
  const key = walkKey(kind, words);
  kept.delete(key);
  if (kept.size >= SHORT_WALKS_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, Date.now() + SHORT_WALK_MS);
}

function fellShort(db: Db, kind: SearchKind, words: string[]) {
  const until = shortWalks.get(db)?.get(walkKey(kind, words));
  return until !== undefined && until > Date.now();
}

/** The plan of each kind for these words. */
export async function plansFor(db: Db, kinds: SearchKind[], words: string[]): Promise<Plans> {
  const stats = await statsOf(db);
  return Object.fromEntries(kinds.map((k) => [k, planOf(stats[k], words, !fellShort(db, k, words))]));
}
