import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, clubs } from '../../db/schema';
import { listPage, type Page } from '../../lib/pagination';

/**
 * The author's community articles in every status (issue 17, 'My articles'), newest first, with their
 * community's name; only in communities of the given statuses (all for admins). A member has few articles:
 * articles_user_idx finds them, and the sort is of those rows only.
 */
export function listOwnArticles(db: Db, userId: string, clubStatuses: readonly string[] | undefined, page: Page) {
  const where = and(
    eq(articles.userId, userId),
    eq(articles.articleType, 'community'),
    clubStatuses ? inArray(clubs.status, [...clubStatuses] as (typeof clubs.status.enumValues)[number][]) : undefined,
  );
  return listPage(page, {
    rows: (limit, offset) =>
      db
        .select({
          id: articles.id,
          title: articles.title,
          summary: articles.summary,
          status: articles.status,
          articleType: articles.articleType,
          clubId: clubs.id,
          clubName: clubs.name,
          createdAt: articles.createdAt,
          updatedAt: articles.updatedAt,
        })
        .from(articles)
        .innerJoin(clubs, eq(clubs.id, articles.clubId))
        .where(where)
        .orderBy(desc(articles.createdAt), articles.id)
        .limit(limit)
        .offset(offset),
    total: () =>
      db.select({ total: count() }).from(articles).innerJoin(clubs, eq(clubs.id, articles.clubId)).where(where),
  });
}
export type OwnArticleRow = Awaited<ReturnType<typeof listOwnArticles>>['rows'][number];
