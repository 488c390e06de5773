import { articles, events, posts, programs } from '../../db/schema';
import type { TestApp } from '../../test/app';

/** Rows of the searchable kinds inserted directly (the search data are the database's own generated columns). */
export async function makeArticle(t: TestApp, values: Partial<typeof articles.$inferInsert> & { title: string }) {
  const [row] = await t.db
    .insert(articles)
    .values({ summary: 'A summary.', body: '<p>Body.</p>', bodyText: 'Body.', status: 'approved', ...values })
    .returning({ id: articles.id });
  return row!.id;
}

export async function makePost(t: TestApp, clubId: string, userId: string, body: string) {
  const [row] = await t.db.insert(posts).values({ clubId, userId, body }).returning({ id: posts.id });
  return row!.id;
}

export async function makeEvent(t: TestApp, values: Partial<typeof events.$inferInsert> & { title: string }) {
  const [row] = await t.db
    .insert(events)
    .values({ location: 'Accra', date: new Date(Date.now() + 86_400_000), image: '/uploads/e.webp', ...values })
    .returning({ id: events.id });
  return row!.id;
}

export async function makeProgram(t: TestApp, values: Partial<typeof programs.$inferInsert> & { title: string }) {
  const [row] = await t.db
    .insert(programs)
    .values({ description: 'A program.', image: '/uploads/p.webp', isFeatured: true, ...values })
    .returning({ id: programs.id });
  return row!.id;
}
