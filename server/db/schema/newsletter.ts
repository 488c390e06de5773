import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Newsletter subscribers (issue 10: double opt-in). A signup is pending until its confirmation link is used
 * (7 days); an unsubscribed address keeps its row so that it stays suppressed until it confirms again; an
 * address that answered a permanent failure stays suppressed forever.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case; unique whatever the case. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** SHA-256 of the confirmation link's token (the token itself is only in the mail). */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** The token of every newsletter's unsubscribe links (kept in clear: each mail carries it). */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    suppressed: boolean('suppressed').notNull().default(false),
    /** The language of the page the address subscribed on (issue 20); a member's saved language wins over it. */
    locale: text('locale', { enum: ['en', 'fr'] }),
    /** 'unsubscribed' is lifted by confirming again; 'bounced' (a permanent SMTP failure) never is. */
    suppressedReason: text('suppressed_reason', { enum: ['unsubscribed', 'bounced'] }),
    suppressedAt: timestamp('suppressed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_confirm_key').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_key').on(t.unsubscribeToken),
    // The admin list (pending and active, newest first).
    index('newsletter_subscribers_listed_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'unsubscribed'`),
    // A send's recipients.
    index('newsletter_subscribers_recipients_idx').on(t.id).where(sql`${t.status} = 'active' AND NOT ${t.suppressed}`),
    // The clean-up of expired signups.
    index('newsletter_subscribers_pending_idx').on(t.confirmExpiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** One newsletter sent by an admin; its progress is counted from its deliveries. */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    htmlContent: text('html_content').notNull().default(''),
    status: text('status', { enum: ['sending', 'finished'] })
      .notNull()
      .default('sending'),
    total: integer('total').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_sends_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** One row per subscriber per send: the record that makes a send exactly-once per subscriber. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sendId: uuid('send_id')
      .notNull()
      .references(() => newsletterSends.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'suppressed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The claim of the job run sending it (the job's lease is the lock; see server/plugins/jobs.ts). */
    claimId: uuid('claim_id'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_send_subscriber_key').on(t.sendId, t.subscriberId),
    // Progress counts per status, and the settled check.
    index('newsletter_deliveries_send_status_idx').on(t.sendId, t.status),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriberId),
  ],
);
