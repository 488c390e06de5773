/**
 * Benchmark data: fills a freshly migrated database with a realistic volume of rows before measuring.
 *
 * Each table (or group of tables) is one step in `seedSteps`; a later feature adds its step to the end of
 * the list (communities, posts, comments, articles…), reading what earlier steps put in `BenchData`
 * (e.g. `data.users` to pick authors) and recording what scenarios will need (ids, slugs) in a new field.
 *
 * Rows are inserted in batches of one multi-row INSERT each. Every account shares one precomputed
 * password hash (scrypt costs ~50-100 ms a hash, so hashing each would take minutes). Values come from a
 * seeded generator, so two runs fill the same data and their figures compare. Posts, articles, startups and
 * opportunities are inserted oldest first (`ORDER BY g DESC`, their dates going back with g), as a live community
 * appends them: a read of the newest rows finds them on the newest pages. Without it the joins' hash order scattered
 * them (created_at's correlation with the physical order was ~0), and a walk down a date index read one page a row.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS } from '../common/constants';
import type { Db } from '../server/db/client';
import { events, playlists, programs, refreshTokens, users } from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';
import { notificationsStep } from './notifications-data';

/** The password of every seeded account (not a common password, so sign-in accepts it). */
export const BENCH_PASSWORD = 'Kilimanjaro!2026';

export interface Scale {
  users: number;
  communities: number;
  posts: number;
  comments: number;
  articles: number;
  likes: number;
  startups: number;
  opportunities: number;
}

/** BENCH_USERS overrides the number of accounts (20,000 by default). */
export function scaleFromEnv(env: Record<string, string | undefined> = process.env): Scale {
  const n = Number(env.BENCH_USERS);
  const num = (v: string | undefined, dflt: number) =>
    Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : dflt;
  return {
    users: Number.isInteger(n) && n >= 100 ? n : 20_000,
    communities: num(env.BENCH_COMMUNITIES, 1_000),
    posts: num(env.BENCH_POSTS, 100_000),
    comments: num(env.BENCH_COMMENTS, 500_000),
    articles: num(env.BENCH_ARTICLES, 50_000),
    likes: num(env.BENCH_LIKES, 200_000),
    startups: num(env.BENCH_STARTUPS, 20_000),
    opportunities: num(env.BENCH_OPPORTUNITIES, 50_000),
  };
}

export interface SeededUser {
  id: string;
  email: string;
  status: 'active' | 'suspended' | 'pending';
  emailVerified: boolean;
  roles: string[];
}

/** What the steps put in the database, for the scenarios to build requests from. Later steps add fields. */
export interface BenchData {
  password: string;
  /** Every seeded account, in insertion order. */
  users: SeededUser[];
  /** Active, verified accounts with role user only: they can sign in. */
  signInUsers: SeededUser[];
  /** Rows written per table, for the summary line. */
  counts: Record<string, number>;
  /** The approved community with the most posts. */
  busiestClubId?: string;
  /** Two posts whose comment trees are compared: 200 comments (with replies) and 2. */
  post200Id?: string;
  post2Id?: string;
  /** Approved articles to read, and one with related articles. */
  articleIds: string[];
  /** Verified startups to read (newest first), for profiles, quick filters and search. */
  startupIds: string[];
  /** Public opportunities to read (newest first), and verified startups that have public ones. */
  opportunityIds: string[];
  opportunityStartupIds: string[];
}

export interface SeedStep {
  /** The table(s) the step fills, as printed. */
  name: string;
  run(db: Db, data: BenchData, scale: Scale, rand: Random): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------
// Steps. To add a table: write a step below and append it to `seedSteps`.

const FIRST_NAMES = [
  'Amina',
  'Kwame',
  'Wanjiru',
  'Thabo',
  'Chidi',
  'Fatou',
  'Kofi',
  'Zanele',
  'Tendai',
  'Nia',
  'Ife',
  'Sipho',
  'Abebe',
  'Aisha',
  'Jabari',
  'Lerato',
  'Yaw',
  'Nomsa',
  'Omari',
  'Adaeze',
];
const LAST_NAMES = [
  'Okafor',
  'Mensah',
  'Kamau',
  'Nkosi',
  'Diallo',
  'Mwangi',
  'Adeyemi',
  'Boateng',
  'Ndlovu',
  'Traore',
  'Banda',
  'Otieno',
  'Kariuki',
  'Sow',
  'Haile',
  'Moyo',
  'Achebe',
  'Keita',
  'Owusu',
  'Dlamini',
];
const LOCATIONS = [
  'Lagos, Nigeria',
  'Accra, Ghana',
  'Nairobi, Kenya',
  'Johannesburg, South Africa',
  'Kigali, Rwanda',
  'Dakar, Senegal',
  'Cairo, Egypt',
  'Addis Ababa, Ethiopia',
  'Cape Town, South Africa',
  'Kampala, Uganda',
];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Accounts: ~92 % active and verified, ~6 % waiting for verification, ~2 % suspended; 1 in 250 an admin. */
const usersStep: SeedStep = {
  name: 'users',
  async run(db, data, scale, rand) {
    const passwordHash = await hashPassword(data.password);
    const now = Date.now();
    const rows: (typeof users.$inferInsert)[] = [];
    for (let i = 0; i < scale.users; i++) {
      const r = rand.next();
      const status = r < 0.02 ? 'suspended' : r < 0.08 ? 'pending' : 'active';
      const firstName = rand.pick(FIRST_NAMES);
      const lastName = rand.pick(LAST_NAMES);
      // Sign-ups spread over two years, oldest first, so ordering by creation date looks like production.
      const createdAt = new Date(now - 730 * DAY_MS + Math.floor(((i + rand.next()) / scale.users) * 730 * DAY_MS));
      rows.push({
        firstName,
        lastName,
        email: `${firstName}.${lastName}.${i}@bench.example.com`.toLowerCase(),
        phoneNumber: `+234 80${String(i).padStart(8, '0')}`,
        passwordHash,
        profileImage: rand.next() < 0.3 ? `/uploads/${i.toString(16).padStart(8, '0')}.webp` : null,
        roles: i % 250 === 0 ? ['admin'] : ['user'],
        status,
        location: rand.next() < 0.8 ? rand.pick(LOCATIONS) : null,
        emailVerified: status !== 'pending',
        createdAt,
        updatedAt: createdAt,
      });
    }
    await inBatches(rows, 1000, async (batch) => {
      const ids = await db.insert(users).values(batch).returning({ id: users.id });
      for (const [k, row] of batch.entries()) {
        data.users.push({
          id: ids[k]!.id,
          email: row.email,
          status: row.status!,
          emailVerified: row.emailVerified!,
          roles: row.roles!,
        });
      }
    });
    data.signInUsers = data.users.filter(
      (u) => u.status === 'active' && u.emailVerified && u.roles.length === 1 && u.roles[0] === 'user',
    );
    data.counts.users = rows.length;
  },
};

/** Sessions: ~40 % of active accounts have 1-3 refresh tokens, some rotated, revoked or expired. */
const refreshTokensStep: SeedStep = {
  name: 'refresh_tokens',
  async run(db, data, _scale, rand) {
    const now = Date.now();
    const rows: (typeof refreshTokens.$inferInsert)[] = [];
    for (const user of data.users) {
      if (user.status !== 'active' || rand.next() >= 0.4) continue;
      const sessions = 1 + Math.floor(rand.next() * 3);
      for (let s = 0; s < sessions; s++) {
        const createdAt = new Date(now - Math.floor(rand.next() * 45 * DAY_MS));
        const expiresAt = new Date(createdAt.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
        const r = rand.next();
        rows.push({
          userId: user.id,
          familyId: randomUUID(),
          // Stands for the SHA-256 of a token nobody holds: same shape, no hashing cost.
          tokenHash: randomBytes(32).toString('hex'),
          expiresAt,
          usedAt: r < 0.3 ? new Date(createdAt.getTime() + DAY_MS) : null,
          revokedAt: r >= 0.3 && r < 0.4 ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
          createdAt,
        });
      }
    }
    await inBatches(rows, 1000, (batch) => db.insert(refreshTokens).values(batch));
    data.counts.refresh_tokens = rows.length;
  },
};

/** Numbered rows of a table, for joining generated series to real ids. */
const numbered = (table: string) => sql.raw(`(SELECT id, row_number() OVER (ORDER BY id) AS rn FROM ${table})`);

/** Communities (90 % approved), memberships, posts and comments, generated in SQL (one statement each). */
const communitiesStep: SeedStep = {
  name: 'communities',
  async run(db, data, scale) {
    const nUsers = data.users.length;
    await db.execute(sql`
      INSERT INTO clubs (name, description, image, status, created_at, updated_at)
      SELECT 'Community ' || g, 'Founders building ' || (ARRAY['fintech','agritech','health','energy','education'])[1 + g % 5] || ' across Africa, group ' || g || '.',
             '/uploads/bench-club.webp', CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'approved' END,
             now() - make_interval(hours => g), now() - make_interval(hours => g)
      FROM generate_series(1, ${scale.communities}::int) g`);
    // ~25 members per community on average, one row per (community, user).
    await db.execute(sql`
      INSERT INTO club_members (club_id, user_id)
      SELECT c.id, u.id FROM generate_series(1, ${scale.communities * 25}::int) g
      JOIN ${numbered('clubs')} c ON c.rn = 1 + (g % ${scale.communities})
      JOIN ${numbered('users')} u ON u.rn = 1 + ((g::bigint * 7919) % ${nUsers})
      ON CONFLICT DO NOTHING`);
    await db.execute(
      sql`UPDATE clubs SET member_count = m.n FROM (SELECT club_id, count(*)::int n FROM club_members GROUP BY club_id) m WHERE m.club_id = clubs.id`,
    );
    // Posts: a tenth go to the first community (the busiest), the rest spread evenly.
    await db.execute(sql`
      INSERT INTO posts (club_id, user_id, body, created_at)
      SELECT c.id, u.id, 'Update ' || g || ': ' || repeat('Building in public, one customer at a time. ', 1 + g % 12), now() - make_interval(mins => g)
      FROM generate_series(1, ${scale.posts}::int) g
      JOIN ${numbered("clubs WHERE status = 'approved'")} c ON c.rn = CASE WHEN g % 10 = 0 THEN 1 ELSE 1 + (g % ${Math.floor(scale.communities * 0.9)}) END
      JOIN ${numbered('users')} u ON u.rn = 1 + ((g::bigint * 104729) % ${nUsers})
      ORDER BY g DESC`);
    // Comments: three fifths top-level, two fifths replies to them.
    const top = Math.floor(scale.comments * 0.6);
    await db.execute(sql`
      INSERT INTO comments (post_id, user_id, body, created_at)
      SELECT p.id, u.id, 'Comment ' || g || ': great point, thanks for sharing.', now() - make_interval(secs => g::double precision)
      FROM generate_series(1, ${top}::int) g
      JOIN ${numbered('posts')} p ON p.rn = 1 + (g % ${scale.posts})
      JOIN ${numbered('users')} u ON u.rn = 1 + ((g::bigint * 31) % ${nUsers})`);
    await db.execute(sql`
      INSERT INTO comments (post_id, user_id, parent_id, body, created_at)
      SELECT c.post_id, u.id, c.id, 'Reply ' || g || ': agreed.', now()
      FROM generate_series(1, ${scale.comments - top}::int) g
      JOIN (SELECT id, post_id, row_number() OVER (ORDER BY id) rn FROM comments) c ON c.rn = 1 + ((g::bigint * 7) % ${top})
      JOIN ${numbered('users')} u ON u.rn = 1 + ((g::bigint * 13) % ${nUsers})`);
    // Two posts compared by the comment-tree scenarios: 200 comments (100 with a reply each) and 2.
    const author = data.users[0]!.id;
    const busiest = await db.execute<{ id: string }>(
      sql`SELECT club_id AS id FROM posts GROUP BY club_id ORDER BY count(*) DESC LIMIT 1`,
    );
    data.busiestClubId = busiest.rows[0]!.id;
    const made = await db.execute<{ id: string }>(sql`
      INSERT INTO posts (club_id, user_id, body) VALUES (${data.busiestClubId}, ${author}, 'Two hundred comments'), (${data.busiestClubId}, ${author}, 'Two comments') RETURNING id`);
    [data.post200Id, data.post2Id] = [made.rows[0]!.id, made.rows[1]!.id];
    await db.execute(
      sql`INSERT INTO comments (post_id, user_id, body) SELECT ${data.post200Id}, ${author}, 'Top ' || g FROM generate_series(1, 100) g`,
    );
    await db.execute(
      sql`INSERT INTO comments (post_id, user_id, parent_id, body) SELECT post_id, user_id, id, 'Reply' FROM comments WHERE post_id = ${data.post200Id}`,
    );
    await db.execute(
      sql`INSERT INTO comments (post_id, user_id, body) SELECT ${data.post2Id}, ${author}, 'Top ' || g FROM generate_series(1, 2) g`,
    );
    await db.execute(
      sql`UPDATE posts SET comments_count = c.n FROM (SELECT post_id, count(*)::int n FROM comments GROUP BY post_id) c WHERE c.post_id = posts.id`,
    );
    data.counts.communities = scale.communities;
    data.counts.posts = scale.posts + 2;
    data.counts.comments = scale.comments + 202;
  },
};

/** Articles: 80 % general, 20 % community; 90 % approved; 3 categories; 1 in 100 featured. */
const articlesStep: SeedStep = {
  name: 'articles',
  async run(db, data, scale) {
    const nUsers = data.users.length;
    await db.execute(sql`
      INSERT INTO articles (title, summary, body, body_text, tag, tags, category, status, featured, article_type, club_id, user_id, views, created_at, updated_at)
      SELECT 'Lessons from building ' || t.topic || ' startups, part ' || g,
             'What founders learned about ' || t.topic || ' in market ' || (g % 54) || '.',
             '<p>' || repeat('Founders across the continent share what worked and what did not. ', 40) || '</p>',
             repeat('Founders across the continent share what worked and what did not. ', 40) || t.topic,
             t.topic || ', founders', ARRAY[t.topic, 'founders'],
             (ARRAY['sdg','wash','news'])[1 + g % 3],
             CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'approved' END,
             g % 100 = 1,
             CASE WHEN g % 5 = 0 THEN 'community' ELSE 'general' END,
             CASE WHEN g % 5 = 0 THEN c.id END,
             u.id, (g::bigint * 37) % 5000, now() - make_interval(mins => g * 3), now() - make_interval(mins => g * 3)
      FROM generate_series(1, ${scale.articles}::int) g
      CROSS JOIN LATERAL (SELECT (ARRAY['fintech','agritech','health','energy','education'])[1 + g % 5] AS topic) t
      JOIN ${numbered("clubs WHERE status = 'approved'")} c ON c.rn = 1 + (g % ${Math.floor(scale.communities * 0.9)})
      JOIN ${numbered('users')} u ON u.rn = 1 + ((g::bigint * 17) % ${nUsers})
      ORDER BY g DESC`);
    const ids = await db.execute<{ id: string }>(
      sql`SELECT id FROM articles WHERE status = 'approved' ORDER BY created_at DESC LIMIT 64`,
    );
    data.articleIds = ids.rows.map((r) => r.id);
    data.counts.articles = scale.articles;
  },
};

/** Likes: spread over all posts, with the newest posts of the busiest community liked the most. */
const likesStep: SeedStep = {
  name: 'post_likes',
  async run(db, data, scale) {
    const nUsers = data.users.length;
    const hot = Math.floor(scale.likes / 5);
    await db.execute(sql`
      INSERT INTO post_likes (post_id, user_id)
      SELECT p.id, u.id FROM generate_series(1, ${scale.likes - hot}::int) g
      JOIN ${numbered('posts')} p ON p.rn = 1 + ((g::bigint * 48271) % ${scale.posts})
      JOIN ${numbered('users')} u ON u.rn = 1 + ((g::bigint * 16807) % ${nUsers})
      ON CONFLICT DO NOTHING`);
    await db.execute(sql`
      INSERT INTO post_likes (post_id, user_id)
      SELECT p.id, u.id FROM generate_series(1, ${hot}::int) g
      JOIN (SELECT id, row_number() OVER (ORDER BY created_at DESC, id) AS rn FROM posts WHERE club_id = ${data.busiestClubId} LIMIT 100) p ON p.rn = 1 + (g % 100)
      JOIN ${numbered('users')} u ON u.rn = 1 + ((g::bigint * 7919) % ${nUsers})
      ON CONFLICT DO NOTHING`);
    await db.execute(
      sql`UPDATE posts SET likes_count = l.n FROM (SELECT post_id, count(*)::int n FROM post_likes GROUP BY post_id) l WHERE l.post_id = posts.id`,
    );
    const n = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM post_likes`);
    data.counts.post_likes = Number(n.rows[0]!.n);
  },
};

const STARTUP_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'E-commerce',
  'Manufacturing',
  'Real Estate',
  'Transportation',
  'Entertainment',
  'Food & Beverage',
  'Energy',
  'Agriculture',
  'Biotechnology',
];
const STARTUP_STAGES = ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'seed', 'pre-seed', 'series-a', 'Growth'];
const STARTUP_WORDS = ['payments', 'solar', 'logistics', 'clinics', 'farmers', 'learning', 'insurance', 'housing'];
const pgArray = (items: string[]) => sql.raw(`(ARRAY[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}])`);

/**
 * Startups: 95 % verified (the rest pending), 1 in 10 admin-created and unclaimed, the others owned by a user;
 * spread over the 13 industries, 10 locations and 8 funding-stage spellings. search_text is what the server
 * keeps (lowercase; the generated names have no accents).
 */
const startupsStep: SeedStep = {
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
const opportunitiesStep: SeedStep = {
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

/** What the home page shows besides articles and communities: upcoming events and programs (a third featured) and
 *  playlists (most active), as many as a busy platform keeps; the home page reads only the featured few. */
const homeStep: SeedStep = {
  name: 'events, programs, playlists',
  async run(db, data, _scale, rand) {
    const day = 24 * 3600 * 1000;
    const eventRows = Array.from({ length: 300 }, (_, i) => ({
      title: `Founders meetup ${i + 1}`,
      description: 'Talks, demos and time to meet other founders.',
      location: rand.pick(['Lagos', 'Nairobi', 'Accra', 'Kigali', 'Cape Town', 'Online']),
      // Half in the past (archived by decision 16), half ahead.
      date: new Date(Date.now() + (i - 150) * day),
      image: '/uploads/bench-event.webp',
      eventType: i % 4 === 0 ? ('paid' as const) : ('free' as const),
      paymentInstructions: i % 4 === 0 ? 'Pay at the door or by mobile money.' : null,
      isFeatured: i % 3 === 0,
    }));
    await inBatches(eventRows, 100, (batch) => db.insert(events).values(batch));
    const programRows = Array.from({ length: 60 }, (_, i) => ({
      title: `Accelerator cohort ${i + 1}`,
      description: 'Twelve weeks of mentoring, workshops and investor days.',
      image: '/uploads/bench-program.webp',
      programType: i % 5 === 0 ? ('paid' as const) : ('free' as const),
      paymentInstructions: i % 5 === 0 ? 'Tuition by bank transfer.' : null,
      isFeatured: i % 3 === 0,
    }));
    await inBatches(programRows, 100, (batch) => db.insert(programs).values(batch));
    const playlistRows = Array.from({ length: 20 }, (_, i) => ({
      title: `Founder talks ${i + 1}`,
      youtubeUrl: `https://www.youtube.com/playlist?list=PLbench${i}`,
      playlistId: `PLbench${i}`,
      isActive: i % 4 !== 0,
    }));
    await db.insert(playlists).values(playlistRows);
    data.counts.events = eventRows.length;
    data.counts.programs = programRows.length;
    data.counts.playlists = playlistRows.length;
  },
};

export const seedSteps: SeedStep[] = [
  usersStep,
  refreshTokensStep,
  communitiesStep,
  articlesStep,
  likesStep,
  startupsStep,
  opportunitiesStep,
  homeStep,
  notificationsStep,
];

// ---------------------------------------------------------------------------------------------------

/** Runs every step in order on a migrated, empty database, then vacuums and analyses it. */
export async function fillDatabase(
  db: Db,
  scale: Scale,
  log: (line: string) => void = console.log,
): Promise<BenchData> {
  const data: BenchData = {
    password: BENCH_PASSWORD,
    users: [],
    signInUsers: [],
    counts: {},
    articleIds: [],
    startupIds: [],
    opportunityIds: [],
    opportunityStartupIds: [],
  };
  const rand = new Random(20260101);
  for (const step of seedSteps) {
    const t0 = performance.now();
    // A bulk statement may outrun the pool's statement_timeout (15 s) on a busy machine: steps run without it.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      await step.run(tx as unknown as Db, data, scale, rand);
    });
    log(
      `  seeded ${step.name}: ${describeCounts(data.counts, step.name)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  // A bulk load leaves no planner statistics and an unset visibility map until autovacuum comes by, which
  // it would do mid-measurement; production tables have both. VACUUM must run outside a transaction: it does.
  await db.execute(sql`VACUUM ANALYZE`);
  // Flush the load to disk now rather than during the first scenarios (needs superuser or pg_checkpoint).
  await db.execute(sql`CHECKPOINT`).catch(() => {});
  return data;
}

function describeCounts(counts: Record<string, number>, stepName: string) {
  const n = counts[stepName];
  return n === undefined
    ? Object.entries(counts)
        .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
        .join(', ')
    : `${n.toLocaleString('en')} rows`;
}

/** Runs `insert` on consecutive slices of `rows`, one at a time (one multi-row INSERT per slice). */
export async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** A small seeded generator (mulberry32): same seed, same data. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
}
