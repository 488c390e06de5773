import { and, desc, eq, exists, gte, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { startupSearchWords, startups } from '../../db/schema';
import { prefixText } from '../../lib/full-text';
import { columns, type StartupListRow, verified } from './queries';

// Search Similar's statements (the startup page's search box), and the public profile's read by id.

/**
 * Most matches ranked by Search Similar's full-text path (several words). A word shared by thousands of startups
 * ('solar') would otherwise make every search read and rank all of them; the first matches the index yields are
 * ranked instead (a query with fewer matches, the usual case, is ranked whole).
 */
export const SEARCH_CANDIDATES = 400;

/**
 * Most completions of a one-word search read from the term index; a prefix with more ('a', 'co') takes the
 * full-text path, which reads the matches themselves.
 */
export const SEARCH_COMPLETIONS = 64;

/** The first text after every text that starts with `prefix` (byte order): 'sol' → 'som'. */
export function prefixEnd(prefix: string) {
  const last = prefix.codePointAt(prefix.length - 1)!;
  const head = prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1));
  return head + String.fromCodePoint(last + 1);
}

/**
 * Search Similar: the best-ranked verified matches, the startup itself left out; undefined when `baseId` is not a
 * verified startup. One word (what a person has typed so far) is answered from the term index: each completion's
 * best startups are the first rows of its range of the index, so 'sol' costs the same whether 10 or 10,000
 * startups mention solar. Several words, or a prefix with more than SEARCH_COMPLETIONS completions, take the
 * full-text path (the GIN index). Each path checks the startup in the same statement, so a search that finds
 * something is one round trip. Prepared statements (per database): built once, and parsed once per connection.
 */
export async function searchSimilar(
  db: Db,
  words: string[],
  baseId: string,
  limit: number,
): Promise<StartupListRow[] | undefined> {
  const statements = preparedFor(db);
  let rows: StartupListRow[] | undefined;
  if (words.length === 1) {
    const lo = words[0]!;
    const hi = prefixEnd(lo);
    // The rows carry how many completions the prefix has (up to one more than are read).
    const found = await statements.byTerm.execute({ lo, hi, baseId, limit });
    const completions = found.length
      ? Number(found[0]!.completions)
      : (await statements.completions.execute({ lo, hi })).length;
    if (completions <= SEARCH_COMPLETIONS) rows = found.map(({ completions: _, ...row }) => row);
  }
  rows ??= await statements.searchSimilar.execute({ query: prefixText(words), baseId, limit });
  if (rows.length) return rows;
  // Nothing found: either no match or no such verified startup.
  return (await statements.findPublic.execute({ id: baseId })).length ? rows : undefined;
}

/** The words starting with the prefix, up to one more than SEARCH_COMPLETIONS (to tell whether there are more). */
const completionsStatement = (db: Db) =>
  db
    .select({ term: startupSearchWords.term })
    .from(startupSearchWords)
    .where(and(gte(startupSearchWords.term, sql.placeholder('lo')), lt(startupSearchWords.term, sql.placeholder('hi'))))
    .orderBy(startupSearchWords.term)
    .limit(SEARCH_COMPLETIONS + 1)
    .prepare('startup_search_completions');

/** The startup a search is about is a verified one (both search statements only answer for it). */
const baseIsVerified = (db: Db) => {
  const base = alias(startups, 'base');
  return exists(
    db
      .select({ one: sql`1` })
      .from(base)
      .where(and(eq(base.id, sql.placeholder('baseId')), eq(base.status, 'verified'))),
  );
};

/**
 * A one-word search from the term index: startup_search_by_term (migration 0012, which reads SEARCH_COMPLETIONS
 * completions) gives each completion's best `limit`, a startup once at its better rank; the best `limit` of those.
 */
function byTermStatement(db: Db) {
  const m = sql`startup_search_by_term(${sql.placeholder('lo')}, ${sql.placeholder('hi')}, ${sql.placeholder('baseId')}, ${sql.placeholder('limit')}) AS m`;
  return db
    .select({ ...columns, completions: sql<number>`m.completions` })
    .from(startups)
    .innerJoin(m, sql`m.startup_id = ${startups.id}`)
    .where(and(verified, baseIsVerified(db)))
    .orderBy(sql`m.rank DESC`, sql`m.created_at DESC`, sql`m.startup_id`)
    .limit(sql.placeholder('limit'))
    .prepare('startup_search_by_term');
}

function searchSimilarStatement(db: Db) {
  const query = sql`to_tsquery('simple', ${sql.placeholder('query')})`;
  const candidates = db
    .select({
      id: startups.id,
      createdAt: startups.createdAt,
      rank: sql<number>`ts_rank(${startups.search}, ${query})`.as('rank'),
    })
    .from(startups)
    .where(
      and(
        verified,
        sql`${startups.search} @@ ${query}`,
        ne(startups.id, sql.placeholder('baseId')),
        baseIsVerified(db),
      ),
    )
    .limit(SEARCH_CANDIDATES)
    .as('candidates');
  // The best `limit` of them, then their rows.
  const best = db
    .select({ id: candidates.id, createdAt: candidates.createdAt, rank: candidates.rank })
    .from(candidates)
    .orderBy(desc(candidates.rank), desc(candidates.createdAt), candidates.id)
    .limit(sql.placeholder('limit'))
    .as('best');
  return db
    .select(columns)
    .from(best)
    .innerJoin(startups, eq(startups.id, best.id))
    .orderBy(desc(best.rank), desc(best.createdAt), best.id)
    .prepare('startup_search_similar');
}

const findPublicStatement = (db: Db) =>
  db
    .select(columns)
    .from(startups)
    .where(and(eq(startups.id, sql.placeholder('id')), verified))
    .prepare('startup_public');

const statementsFor = (db: Db) => ({
  searchSimilar: searchSimilarStatement(db),
  completions: completionsStatement(db),
  byTerm: byTermStatement(db),
  findPublic: findPublicStatement(db),
});
const prepared = new WeakMap<Db, ReturnType<typeof statementsFor>>();
function preparedFor(db: Db) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = statementsFor(db);
    prepared.set(db, statements);
  }
  return statements;
}

/** A verified startup by id (the public profile's reads start here): a prepared statement, as above. */
export async function findPublicStartup(db: Db, id: string): Promise<StartupListRow | undefined> {
  const [row] = await preparedFor(db).findPublic.execute({ id });
  return row;
}
