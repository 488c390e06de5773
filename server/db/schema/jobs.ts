import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The one durable job queue (server/lib/jobs.ts): rows claimed with FOR UPDATE SKIP LOCKED. `runAt` is when a
 * queued job may run and, while a job runs, when its lease ends (a job whose worker died runs again then).
 * A finished job is deleted; one that failed every attempt stays with status 'failed' and its last error.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: ['queued', 'running', 'failed'] })
      .notNull()
      .default('queued'),
    /** At most one queued or running job per key (periodic jobs). */
    key: text('key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(20),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    claimId: uuid('claim_id'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} IN ('queued', 'running')`),
    uniqueIndex('jobs_key_key').on(t.key).where(sql`${t.status} IN ('queued', 'running')`),
  ],
);
