import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    image: text('image').notNull(),
    registrationUrl: text('registration_url'),
    eventType: text('event_type', { enum: ['free', 'paid'] })
      .notNull()
      .default('free'),
    paymentInstructions: text('payment_instructions'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Set by nothing in the documents; an event also counts as archived once its date has passed (decision 16). */
    isArchived: boolean('is_archived').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Upcoming lists (soonest first) and the archived list (latest first) are ranges on the date.
    index('events_date_idx').on(t.date, t.id),
    index('events_featured_idx').on(t.date, t.id).where(sql`${t.isFeatured}`),
    index('events_type_date_idx').on(t.eventType, t.date, t.id),
  ],
);

export const programs = pgTable(
  'programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    registrationUrl: text('registration_url'),
    programType: text('program_type', { enum: ['free', 'paid'] })
      .notNull()
      .default('free'),
    paymentInstructions: text('payment_instructions'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('programs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('programs_featured_idx').on(t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.isFeatured}`),
  ],
);

export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    youtubeUrl: text('youtube_url').notNull(),
    /** The `list=` id of youtubeUrl, derived on every write. */
    playlistId: text('playlist_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Active first, newest first: the public list and its first active playlist (the hero video).
  (t) => [
    index('playlists_active_created_idx').on(t.isActive.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id),
  ],
);
