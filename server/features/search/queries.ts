import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_KIND_MAX, type SearchKind } from '../../../common/search';
import type { Db } from '../../db/client';
import type { Page } from '../../lib/pagination';
import { offsetOf } from '../../lib/pagination';
import { BRANCHES, doc, type SearchRow, TABLE, TRUE, type Viewer, WEIGHTS } from './branches';
import type { KindPlan, Plans } from './plan';
import { run, statementOf } from './statements';

export type { SearchRow, Viewer } from './branches';

/** The query's text (to_tsquery's 'simple' syntax, from server/lib/full-text.ts), and the index lookup's. */
export interface Terms {
  query: string;
  /** Any of the words (to_tsquery's text): which of a result's texts its excerpt is taken from. */
  any: string;
  /** Per kind with a plan's `index` words. */
  index: Partial<Record<SearchKind, string>>;
}

/**
 * A query value, computed once per run (a scalar subquery: an InitPlan). Written as a bare function call, the
 * generic plan of a prepared statement computed it again for every row it checked (a walk of 2,000 rows: 6 ms
 * instead of 1.2), so PostgreSQL kept planning each search anew (~0.8 ms of its ~2.2). As a run's constant the
 * generic plan is as good as a custom one, and PostgreSQL keeps it after five runs (stop 16).
 */
const tsquery = (name: string) => sql`(SELECT to_tsquery('simple', ${sql.placeholder(name)}))`;
const QUERY = tsquery('query');
const K = sql.raw(String(SEARCH_KIND_MAX));

const walkName = (kind: SearchKind) => sql.identifier(`${kind}_walk`);
/** The walk's length, rounded up to a power of two: fewer shapes of the statement. */
const walkRows = (rows: number) => 2 ** Math.ceil(Math.log2(Math.max(rows, 1)));

/**
 * A walked kind (plan.ts): its newest rows the caller may see, read down its search table's date index, and the
 * first K of them that match, ranked. A rule that reads another table (`Branch.beside`: an opportunity's startup)
 * is checked on the matches only, the walk then counting every row it reads (MARGIN allows for those the caller
 * may not see). Materialized once: its row count decides which of the two ways below answers.
 */
function walkCte(kind: SearchKind, v: Viewer, rows: number) {
  const b = BRANCHES[kind];
  const beside = b.beside?.(v);
  return sql`${walkName(kind)} AS MATERIALIZED (
    SELECT ${sql.raw(`'${kind}'`)}::text AS kind, s.id, ts_rank(${WEIGHTS}, ${doc()}, ${QUERY}) AS rank, s.date
    FROM (SELECT * FROM ${b.search} WHERE ${beside ? TRUE : b.visible(v)}
          ORDER BY s.date DESC LIMIT ${sql.raw(String(walkRows(rows)))}) AS s ${beside ?? sql``}
    WHERE ${doc()} @@ ${QUERY} AND ${beside ? b.visible(v) : TRUE} LIMIT ${K})`;
}

/**
 * A kind's newest K matches through its GIN index, ranked. The fence (OFFSET 0) keeps the planner from walking
 * the date index for a word it cannot tell is rare; the words a plan leaves out of the index lookup are checked by
 * a function call, which the planner does not send there.
 */
function indexed(kind: SearchKind, v: Viewer, plan: KindPlan) {
  const b = BRANCHES[kind];
  const match = plan.index
    ? sql`${doc()} @@ ${tsquery(`index_${kind}`)} AND ts_match_vq(${doc()}, ${QUERY})`
    : sql`${doc()} @@ ${QUERY}`;
  return sql`SELECT ${sql.raw(`'${kind}'`)}::text AS kind, g.id, ts_rank(${WEIGHTS}, g.doc, ${QUERY}) AS rank, g.date
    FROM (SELECT * FROM (SELECT s.id, s.date, ${doc()} AS doc FROM ${b.search} ${b.beside?.(v) ?? sql``}
                         WHERE ${match} AND ${b.visible(v)} OFFSET 0) AS m
          ORDER BY m.date DESC LIMIT ${K}) AS g`;
}

/** A kind's candidates (kind, id, rank, date): the walk when it found K, else the index. */
function candidates(kind: SearchKind, v: Viewer, plan: KindPlan) {
  if (!plan.walk) return sql`(${indexed(kind, v, plan)})`;
  const walked = walkName(kind);
  return sql`(SELECT * FROM ${walked} WHERE (SELECT count(*) FROM ${walked}) >= ${K})
    UNION ALL (${indexed(kind, v, plan)} WHERE (SELECT count(*) FROM ${walked}) < ${K})`;
}

/** The statement's CTEs: the walks, then `cand`, every kind's candidates. */
function candidatesWith(kinds: SearchKind[], v: Viewer, plans: Plans) {
  const walks = kinds.filter((k) => plans[k]?.walk).map((k) => walkCte(k, v, plans[k]!.walk!));
  const union = sql.join(
    kinds.map((k) => candidates(k, v, plans[k] ?? {})),
    sql` UNION ALL `,
  );
  return sql`WITH ${sql.join([...walks, sql`cand AS (${union})`], sql`, `)}`;
}

/** A page of a kind's rows: its columns, read from the kind's own table for the page's candidates of that kind. */
const pageRows = (kind: SearchKind) =>
  sql`SELECT p.kind, p.rank, ${BRANCHES[kind].columns} FROM page AS p, ${BRANCHES[kind].from}
      WHERE p.kind = ${sql.raw(`'${kind}'`)} AND ${TABLE[kind]}.id = p.id`;

const COLUMNS = sql.raw('kind, rank, id, title, lead, body, date, past, article_type, club_id');

/** What makes two statements differ: the kinds, how each is read, and the kind of caller. */
function shapeOf(what: string, kinds: SearchKind[], v: Viewer, plans: Plans) {
  const plan = (k: SearchKind) => {
    const p = plans[k];
    return p?.walk ? `w${walkRows(p.walk)}` : p?.index ? 'i' : 'g';
  };
  const viewer = v.admin ? 'admin' : `${v.id ? 'member' : 'visitor'}:${v.clubStatuses?.join('|') ?? '*'}`;
  return `${what}:${viewer}:${kinds.map((k) => `${k}=${plan(k)}`).join(',')}`;
}

function valuesOf(terms: Terms, v: Viewer, extra: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = { query: terms.query, any: terms.any, viewer: v.id ?? null, ...extra };
  for (const [kind, text] of Object.entries(terms.index)) values[`index_${kind}`] = text;
  return values;
}

const countsOf = (kinds: SearchKind[], counts: Record<string, number | string> | null | undefined) =>
  Object.fromEntries(kinds.map((k) => [k, Number(counts?.[k] ?? 0)])) as Record<SearchKind, number>;

/** How many matches each walked kind's walk found (a walk that found fewer than K fell short: plan.ts). */
function walkCounts(kinds: SearchKind[], plans: Plans) {
  const walked = kinds.filter((k) => plans[k]?.walk);
  if (!walked.length) return sql`NULL::json`;
  return sql`json_build_object(${sql.join(
    walked.map((k) => sql`${sql.raw(`'${k}'`)}, (SELECT count(*) FROM ${walkName(k)})`),
    sql`, `,
  )})`;
}

/**
 * A page of results of the given kinds, best first (rank, then newest), and each kind's count, in one statement:
 * every kind's newest K matches (plan.ts says how each is found) are ranked; the page is cut from their union and
 * only its rows are read whole. Also what each walk found, for the plans of the next searches of these words.
 */
export async function search(db: Db, kinds: SearchKind[], terms: Terms, v: Viewer, p: Page, plans: Plans) {
  const statement = statementOf(
    shapeOf('page', kinds, v, plans),
    (): SQL => sql`
    ${candidatesWith(kinds, v, plans)},
    page AS (SELECT * FROM cand ORDER BY rank DESC, date DESC, kind, id
             LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')})
    SELECT c.counts, c.walks, r.* FROM (SELECT json_object_agg(kind, n)::text AS counts,
                                               ${walkCounts(kinds, plans)}::text AS walks
                               FROM (SELECT kind, count(*) AS n FROM cand GROUP BY kind) AS x) AS c
    LEFT JOIN (${sql.join(kinds.map(pageRows), sql` UNION ALL `)}) AS r(${COLUMNS}) ON true
    ORDER BY r.rank DESC, r.date DESC, r.kind, r.id`,
  );
  // The counts and walks are on every row (the page's rows join them): sent as text, parsed once.
  type Row = SearchRow & { counts: string | null; walks: string | null };
  const rows = await run<Row>(db, statement, valuesOf(terms, v, { limit: p.limit, offset: offsetOf(p) }));
  const parsed = (text: string | null | undefined) => (text ? (JSON.parse(text) as Record<string, number>) : {});
  const walks = Object.entries(parsed(rows[0]?.walks)).map(([k, n]) => [k as SearchKind, Number(n)] as const);
  return { rows: rows.filter((r) => r.kind), counts: countsOf(kinds, parsed(rows[0]?.counts)), walks: new Map(walks) };
}

/** How many results each of the given kinds has for the caller (at most K each): one statement. */
export async function counts(db: Db, kinds: SearchKind[], terms: Terms, v: Viewer, plans: Plans) {
  const statement = statementOf(
    shapeOf('counts', kinds, v, plans),
    (): SQL => sql`${candidatesWith(kinds, v, plans)} SELECT kind, count(*) AS n FROM cand GROUP BY kind`,
  );
  const rows = await run<{ kind: string; n: number | string }>(db, statement, valuesOf(terms, v));
  return countsOf(kinds, Object.fromEntries(rows.map((r) => [r.kind, r.n])));
}
