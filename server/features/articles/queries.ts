import { and, arrayOverlaps, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type ArticleStatus, type ArticleType, PUBLIC_ARTICLE_STATUS } from '../../../common/articles';
import { PUBLIC_COMMUNITY_STATUSES } from '../../../common/communities';
import { SEARCH_KIND_MAX } from '../../../common/search';
import type { Db } from '../../db/client';
import { articles, clubs, users } from '../../db/schema';
import { countAndNewest, listPage, type Page } from '../../lib/pagination';

/** What lists read: everything but the body, its text and the search vector (lists show cards). */
const listColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  tag: articles.tag,
  category: articles.category,
  status: articles.status,
  featured: articles.featured,
  articleType: articles.articleType,
  clubId: articles.clubId,
  userId: articles.userId,
  articleImage: articles.articleImage,
  readTime: articles.readTime,
  views: articles.views,
  likes: articles.likes,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};
const author = { authorFirstName: users.firstName, authorLastName: users.lastName, authorImage: users.profileImage };
const cardColumns = { article: listColumns, ...author };
const fullColumns = { article: { ...listColumns, body: articles.body }, ...author };

export type ArticleCard = typeof articles.$inferSelect extends infer A
  ? { [K in keyof typeof listColumns]: A[K & keyof A] }
  : never;
export type ArticleRow = {
  article: ArticleCard & { body?: string };
  authorFirstName: string | null;
  authorLastName: string | null;
  authorImage: string | null;
};

/** Who is asking: visibility of decision 12 depends on it. */
export interface Viewer {
  id?: string;
  admin: boolean;
}

/** General articles, or community articles whose community the public may see (decision 11). */
const inPublicCommunity = or(
  sql`${articles.clubId} IS NULL`,
  inArray(
    articles.clubId,
    sql`(SELECT ${clubs.id} FROM ${clubs} WHERE ${inArray(clubs.status, [...PUBLIC_COMMUNITY_STATUSES])})`,
  ),
)!;
const isPublished = and(eq(articles.status, PUBLIC_ARTICLE_STATUS), inPublicCommunity);

/** Approved articles for everyone; the author also sees their own; admins see all (decision 12). */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.admin) return undefined;
  if (viewer.id)
    return and(or(eq(articles.status, PUBLIC_ARTICLE_STATUS), eq(articles.userId, viewer.id)), inPublicCommunity);
  return isPublished;
}

export interface ArticleFilter {
  search?: string;
  tags?: string[];
  author?: string;
  category?: string;
  type?: ArticleType;
  status?: ArticleStatus;
  clubId?: string;
  featuredOnly?: boolean;
  /** Public lists show approved only, even to authors. */
  approvedOnly?: boolean;
}

/** The search text as a full-text query (web-search syntax: words, "phrases", or, -not). */
const searchQuery = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

function whereOf(f: ArticleFilter, viewer: Viewer): SQL | undefined {
  const conds: (SQL | undefined)[] = [f.approvedOnly && !viewer.admin ? isPublished : visibleTo(viewer)];
  if (f.search) conds.push(sql`${articles.search} @@ ${searchQuery(f.search)}`);
  if (f.tags?.length)
    conds.push(
      arrayOverlaps(
        articles.tags,
        f.tags.map((t) => t.toLowerCase()),
      ),
    );
  if (f.author) conds.push(eq(articles.userId, f.author));
  if (f.category) conds.push(eq(articles.category, f.category));
  if (f.type) conds.push(eq(articles.articleType, f.type));
  if (f.status) conds.push(eq(articles.status, f.status));
  if (f.clubId) conds.push(eq(articles.clubId, f.clubId));
  if (f.featuredOnly) conds.push(eq(articles.featured, true));
  return and(...conds.filter(Boolean));
}

/**
 * A page of articles, in the sort. The page's ids are found first (for the newest-first list, in
 * articles_list_idx alone, so a deep offset walks index entries, not rows), then only those rows are read with
 * their authors. A search is `searchArticles`.
 */
export function listArticles(
  db: Db,
  f: ArticleFilter,
  viewer: Viewer,
  sort: 'recent' | 'popular',
  page: Page,
  withBody = false,
) {
  if (f.search) return searchArticles(db, f.search, whereOf(f, viewer), sort, page, withBody);
  const where = whereOf(f, viewer);
  const order =
    sort === 'popular'
      ? [desc(articles.views), desc(articles.createdAt), articles.id]
      : [desc(articles.createdAt), articles.id];
  return listPage(page, {
    rows: (limit, offset) => {
      const ids = db.$with('page').as(
        db
          .select({ id: articles.id })
          .from(articles)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      );
      return db
        .with(ids)
        .select(withBody ? fullColumns : cardColumns)
        .from(ids)
        .innerJoin(articles, eq(articles.id, ids.id))
        .leftJoin(users, eq(users.id, articles.userId))
        .orderBy(...order) as Promise<ArticleRow[]>;
    },
    total: () => db.select({ total: count() }).from(articles).where(where),
  });
}

/**
 * A search: its newest SEARCH_KIND_MAX matches (the site-wide search's rule for each kind, decisions.md), ranked
 * (title over summary over body, ts_rank), then the sort. Ranking and counting every match read each one's
 * search vector and row: a word in 10,000 articles took ~300 ms for the page and as long for the total, every
 * time the shared answer was refilled. The newest matches are found down the date index (a common word) or
 * through the search index (a rare one), as PostgreSQL chooses.
 */
function searchArticles(
  db: Db,
  search: string,
  where: SQL | undefined,
  sort: 'recent' | 'popular',
  page: Page,
  withBody: boolean,
) {
  const newest = sql`SELECT ${articles.id} AS id FROM ${articles} WHERE ${where ?? sql`true`}
    ORDER BY ${articles.createdAt} DESC, ${articles.id} LIMIT ${SEARCH_KIND_MAX}`;
  const then = sort === 'popular' ? sql`a.views DESC, a.created_at DESC, a.id` : sql`a.created_at DESC, a.id`;
  return listPage(page, {
    rows: (limit, offset) => {
      // The page's ids in their order (one statement with the rows, as for the plain list).
      const ids = db.$with('page', { id: sql<string>`id`.as('id'), ord: sql<number>`ord`.as('ord') }).as(sql`
        SELECT a.id, row_number() OVER (ORDER BY ts_rank(a.search, ${searchQuery(search)}) DESC, ${then}) AS ord
        FROM (${newest}) AS n JOIN articles a ON a.id = n.id ORDER BY ord LIMIT ${limit} OFFSET ${offset}`);
      return db
        .with(ids)
        .select(withBody ? fullColumns : cardColumns)
        .from(ids)
        .innerJoin(articles, sql`${articles.id} = page.id`)
        .leftJoin(users, eq(users.id, articles.userId))
        .orderBy(sql`page.ord`) as Promise<ArticleRow[]>;
    },
    total: () =>
      db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${newest}) AS n`).then((r) => r.rows),
  });
}

/** Whether the author has an article in the community that only they (and admins) may see. */
export async function hasOwnUnpublished(db: Db, clubId: string, userId: string) {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.clubId, clubId),
        eq(articles.userId, userId),
        sql`${articles.status} <> ${PUBLIC_ARTICLE_STATUS}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findArticle(db: Db, id: string) {
  const [row] = await db
    .select(fullColumns)
    .from(articles)
    .leftJoin(users, eq(users.id, articles.userId))
    .where(eq(articles.id, id))
    .limit(1);
  return row as ArticleRow | undefined;
}

/** Published articles (approved, in a community the public may see), newest first by the given date. */
export async function listPublished(db: Db, limit: number, orderBy: 'createdAt' | 'updatedAt') {
  const rows = await db
    .select(cardColumns)
    .from(articles)
    .leftJoin(users, eq(users.id, articles.userId))
    .where(isPublished)
    .orderBy(desc(articles[orderBy]))
    .limit(limit);
  return rows as ArticleRow[];
}

/**
 * Published articles' addresses and last changes, `limit` from `offset`, for a page of the sitemap. Oldest first,
 * so a new article lands on the last page and the earlier pages stay the same (a backward scan of
 * articles_list_idx).
 */
export const publishedPages = (db: Db, limit: number, offset: number) =>
  db
    .select({
      id: articles.id,
      title: articles.title,
      articleType: articles.articleType,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(isPublished)
    .orderBy(asc(articles.createdAt), desc(articles.id))
    .limit(limit)
    .offset(offset);

/** How many articles are published and their newest change, for the sitemap index. */
export const publishedSummary = (db: Db) =>
  countAndNewest(articles.updatedAt, (c) => db.select(c).from(articles).where(isPublished));

export async function related(db: Db, a: ArticleCard, limit: number) {
  const where = and(
    isPublished,
    sql`${articles.id} <> ${a.id}`,
    a.category ? eq(articles.category, a.category) : sql`${articles.category} IS NULL`,
    eq(articles.articleType, a.articleType),
    a.clubId ? eq(articles.clubId, a.clubId) : undefined,
  );
  const rows = await db
    .select(cardColumns)
    .from(articles)
    .leftJoin(users, eq(users.id, articles.userId))
    .where(where)
    .orderBy(desc(articles.createdAt))
    .limit(limit);
  return rows as ArticleRow[];
}

export async function insertArticle(db: Db, values: typeof articles.$inferInsert) {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  return row!.id;
}

export async function updateArticle(db: Db, id: string, values: Partial<typeof articles.$inferInsert>) {
  await db
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id));
}

export async function deleteArticle(db: Db, id: string) {
  const [row] = await db
    .delete(articles)
    .where(eq(articles.id, id))
    .returning({ clubId: articles.clubId, articleImage: articles.articleImage, body: articles.body });
  return row;
}

/** One statement: no lost views when readers arrive together. */
export async function countView(db: Db, id: string) {
  const [row] = await db
    .update(articles)
    .set({ views: sql`${articles.views} + 1` })
    .where(and(eq(articles.id, id), isPublished))
    .returning({ views: articles.views });
  return row;
}
