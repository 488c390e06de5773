/**
 * `npx tsx bench/explain.ts`: the query plan of every list the API reads, on the benchmark's data in
 * PostgreSQL (ARCHITECTURE.md: every list uses an index for its filter and its order). Prints Markdown:
 * `npx tsx bench/explain.ts > docs/explain.md` refreshes the documented plans.
 *
 * The data is seeded once into the database `bench_explain` (same generator and BENCH_* settings as
 * `npm run bench`) and kept for the next run; BENCH_EXPLAIN_FRESH=1 seeds it again. Pending migrations are
 * applied first. Each plan is run with EXPLAIN (ANALYZE), so the times are real; a sequential scan of a big
 * table is flagged.
 *
 * The statements mirror those in server/features/<feature>/queries.ts; when one changes there, change it here.
 */
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { fillDatabase, scaleFromEnv } from './data';
import { explainSearch } from './explain-search';
import { adminUrl, withDb } from './pg';
import { type Ids, opportunityQueries, ownContentQueries, type Query, startupQueries } from './explain-features';

const ADMIN_URL = adminUrl();
const NAME = 'bench_explain';
const TABLES = [
  'users',
  'clubs',
  'club_members',
  'posts',
  'post_likes',
  'comments',
  'articles',
  'startups',
  'startup_search_terms',
  'opportunities',
  'opportunity_applications',
  'articles_search',
  'posts_search',
  'startups_search',
  'opportunities_search',
];
/** A sequential scan of a table this big is flagged (the 1,000 communities are read whole, hashed once). */
const BIG = 10_000;

const visibleArticle = `a.status = 'approved' AND (a.club_id IS NULL OR a.club_id IN (SELECT id FROM clubs WHERE status IN ('approved', 'pending')))`;
const card = `a.id, a.title, a.summary, a.tag, a.category, a.status, a.featured, a.article_type, a.club_id, a.user_id, a.article_image, a.read_time, a.views, a.likes, a.created_at, a.updated_at, u.first_name, u.last_name, u.profile_image`;

/** A page of a community's posts: ids walked in the index (no table rows read for skipped ones), then 20 rows. */
const postPage = (offset: number) => `
  WITH page AS (SELECT id, created_at FROM posts WHERE club_id = $1 ORDER BY created_at DESC, id LIMIT 20 OFFSET ${offset})
  SELECT p.id, p.body, p.likes_count, p.comments_count, p.created_at, u.first_name FROM page JOIN posts p ON p.id = page.id
  JOIN users u ON u.id = p.user_id ORDER BY page.created_at DESC, page.id`;

/** A page of the article list, the same way. */
const articlePage = (offset: number) => `
  WITH page AS (SELECT a.id, a.created_at FROM articles a WHERE ${visibleArticle} ORDER BY a.created_at DESC, a.id LIMIT 20 OFFSET ${offset})
  SELECT ${card} FROM page JOIN articles a ON a.id = page.id LEFT JOIN users u ON u.id = a.user_id ORDER BY page.created_at DESC, page.id`;

export const queries: Query[] = [
  {
    name: 'Communities, newest first (visitors and members: approved and pending)',
    sql: `SELECT c.*, (SELECT count(*)::int FROM articles a WHERE a.club_id = c.id AND a.status = 'approved') AS articles_count, u.first_name
          FROM clubs c LEFT JOIN users u ON u.id = c.created_by
          WHERE c.status IN ('approved', 'pending') ORDER BY c.created_at DESC, c.id LIMIT 50`,
    params: () => [],
  },
  {
    name: 'Communities: total',
    sql: `SELECT count(*) FROM clubs WHERE status IN ('approved', 'pending')`,
    params: () => [],
  },
  {
    name: "A member's memberships: the page's ids and the total in one query",
    sql: `SELECT m.club_id, count(*) OVER () AS total FROM club_members m JOIN clubs c ON c.id = m.club_id
          WHERE m.user_id = $1 AND c.status IN ('approved', 'pending') ORDER BY m.created_at DESC, m.club_id LIMIT 50`,
    params: (i) => [i.member],
  },
  {
    name: "A member's communities: the page's communities with their creators and the total in one query",
    sql: `SELECT c.*, (SELECT count(*)::int FROM articles a WHERE a.club_id = c.id AND a.status = 'approved') AS articles_count,
            u.first_name, count(*) OVER () AS total
          FROM club_members m JOIN clubs c ON c.id = m.club_id LEFT JOIN users u ON u.id = c.created_by
          WHERE m.user_id = $1 AND c.status IN ('approved', 'pending') ORDER BY m.created_at DESC, m.club_id LIMIT 20`,
    params: (i) => [i.member],
  },
  {
    name: "The busiest community's posts, page 1 (the page's ids from the index, then its rows)",
    sql: postPage(0),
    params: (i) => [i.busiestClub],
  },
  {
    name: "The busiest community's posts, page 400 (offset 7,980: walked in the index only)",
    sql: postPage(7980),
    params: (i) => [i.busiestClub],
  },
  {
    name: "The busiest community's posts: total",
    sql: `SELECT count(*) FROM posts WHERE club_id = $1`,
    params: (i) => [i.busiestClub],
  },
  {
    name: "The caller's likes among a page of posts (a member's own part)",
    sql: `SELECT post_id FROM post_likes WHERE user_id = $1 AND post_id = ANY($2::uuid[])`,
    params: (i) => [i.member, i.postIds],
  },
  {
    name: "A page of posts' like and comment counts (shared, for members)",
    sql: `SELECT id, likes_count, comments_count FROM posts WHERE id = ANY($1::uuid[])`,
    params: (i) => [i.postIds],
  },
  {
    name: 'A comment tree: 100 top-level comments of a post with every reply beneath',
    sql: `WITH RECURSIVE top AS (
            SELECT id FROM comments WHERE post_id = $1 AND parent_id IS NULL ORDER BY created_at ASC, id LIMIT 100 OFFSET 0
          ), tree AS (
            SELECT c.*, 1 AS depth FROM comments c JOIN top ON c.id = top.id
            UNION ALL
            SELECT c.*, t.depth + 1 FROM comments c JOIN tree t ON c.parent_id = t.id WHERE t.depth < 100
          )
          , page AS (SELECT * FROM tree ORDER BY created_at ASC, id LIMIT 2000)
          SELECT page.id, page.parent_id, page.body, u.first_name FROM page
          CROSS JOIN LATERAL (SELECT first_name, last_name, profile_image FROM users WHERE users.id = page.user_id LIMIT 1) u
          ORDER BY page.created_at ASC, page.id`,
    params: (i) => [i.post200],
  },
  {
    name: 'A comment tree: total of top-level comments',
    sql: `SELECT count(*) FROM comments WHERE post_id = $1 AND parent_id IS NULL`,
    params: (i) => [i.post200],
  },
  {
    name: 'Articles, newest first (approved, in a visible community or general)',
    sql: articlePage(0),
    params: () => [],
  },
  { name: 'Articles: total', sql: `SELECT count(*) FROM articles a WHERE ${visibleArticle}`, params: () => [] },
  {
    name: 'Articles, page 1,000 (offset 19,980: walked in the index only)',
    sql: articlePage(19980),
    params: () => [],
  },
  {
    name: 'Articles, most viewed first',
    sql: `SELECT ${card} FROM articles a LEFT JOIN users u ON u.id = a.user_id WHERE ${visibleArticle} ORDER BY a.views DESC, a.created_at DESC LIMIT 20`,
    params: () => [],
  },
  {
    name: 'Articles of a category, newest first',
    sql: `SELECT a.id FROM articles a WHERE ${visibleArticle} AND a.category = 'wash' ORDER BY a.created_at DESC, a.id LIMIT 20`,
    params: () => [],
  },
  {
    name: 'Articles with a tag, newest first',
    sql: `SELECT a.id FROM articles a WHERE ${visibleArticle} AND a.tags && ARRAY['energy'] ORDER BY a.created_at DESC, a.id LIMIT 20`,
    params: () => [],
  },
  {
    name: 'Articles of an author',
    sql: `SELECT a.id FROM articles a WHERE ${visibleArticle} AND a.user_id = $1 ORDER BY a.created_at DESC, a.id LIMIT 20`,
    params: (i) => [i.author],
  },
  {
    name: 'Article search, ranked (websearch_to_tsquery over the GIN-indexed vector)',
    sql: `SELECT a.id, ts_rank(a.search, q) AS rank FROM articles a, websearch_to_tsquery('english', $1) q
          WHERE ${visibleArticle} AND a.search @@ q ORDER BY rank DESC, a.created_at DESC, a.id LIMIT 20`,
    params: () => ['agritech'],
  },
  {
    name: 'Article search, a rare word',
    sql: `SELECT a.id, ts_rank(a.search, q) AS rank FROM articles a, websearch_to_tsquery('english', $1) q
          WHERE ${visibleArticle} AND a.search @@ q ORDER BY rank DESC, a.created_at DESC, a.id LIMIT 20`,
    params: () => ['"part 4242"'],
  },
  {
    name: "A community's articles (the published ones, shared by everyone)",
    sql: `WITH page AS (SELECT a.id, a.created_at FROM articles a WHERE ${visibleArticle} AND a.club_id = $1 AND a.article_type = 'community'
          ORDER BY a.created_at DESC, a.id LIMIT 20) SELECT ${card} FROM page JOIN articles a ON a.id = page.id LEFT JOIN users u ON u.id = a.user_id
          ORDER BY page.created_at DESC, page.id`,
    params: (i) => [i.quietClub],
  },
  {
    name: "The caller's own unapproved articles in a community (the per-member overlay of its article tab)",
    sql: `SELECT a.id FROM articles a WHERE a.club_id = $1 AND a.user_id = $2 AND a.status <> 'approved' LIMIT 1`,
    params: (i) => [i.quietClub, i.member],
  },
  {
    name: 'Related articles (same category and type)',
    sql: `SELECT a.id FROM articles a WHERE a.status = 'approved' AND a.id <> $1 AND a.category = 'sdg' AND a.article_type = 'general'
          AND (a.club_id IS NULL OR a.club_id IN (SELECT id FROM clubs WHERE status IN ('approved', 'pending'))) ORDER BY a.created_at DESC LIMIT 4`,
    params: (i) => [i.article],
  },
  {
    name: 'Featured articles',
    sql: `SELECT a.id FROM articles a WHERE a.status = 'approved' AND a.featured
          AND (a.club_id IS NULL OR a.club_id IN (SELECT id FROM clubs WHERE status IN ('approved', 'pending'))) ORDER BY a.created_at DESC, a.id LIMIT 6`,
    params: () => [],
  },
  ...startupQueries(),
  ...opportunityQueries(),
  ...ownContentQueries(),
];

async function prepare() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [NAME])).rowCount;
  const fresh = !exists || process.env.BENCH_EXPLAIN_FRESH === '1';
  if (fresh) {
    await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${NAME}`);
  }
  await admin.end();
  const url = withDb(ADMIN_URL, NAME);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  await database.migrate();
  if (fresh) await fillDatabase(database.db, scaleFromEnv(), (l) => console.error(l));
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('ANALYZE');
  return client;
}

async function idsOf(c: pg.Client): Promise<Ids> {
  const one = async (sql: string) => (await c.query(sql)).rows[0]?.id as string;
  const busiestClub = await one(`SELECT club_id AS id FROM posts GROUP BY club_id ORDER BY count(*) DESC LIMIT 1`);
  return {
    busiestClub,
    quietClub: await one(
      `SELECT club_id AS id FROM articles WHERE club_id IS NOT NULL GROUP BY club_id ORDER BY count(*) LIMIT 1`,
    ),
    post200: await one(`SELECT id FROM posts WHERE body = 'Two hundred comments' LIMIT 1`),
    member: await one(`SELECT user_id AS id FROM club_members GROUP BY user_id ORDER BY count(*) DESC LIMIT 1`),
    author: await one(`SELECT user_id AS id FROM articles GROUP BY user_id ORDER BY count(*) DESC LIMIT 1`),
    article: await one(
      `SELECT id FROM articles WHERE status = 'approved' AND category = 'sdg' AND article_type = 'general' ORDER BY created_at DESC LIMIT 1`,
    ),
    postIds: (
      await c.query(`SELECT id FROM posts WHERE club_id = $1 ORDER BY created_at DESC LIMIT 20`, [busiestClub])
    ).rows.map((r) => r.id),
    startup: await one(`SELECT id FROM startups WHERE status = 'verified' ORDER BY created_at DESC LIMIT 1`),
    opportunity: await one(`SELECT id FROM opportunities WHERE status = 'active' ORDER BY created_at DESC LIMIT 1`),
    opportunityStartup: await one(
      `SELECT startup_id AS id FROM opportunities GROUP BY startup_id ORDER BY count(*) DESC LIMIT 1`,
    ),
    opportunityOwner: await one(
      `SELECT s.owner_id AS id FROM opportunities o JOIN startups s ON s.id = o.startup_id WHERE s.owner_id IS NOT NULL
       GROUP BY s.owner_id ORDER BY count(*) DESC LIMIT 1`,
    ),
  };
}

async function main() {
  const c = await prepare();
  const ids = await idsOf(c);
  const counts = (
    await c.query(`SELECT relname, n_live_tup FROM pg_stat_user_tables WHERE relname = ANY($1) ORDER BY relname`, [
      TABLES,
    ])
  ).rows;
  const big = counts.filter((r) => Number(r.n_live_tup) >= BIG).map((r) => r.relname as string);
  const version = (await c.query('SHOW server_version')).rows[0].server_version;
  console.log(`# Query plans on the benchmark data\n`);
  console.log(
    `Generated by \`npx tsx bench/explain.ts\` on PostgreSQL ${version}: ${counts.map((r) => `${r.relname} ${Number(r.n_live_tup).toLocaleString('en')}`).join(', ')}.\n`,
  );
  const flagged: string[] = [];
  for (const q of queries) {
    const plan = (await c.query(`EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${q.sql}`, q.params(ids))).rows.map(
      (r) => r['QUERY PLAN'] as string,
    );
    const seq = plan.filter((l) => big.some((t) => new RegExp(`Seq Scan on ${t}\\b`).test(l)));
    if (seq.length) flagged.push(`${q.name}: ${seq.map((s) => s.trim()).join('; ')}`);
    console.log(`## ${q.name}\n\n\`\`\`\n${plan.join('\n')}\n\`\`\`\n`);
  }
  flagged.push(
    ...(await explainSearch(c, Object.assign(new URL(ADMIN_URL), { pathname: `/${NAME}` }).href, ids.member, big)),
  );
  console.log(
    flagged.length
      ? `Sequential scans of big tables:\n${flagged.map((f) => `- ${f}`).join('\n')}`
      : 'No sequential scan of a big table.',
  );
  await c.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
