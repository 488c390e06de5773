// The bench's startups and their opportunities (seed steps, bench/data.ts).
import { sql } from 'drizzle-orm';
import { STARTUP_INDUSTRIES } from '../common/startups';
import type { SeedStep } from './data';
import { LOCATIONS, numbered, pgArray } from './seed-kit';

const STARTUP_STAGES = ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'seed', 'pre-seed', 'series-a', 'Growth'];
const STARTUP_WORDS = ['payments', 'solar', 'logistics', 'clinics', 'farmers', 'learning', 'insurance', 'housing'];

/**
 * Startups: 95 % verified (the rest pending), 1 in 10 admin-created and unclaimed, the others owned by a user;
 * spread over the 13 industries, 10 locations and 8 funding-stage spellings. search_text is what the server
 * keeps (lowercase; the generated names have no accents).
 */
export const startupsStep: SeedStep = {
  name: 'startups',
  async run(db, data, scale) {
    const nUsers = data.users.length;
    await db.execute(sql`
      INSERT INTO startups (name, description, industry, location, founded_year, funding_stage, founders, website,
        contact_email, status, is_admin_created, claim_status, owner_id, followers_count, views_count, search_text,
        created_at, updated_at)
      SELECT t.name, t.description, t.industry, t.location, (2005 + g % 21)::text, t.stage,
             ARRAY['Founder ' || g, 'Co-Founder ' || g], 'https://startup' || g || '.africa',
             'hello@startup' || g || '.africa',
             CASE WHEN g % 20 = 0 THEN 'pending' ELSE 'verified' END,
             g % 10 = 1, CASE WHEN g % 10 = 1 THEN 'unclaimed' ELSE 'claimed' END,
             CASE WHEN g % 10 = 1 THEN NULL ELSE u.id END, g % 50, (g::bigint * 37) % 1000,
             lower(t.name || ' ' || t.industry || ' ' || t.location || ' ' || t.stage || ' founder ' || g || ' ' || t.description),
             now() - make_interval(mins => g * 7), now() - make_interval(mins => g * 7)
      FROM generate_series(1, ${scale.startups}::int) g
      CROSS JOIN LATERAL (SELECT
        'Startup ' || g || ' ' || initcap(${pgArray(STARTUP_WORDS)}[1 + g % ${STARTUP_WORDS.length}]) AS name,
        'Building ' || ${pgArray(STARTUP_WORDS)}[1 + g % ${STARTUP_WORDS.length}] || ' and ' ||
          ${pgArray(STARTUP_WORDS)}[1 + (g / 3) % ${STARTUP_WORDS.length}] || ' tools for African businesses, customers and communities.' AS description,
        ${pgArray(STARTUP_INDUSTRIES)}[1 + g % ${STARTUP_INDUSTRIES.length}] AS industry,
        ${pgArray(LOCATIONS)}[1 + (g / 13) % ${LOCATIONS.length}] AS location,
        ${pgArray(STARTUP_STAGES)}[1 + (g / 7) % ${STARTUP_STAGES.length}] AS stage) t
      JOIN ${numbered('users')} u ON u.rn = 1 + ((g::bigint * 31) % ${nUsers})
      ORDER BY g DESC`);
    const ids = await db.execute<{ id: string }>(
      sql`SELECT id FROM startups WHERE status = 'verified' ORDER BY created_at DESC LIMIT 64`,
    );
    data.startupIds = ids.rows.map((r) => r.id);
    data.counts.startups = scale.startups;
  },
};

const OPPORTUNITY_ROLES = [
  'Backend Engineer',
  'Product Designer',
  'Sales Lead',
  'Data Analyst',
  'Field Agent',
  'Marketer',
];

/**
 * Opportunities spread over the startups (pending ones too, hidden from the public): a third each job, internship
 * and partnership; 80 % active, 10 % closed, 10 % draft; job fields for jobs and internships, the partnership lists
 * for partnerships, as the server keeps them.
 */
export const opportunitiesStep: SeedStep = {
  name: 'opportunities',
  async run(db, data, scale) {
    await db.execute(sql`
      INSERT INTO opportunities (startup_id, title, description, type, job_type, salary_min, salary_max, currency,
        location, experience_level, application_deadline, contact_email, requirements, skills, looking_for, offering,
        status, views_count, applications_count, created_at, updated_at)
      SELECT s.id, t.title, 'Join us as ' || t.title || ': build tools for African businesses, customers and communities.',
             t.type,
             (ARRAY['full-time','part-time','contract','remote','hybrid'])[1 + g % 5],
             CASE WHEN t.job THEN 500 + (g % 20) * 100 END, CASE WHEN t.job THEN 1500 + (g % 20) * 150 END,
             (ARRAY['USD','EUR','GBP','NGN'])[1 + g % 4],
             CASE WHEN t.job THEN ${pgArray(LOCATIONS)}[1 + (g / 7) % ${LOCATIONS.length}] END,
             CASE WHEN t.job THEN (ARRAY['entry','mid','senior','lead'])[1 + g % 4] END,
             CASE WHEN t.job AND g % 2 = 0 THEN now() + make_interval(days => 10 + g % 60) END,
             'jobs@startup' || g || '.africa',
             CASE WHEN t.job THEN ARRAY['2+ years of experience', 'Fluent English'] ELSE ARRAY[]::text[] END,
             CASE WHEN t.job THEN ARRAY['TypeScript', 'Communication'] ELSE ARRAY[]::text[] END,
             CASE WHEN t.job THEN ARRAY[]::text[] ELSE ARRAY['Distribution partners', 'Investors'] END,
             CASE WHEN t.job THEN ARRAY[]::text[] ELSE ARRAY['Revenue share'] END,
             CASE g % 10 WHEN 0 THEN 'closed' WHEN 5 THEN 'draft' ELSE 'active' END,
             (g::bigint * 13) % 500, 0,
             now() - make_interval(mins => g * 3), now() - make_interval(mins => g * 3)
      FROM generate_series(1, ${scale.opportunities}::int) g
      CROSS JOIN LATERAL (SELECT
        (ARRAY['job','internship','partnership'])[1 + g % 3] AS type,
        g % 3 <> 2 AS job,
        ${pgArray(OPPORTUNITY_ROLES)}[1 + (g / 3) % ${OPPORTUNITY_ROLES.length}] || ' ' || g AS title) t
      JOIN ${numbered('startups')} s ON s.rn = 1 + ((g::bigint * 7919) % ${scale.startups})
      ORDER BY g DESC`);
    const ids = await db.execute<{ id: string; startup_id: string }>(sql`
      SELECT o.id, o.startup_id FROM opportunities o JOIN startups s ON s.id = o.startup_id
      WHERE o.status = 'active' AND s.status = 'verified' ORDER BY o.created_at DESC LIMIT 64`);
    data.opportunityIds = ids.rows.map((r) => r.id);
    data.opportunityStartupIds = [...new Set(ids.rows.map((r) => r.startup_id))];
    data.counts.opportunities = scale.opportunities;
  },
};
