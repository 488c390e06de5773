import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './communities';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    /** Plain text of the body, for search. */
    bodyText: text('body_text').notNull().default(''),
    tag: text('tag').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`ARRAY[]::text[]`),
    category: text('category'),
    status: text('status', { enum: ['pending', 'approved', 'disapproved'] })
      .notNull()
      .default('pending'),
    featured: boolean('featured').notNull().default(false),
    articleType: text('article_type', { enum: ['general', 'community'] })
      .notNull()
      .default('general'),
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    articleImage: text('article_image'),
    /** Minutes at 200 words a minute, rounded up (at least 1), kept by the database from the body text. */
    readTime: integer('read_time').generatedAlwaysAs(
      (): SQL =>
        sql`GREATEST(1, CEIL(COALESCE(array_length(regexp_split_to_array(btrim(${articles.bodyText}), '[[:space:]]+'), 1), 0) / 200.0))::integer`,
    ),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${articles.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${articles.summary}, '')), 'B') || setweight(to_tsvector('english', coalesce(${articles.bodyText}, '')), 'C')`,
    ),
  },
  (t) => [
    index('articles_status_type_created_idx').on(t.status, t.articleType, t.createdAt),
    // The article list's filter and order, with the community for the visibility rule: newest-first pages,
    // their total and deep offsets are read from the index alone. Migration 0006 adds INCLUDE (club_id),
    // which drizzle cannot declare.
    index('articles_list_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    index('articles_featured_idx').on(t.createdAt).where(sql`${t.featured} AND ${t.status} = 'approved'`),
    index('articles_club_created_idx').on(t.clubId, t.createdAt),
    index('articles_category_idx').on(t.category, t.createdAt),
    index('articles_user_idx').on(t.userId),
    index('articles_views_idx').on(t.views),
    index('articles_tags_idx').using('gin', t.tags),
    index('articles_search_idx').using('gin', t.search),
    // Every article newest first: the site search walks it for a word found in many (issue 18, migration 0016).
    index('articles_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
  ],
);

export const featuredPosts = pgTable(
  'featured_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tag: text('tag').notNull(),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('featured_posts_created_idx').on(t.createdAt)],
);
