import { type SQL, sql } from 'drizzle-orm';
import { PUBLIC_ARTICLE_STATUS } from '../../../common/articles';
import type { SearchKind } from '../../../common/search';
import type { Db } from '../../db/client';
import { articles, clubs, events, opportunities, posts, programs, startups } from '../../db/schema';
import { prefixQuery } from '../../lib/full-text';
import type { Page } from '../../lib/pagination';
import { offsetOf } from '../../lib/pagination';

/** Who is asking: what each kind shows depends on it. */
export interface Viewer {
  id?: string;
  admin: boolean;
  /** Community statuses the caller may see (communities' `visibleStatuses`); undefined: all. */
  clubStatuses?: readonly string[];
}

/** A result as read: the columns every kind's branch gives, in the same order. */
export interface SearchRow extends Record<string, unknown> {
  kind: SearchKind;
  id: string;
  title: string;
  /** The texts the excerpt is taken from, first the summary (or the only text), then the body. */
  lead: string | null;
  body: string | null;
  date: Date | string;
  past: boolean;
  /** An article's type, a post's community, an article's community. */
  article_type: string | null;
  club_id: string | null;
}

/**
 * Each kind's search document, the generated column of migration 0015 (not declared in the Drizzle schema, so
 * plain selects of these tables never read it).
 */
const doc = (table: SQL | object) => sql`${table}.search_doc`;

/** ts_rank_cd's weights of D, C, B, A (PostgreSQL's defaults, written out): a title word counts 5 body words. */
const WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'`);

const TRUE = sql`true`;
const inList = (values: readonly string[]) =>
  values.length
    ? sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )
    : sql`NULL`;
/** A community's status the caller may see (decision 11: communities' `visibleStatuses`). */
const clubVisible = (v: Viewer, clubId: SQL) =>
  v.clubStatuses
    ? sql`${clubId} IN (SELECT ${clubs.id} FROM ${clubs} WHERE ${clubs.status} IN (${inList(v.clubStatuses)}))`
    : TRUE;

interface Branch {
  from: SQL;
  /** The branch's select list after kind and rank: id, title, lead, body, date, past, article_type, club_id. */
  columns: SQL;
  date: SQL;
  visible: (v: Viewer) => SQL;
}

/**
 * What each kind reads and who may see it. The rules are the features' own, written here once in SQL:
 * - article: approved, or the caller's own (any status), in no community or one the caller may see; admins all
 *   (decision 12: articles/queries.ts `visibleTo`);
 * - community: the statuses the caller may see (decision 11: communities/service.ts `visibleStatuses`);
 * - post: its community visible (posts/service.ts `inVisibleCommunity`);
 * - event: every event, past ones too (events/service.ts `get`; decision 16);
 * - program: featured and not archived, as the home page shows them; admins all (bookmarks/service.ts RULES);
 * - startup: verified, or the caller's own; admins all (decision 15: startups/shared.ts `visible`);
 * - opportunity: active of a verified startup, or of the caller's startup in any status; admins all (decision 15:
 *   opportunities/service.ts `canSee`).
 */
const BRANCHES: Record<SearchKind, Branch> = {
  article: {
    from: sql`${articles}`,
    columns: sql`${articles.id}, ${articles.title}, ${articles.summary}, ${articles.bodyText}, ${articles.createdAt}, false, ${articles.articleType}, ${articles.clubId}`,
    date: sql`${articles.createdAt}`,
    visible: (v) =>
      v.admin
        ? TRUE
        : sql`(${articles.status} = ${PUBLIC_ARTICLE_STATUS}${v.id ? sql` OR ${articles.userId} = ${v.id}` : sql``})
          AND (${articles.clubId} IS NULL OR ${clubVisible(v, sql`${articles.clubId}`)})`,
  },
  community: {
    from: sql`${clubs}`,
    columns: sql`${clubs.id}, ${clubs.name}, ${clubs.description}, NULL, ${clubs.createdAt}, false, NULL, NULL`,
    date: sql`${clubs.createdAt}`,
    visible: (v) => (v.clubStatuses ? sql`${clubs.status} IN (${inList(v.clubStatuses)})` : TRUE),
  },
  post: {
    from: sql`${posts}`,
    columns: sql`${posts.id}, ${posts.body}, ${posts.body}, NULL, ${posts.createdAt}, false, NULL, ${posts.clubId}`,
    date: sql`${posts.createdAt}`,
    visible: (v) => clubVisible(v, sql`${posts.clubId}`),
  },
  event: {
    from: sql`${events}`,
    columns: sql`${events.id}, ${events.title}, ${events.description}, ${events.location}, ${events.date}, (${events.isArchived} OR ${events.date} < now()), NULL, NULL`,
    date: sql`${events.date}`,
    visible: () => TRUE,
  },
  program: {
    from: sql`${programs}`,
    columns: sql`${programs.id}, ${programs.title}, ${programs.description}, NULL, ${programs.createdAt}, ${programs.isArchived}, NULL, NULL`,
    date: sql`${programs.createdAt}`,
    visible: (v) => (v.admin ? TRUE : sql`${programs.isFeatured} AND NOT ${programs.isArchived}`),
  },
  startup: {
    from: sql`${startups}`,
    columns: sql`${startups.id}, ${startups.name}, ${startups.description}, concat_ws(' · ', ${startups.industry}, ${startups.location}), ${startups.createdAt}, false, NULL, NULL`,
    date: sql`${startups.createdAt}`,
    visible: (v) =>
      v.admin ? TRUE : sql`(${startups.status} = 'verified'${v.id ? sql` OR ${startups.ownerId} = ${v.id}` : sql``})`,
  },
  opportunity: {
    from: sql`${opportunities} JOIN ${startups} ON ${startups.id} = ${opportunities.startupId}`,
    columns: sql`${opportunities.id}, ${opportunities.title}, ${opportunities.description}, ${startups.name}, ${opportunities.createdAt}, false, NULL, NULL`,
    date: sql`${opportunities.createdAt}`,
    visible: (v) =>
      v.admin
        ? TRUE
        : sql`((${opportunities.status} = 'active' AND ${startups.status} = 'verified')${v.id ? sql` OR ${startups.ownerId} = ${v.id}` : sql``})`,
  },
};

const TABLE: Record<SearchKind, object> = {
  article: articles,
  community: clubs,
  post: posts,
  event: events,
  program: programs,
  startup: startups,
  opportunity: opportunities,
};

const matchOf = (kind: SearchKind, words: string[], v: Viewer) =>
  sql`${doc(TABLE[kind])} @@ ${prefixQuery(words)} AND ${BRANCHES[kind].visible(v)}`;

/** One kind's best `n` matches the caller may see: by rank, then newest, then id. */
function branch(kind: SearchKind, words: string[], v: Viewer, n: number, offset = 0) {
  const b = BRANCHES[kind];
  const rank = sql`ts_rank_cd(${WEIGHTS}, ${doc(TABLE[kind])}, ${prefixQuery(words)})`;
  return sql`SELECT ${kind}::text AS kind, ${rank} AS rank, ${b.columns}
    FROM ${b.from} WHERE ${matchOf(kind, words, v)}
    ORDER BY 2 DESC, ${b.date} DESC, 3 LIMIT ${n} OFFSET ${offset}`;
}

const COLUMNS = sql.raw('kind, rank, id, title, lead, body, date, past, article_type, club_id');

/**
 * A page of results of the given kinds, best first. One kind: its query alone. Several: each kind's best
 * (offset + limit) in a UNION ALL (the page is among them), then the page of their union.
 */
export async function search(db: Db, kinds: SearchKind[], words: string[], v: Viewer, p: Page) {
  const offset = offsetOf(p);
  const query =
    kinds.length === 1
      ? sql`SELECT * FROM (${branch(kinds[0]!, words, v, p.limit, offset)}) AS r(${COLUMNS})`
      : sql`SELECT * FROM (${sql.join(
          kinds.map((k) => sql`(${branch(k, words, v, offset + p.limit)})`),
          sql` UNION ALL `,
        )}) AS r(${COLUMNS}) ORDER BY rank DESC, date DESC, kind, id LIMIT ${p.limit} OFFSET ${offset}`;
  const res = await db.execute<SearchRow>(query);
  return res.rows;
}

/** How many results each of the given kinds has for the caller: one query. */
export async function counts(db: Db, kinds: SearchKind[], words: string[], v: Viewer) {
  const columns = kinds.map(
    (k) => sql`(SELECT count(*) FROM ${BRANCHES[k].from} WHERE ${matchOf(k, words, v)}) AS ${sql.identifier(k)}`,
  );
  const res = await db.execute<Record<SearchKind, string | number>>(sql`SELECT ${sql.join(columns, sql`, `)}`);
  const row = res.rows[0]!;
  return Object.fromEntries(kinds.map((k) => [k, Number(row[k] ?? 0)])) as Record<SearchKind, number>;
}
