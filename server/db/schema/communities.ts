import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const clubs = pgTable(
  'clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    status: text('status', { enum: ['pending', 'approved', 'disapproved', 'archived'] })
      .notNull()
      .default('pending'),
    isPrivate: boolean('is_private').notNull().default(false),
    memberCount: integer('member_count').notNull().default(0),
    /** Its posts, kept by the posts table's triggers (migration 0019): a community list's total without a count. */
    postCount: integer('post_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clubs_name_key').on(sql`lower(${t.name})`),
    index('clubs_status_created_idx').on(t.status, t.createdAt),
    index('clubs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
  ],
);

export const clubMembers = pgTable(
  'club_members',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] }), index('club_members_user_idx').on(t.userId, t.createdAt)],
);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first with the id as tie-breaker, as the list orders: no sort step, deep offsets read the index only.
  (t) => [
    index('posts_club_created_idx').on(t.clubId, t.createdAt.desc().nullsFirst(), t.id),
    // A member's own posts, newest first (/user/content, issue 17).
    index('posts_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id),
    // Every post newest first: the site search walks it for a word found in many (issue 18).
    index('posts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    // A member's likes, read whole once and kept for them until they like or unlike (posts/service.ts).
    index('post_likes_user_idx').on(t.userId, t.postId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_post_top_idx').on(t.postId, t.createdAt, t.id).where(sql`${t.parentId} IS NULL`),
    index('comments_parent_idx').on(t.parentId),
    // A member's own comments and replies, newest first (/user/content, issue 17).
    index('comments_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id),
  ],
);
