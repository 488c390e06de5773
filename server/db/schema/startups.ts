import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const startups = pgTable(
  'startups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    industry: text('industry').notNull(),
    logo: text('logo'),
    location: text('location'),
    /** Text as part 3 §3 says (a year such as '2021'). */
    foundedYear: text('founded_year'),
    fundingStage: text('funding_stage'),
    founders: text('founders').array().notNull().default(sql`ARRAY[]::text[]`),
    website: text('website'),
    contactEmail: text('contact_email'),
    status: text('status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    isAdminCreated: boolean('is_admin_created').notNull().default(false),
    claimStatus: text('claim_status', { enum: ['unclaimed', 'pending_claim', 'claimed'] })
      .notNull()
      .default('unclaimed'),
    claimDate: timestamp('claim_date', { withTimezone: true }),
    /** While a claim code is live the startup shows pending_claim; after this instant it reads unclaimed again. */
    claimPendingUntil: timestamp('claim_pending_until', { withTimezone: true }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    followersCount: integer('followers_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    /**
     * Name, industry, location, founders and description lowercased and without accents, kept by the server on
     * every write (lib `searchText`): the full-text column is built from it, so search is accent- and
     * case-insensitive without an extension.
     */
    searchText: text('search_text').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs((): SQL => sql`to_tsvector('simple', ${startups.searchText})`),
    /** Same Funding Stage: the three forms' spellings of a stage share one key ('Series A' = 'series-a'). */
    fundingStageKey: text('funding_stage_key').generatedAlwaysAs(
      (): SQL => sql`lower(regexp_replace(btrim(${startups.fundingStage}), '\\s+', '-', 'g'))`,
    ),
    /** Same Location: the country, the last comma-separated part of the location, lowercased. */
    locationKey: text('location_key').generatedAlwaysAs(
      (): SQL => sql`lower(btrim(regexp_replace(${startups.location}, '^.*,', '')))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Public lists are verified startups newest first: the directory, an industry page and each quick filter.
    index('startups_verified_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'verified'`),
    index('startups_verified_industry_idx')
      .on(t.industry, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'verified'`),
    index('startups_verified_stage_idx')
      .on(t.fundingStageKey, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'verified'`),
    index('startups_verified_location_idx')
      .on(t.locationKey, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'verified'`),
    index('startups_verified_founded_idx')
      .on(t.foundedYear.desc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'verified'`),
    index('startups_search_idx').using('gin', t.search),
    // Admin lists (every startup newest first, by status, by claim status) and an owner's startups.
    index('startups_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('startups_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    index('startups_claim_created_idx').on(t.isAdminCreated, t.claimStatus, t.createdAt.desc().nullsFirst()),
    index('startups_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Text compared byte by byte, so a word's prefix is a range of an index ('sol' ≤ term < 'som'). */
const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Search Similar's term index: one row per verified startup and word of its search vector, with the word's rank
 * in that startup (ts_rank of the word alone). A word's best startups are the first rows of its range of the
 * index, so a prefix with thousands of matches is answered by reading a few rows of each completion. Kept by
 * the trigger of migration 0011 on every write to a startup (never by the application), and emptied by cascade.
 */
export const startupSearchTerms = pgTable(
  'startup_search_terms',
  {
    term: byteText('term').notNull(),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    rank: real('rank').notNull(),
    /** The startup's, so equal ranks are newest first as everywhere else. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('startup_search_terms_term_idx').on(
      t.term,
      t.rank.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.startupId,
    ),
    index('startup_search_terms_startup_idx').on(t.startupId),
  ],
);

/**
 * Every word the term index has held (kept by the same trigger, never pruned: a word whose startups are gone
 * finds no rows). A prefix's completions are a range of its primary key.
 */
export const startupSearchWords = pgTable('startup_search_words', {
  term: byteText('term').primaryKey(),
});

/** Decision 17: one live claim code per claimant and startup, stored hashed. */
export const startupClaims = pgTable(
  'startup_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against this code; at CLAIM_MAX_TRIES a new code is needed. */
    tries: integer('tries').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('startup_claims_startup_user_key').on(t.startupId, t.userId)],
);

export const startupFollows = pgTable(
  'startup_follows',
  {
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.startupId, t.userId] }), index('startup_follows_user_idx').on(t.userId)],
);

export const startupWatchlist = pgTable(
  'startup_watchlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The watchlist page: a user's entries newest first.
  (t) => [
    primaryKey({ columns: [t.userId, t.startupId] }),
    index('startup_watchlist_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Profile views: one row per startup, visitor and day (the visitor is a user id or a hash of IP and agent). */
export const startupViews = pgTable(
  'startup_views',
  {
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.startupId, t.visitor, t.day] }), index('startup_views_day_idx').on(t.day)],
);
