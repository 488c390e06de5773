import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  CURRENCIES,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  OPPORTUNITY_STATUSES,
  OPPORTUNITY_TYPES,
} from '../../../common/opportunities';
import { startups } from './startups';
import { users } from './users';

/** Opportunities of part 3 §3: public while active and their startup verified (decision 15). */
export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startupId: uuid('startup_id')
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    /** Who posted it (the startup's owner at the time, or an admin). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: OPPORTUNITY_TYPES }).notNull().default('job'),
    jobType: text('job_type', { enum: JOB_TYPES }),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    location: text('location'),
    experienceLevel: text('experience_level', { enum: EXPERIENCE_LEVELS }),
    applicationDeadline: timestamp('application_deadline', { withTimezone: true }),
    contactEmail: text('contact_email'),
    requirements: text('requirements').array().notNull().default(sql`ARRAY[]::text[]`),
    skills: text('skills').array().notNull().default(sql`ARRAY[]::text[]`),
    lookingFor: text('looking_for').array().notNull().default(sql`ARRAY[]::text[]`),
    offering: text('offering').array().notNull().default(sql`ARRAY[]::text[]`),
    status: text('status', { enum: OPPORTUNITY_STATUSES }).notNull().default('active'),
    viewsCount: integer('views_count').notNull().default(0),
    applicationsCount: integer('applications_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A startup's opportunities, newest first (the profile's list, the owner's dashboard): lists order by
    // (createdAt, id) descending, a backward scan of these ascending indexes.
    index('opportunities_startup_created_idx').on(t.startupId, t.createdAt, t.id),
    // Active ones, newest first (the sitemap, a future public list).
    index('opportunities_active_created_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'active'`),
    // Every opportunity newest first: the site search walks it for a word found in many (issue 18).
    index('opportunities_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
  ],
);

/** Applications (issue 11): one per user and opportunity. */
export const applications = pgTable(
  'opportunity_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    link: text('link'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('opportunity_applications_once_idx').on(t.opportunityId, t.applicantId),
    // The owner's list of an opportunity's applications and the applicant's own list, newest first.
    index('opportunity_applications_opportunity_created_idx').on(t.opportunityId, t.createdAt, t.id),
    index('opportunity_applications_applicant_created_idx').on(t.applicantId, t.createdAt, t.id),
  ],
);

/**
 * Views counted once per visitor per day (issue 11): a row per opportunity, day and visitor key (the user's id,
 * or a keyed hash of the address and user agent). Rows older than yesterday are deleted as new views arrive.
 */
export const opportunityViews = pgTable(
  'opportunity_views',
  {
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  // The primary key also serves the clean-up of an opportunity's old days.
  (t) => [primaryKey({ columns: [t.opportunityId, t.day, t.visitor] })],
);
