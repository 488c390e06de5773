import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKMARK_KINDS, DIGEST_FREQUENCIES, NOTIFICATION_TYPES } from '../../../common/notifications';
import { articles } from './articles';
import { comments, posts } from './communities';
import { applications } from './opportunities';
import { startups } from './startups';
import { users } from './users';

/**
 * A member's notifications (issue 17). Made by the job queue from an event, at most once per event
 * (`eventKey` is unique per recipient); likes on one post share one row (`post_liked:<post>`), its actors the
 * newest likers. The thing a row is about is a foreign key that cascades, so deleted content takes its
 * notifications with it. `inApp` false keeps a row made only for mail out of the list and the count.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    eventKey: text('event_key').notNull(),
    /** Newest first, at most three. */
    actorIds: uuid('actor_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    actorCount: integer('actor_count').notNull().default(0),
    /** What the sentence needs that is not a row of its own (a title, a status, a reason). */
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    url: text('url').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    /** 'instant' until its mail is sent, 'digest' until a digest carries it, else null. */
    email: text('email', { enum: ['instant', 'digest'] }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id').references(() => startups.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    /** The newest event in it (the like grouping's watermark). */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_key').on(t.userId, t.eventKey),
    // The list, newest first, and the unread count.
    index('notifications_list_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.inApp}`),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.inApp} AND ${t.readAt} IS NULL`),
    // A digest's items.
    index('notifications_digest_idx').on(t.userId, t.createdAt).where(sql`${t.email} = 'digest'`),
    // The cascades from deleted content.
    index('notifications_post_idx').on(t.postId).where(sql`${t.postId} IS NOT NULL`),
    index('notifications_comment_idx').on(t.commentId).where(sql`${t.commentId} IS NOT NULL`),
    index('notifications_article_idx').on(t.articleId).where(sql`${t.articleId} IS NOT NULL`),
    index('notifications_startup_idx').on(t.startupId).where(sql`${t.startupId} IS NOT NULL`),
    index('notifications_application_idx').on(t.applicationId).where(sql`${t.applicationId} IS NOT NULL`),
  ],
);

/**
 * A member's choices (only what differs from the defaults of common/notifications.ts is stored in `types`),
 * the digest's rhythm, when the last digest went and when the member was last seen.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    digest: text('digest', { enum: DIGEST_FREQUENCIES }).notNull().default('weekly'),
    types: jsonb('types').notNull().default(sql`'{}'::jsonb`),
    /** The token of this member's one-click unsubscribe links (kept in clear: each mail carries it). */
    unsubscribeToken: text('unsubscribe_token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_settings_unsubscribe_key').on(t.unsubscribeToken)],
);

/** One row per member per digest period: the record that makes a digest exactly-once. */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    status: text('status', { enum: ['sending', 'sent', 'skipped'] })
      .notNull()
      .default('sending'),
    claimId: uuid('claim_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

/** What a member saved for later (issue 17): no foreign key, so a saved item that went shows 'No longer available'. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BOOKMARK_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('bookmarks_user_kind_created_idx').on(t.userId, t.kind, t.createdAt.desc().nullsFirst()),
    index('bookmarks_item_idx').on(t.kind, t.itemId),
  ],
);
