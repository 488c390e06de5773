import { type SQL, sql } from 'drizzle-orm';
import { PUBLIC_ARTICLE_STATUS } from '../../../common/articles';
import { COMMUNITY_STATUSES } from '../../../common/communities';
import type { SearchKind } from '../../../common/search';
import { articles, clubs, events, opportunities, posts, programs, startups } from '../../db/schema';
import { TABLES } from './plan';

// What each kind of result is read from and who may see it (queries.ts builds the search statement from these).

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
 * Each kind's search table (migration 0021: id, date, the document, then the columns the kind's rules read; named
 * in plan.ts `TABLES`, not in the Drizzle schema), read as `s`.
 */
const S = sql.raw('s');
/** A kind's search table, by name. */
const searchTable = (kind: SearchKind) => sql.raw(`"${TABLES[kind]}"`);
/** The search document of the row read as `s` (or as another alias). */
export const doc = (alias: SQL = S) => sql`${alias}.doc`;

/**
 * ts_rank's weights of D, C, B, A (PostgreSQL's defaults, written out). ts_rank scores a word by its best-weighted
 * occurrence, the others adding less and less, so one title word (0.61) outranks any number of body words (< 0.2)
 * and a summary word (0.24) any number in the body; several words also by how close they are.
 */
export const WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'`);

export const TRUE = sql`true`;
/** Any of the query's words (a placeholder, filled at each run), computed once per run (queries.ts `tsquery`). */
const ANY_WORD = sql`(SELECT to_tsquery('simple', ${sql.placeholder('any')}))`;
/**
 * An article's body as its result needs it: the excerpt is taken from the summary when one of the words is in it
 * (weight B of the document), else from the body when one is there (weight C), else from the summary's start
 * (common/search.ts `excerptOf`). The body (2-3 KB, compressed in the row) is read and sent only in the second
 * case, or when there is no summary to start from; a page of 20 results was ~50 KB of bodies otherwise. The
 * document is the article's search row, read beside it as `pd` (`BRANCHES.article.from`).
 */
const P_DOC = sql.raw('pd');
const articleBody = sql`CASE WHEN ts_filter(${doc(P_DOC)}, '{b}') @@ ${ANY_WORD} THEN NULL
  WHEN ts_filter(${doc(P_DOC)}, '{c}') @@ ${ANY_WORD} OR btrim(coalesce(${articles.summary}, '')) = ''
  THEN ${articles.bodyText} END`;
/** The caller's id in a statement: a placeholder, filled at each run (statements.ts). */
export const VIEWER_ID = sql.placeholder('viewer');
const inList = (values: readonly string[]) =>
  values.length
    ? sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )
    : sql`NULL`;
/**
 * A community the caller may see (decision 11: communities' `visibleStatuses`), by the few it may not: the hidden
 * statuses (disapproved, archived) are a handful of communities, looked up through their status index and hashed
 * once a search, where the visible ones were every community read whole (1,000 in the bench) for each kind with
 * the rule. A search row's community always exists: its row's foreign key deletes the row with the community, and
 * the triggers the search row with it (migration 0021).
 */
const clubVisible = (v: Viewer, clubId: SQL) => {
  const visible = v.clubStatuses;
  if (!visible) return TRUE;
  const hidden = COMMUNITY_STATUSES.filter((s) => !visible.includes(s));
  return hidden.length
    ? sql`${clubId} NOT IN (SELECT ${clubs.id} FROM ${clubs} WHERE ${clubs.status} IN (${inList(hidden)}))`
    : TRUE;
};

export interface Branch {
  /** The kind's search table as `s`. */
  search: SQL;
  /**
   * What the kind's rule reads beside a row `s` of another table (joined after it), when the caller's kind needs
   * it: read for the rows that match only, where the rule's own columns are read for every row walked.
   */
  beside?: (v: Viewer) => SQL | undefined;
  /** Who may see a row read as `s` (with what `beside` joins). */
  visible: (v: Viewer) => SQL;
  /** The kind's own table (and what its columns need beside it), for the page's rows. */
  from: SQL;
  /** The branch's select list after kind and rank: id, title, lead, body, date, past, article_type, club_id. */
  columns: SQL;
}

/** A kind's search table as `s`. */
const table = (kind: SearchKind) => sql`${searchTable(kind)} AS ${S}`;
/**
 * What each kind reads and who may see it. The rules are the features' own, written here once in SQL over the
 * search tables' copies of the columns they read (kept with the document by migration 0021's triggers):
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
export const BRANCHES: Record<SearchKind, Branch> = {
  article: {
    search: table('article'),
    visible: (v) =>
      v.admin
        ? TRUE
        : sql`(s.status = ${PUBLIC_ARTICLE_STATUS}${v.id ? sql` OR s.user_id = ${VIEWER_ID}` : sql``})
          AND (s.club_id IS NULL OR ${clubVisible(v, sql`s.club_id`)})`,
    from: sql`${articles} JOIN ${searchTable('article')} AS ${P_DOC} ON ${P_DOC}.id = ${articles.id}`,
    columns: sql`${articles.id}, ${articles.title}, ${articles.summary}, ${articleBody}, ${articles.createdAt}, false, ${articles.articleType}, ${articles.clubId}`,
  },
  community: {
    search: table('community'),
    visible: (v) => (v.clubStatuses ? sql`s.status IN (${inList(v.clubStatuses)})` : TRUE),
    from: sql`${clubs}`,
    columns: sql`${clubs.id}, ${clubs.name}, ${clubs.description}, NULL, ${clubs.createdAt}, false, NULL, NULL`,
  },
  post: {
    search: table('post'),
    visible: (v) => clubVisible(v, sql`s.club_id`),
    from: sql`${posts}`,
    columns: sql`${posts.id}, ${posts.body}, ${posts.body}, NULL, ${posts.createdAt}, false, NULL, ${posts.clubId}`,
  },
  event: {
    search: table('event'),
    visible: () => TRUE,
    from: sql`${events}`,
    columns: sql`${events.id}, ${events.title}, ${events.description}, ${events.location}, ${events.date}, (${events.isArchived} OR ${events.date} < now()), NULL, NULL`,
  },
  program: {
    search: table('program'),
    visible: (v) => (v.admin ? TRUE : sql`s.is_featured AND NOT s.is_archived`),
    from: sql`${programs}`,
    columns: sql`${programs.id}, ${programs.title}, ${programs.description}, NULL, ${programs.createdAt}, ${programs.isArchived}, NULL, NULL`,
  },
  startup: {
    search: table('startup'),
    visible: (v) => (v.admin ? TRUE : sql`(s.status = 'verified'${v.id ? sql` OR s.owner_id = ${VIEWER_ID}` : sql``})`),
    from: sql`${startups}`,
    columns: sql`${startups.id}, ${startups.name}, ${startups.description}, concat_ws(' · ', ${startups.industry}, ${startups.location}), ${startups.createdAt}, false, NULL, NULL`,
  },
  opportunity: {
    search: table('opportunity'),
    // Its startup's status and owner by primary key, row by row (a join the planner may hash, reading every
    // startup, when it cannot tell how many opportunities a word finds); an admin's rule reads neither.
    beside: (v) =>
      v.admin
        ? undefined
        : sql`CROSS JOIN LATERAL (SELECT st.status, st.owner_id FROM ${searchTable('startup')} AS st
            WHERE st.id = s.startup_id LIMIT 1) AS st`,
    visible: (v) =>
      v.admin
        ? TRUE
        : sql`((s.status = 'active' AND st.status = 'verified')${v.id ? sql` OR st.owner_id = ${VIEWER_ID}` : sql``})`,
    from: sql`${opportunities} CROSS JOIN LATERAL (SELECT ${startups.name} FROM ${startups}
      WHERE ${startups.id} = ${opportunities.startupId} LIMIT 1) AS ${startups}`,
    columns: sql`${opportunities.id}, ${opportunities.title}, ${opportunities.description}, ${startups.name}, ${opportunities.createdAt}, false, NULL, NULL`,
  },
};

export const TABLE: Record<SearchKind, object> = {
  article: articles,
  community: clubs,
  post: posts,
  event: events,
  program: programs,
  startup: startups,
  opportunity: opportunities,
};
