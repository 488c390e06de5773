/**
 * The plans bench/explain.ts shows for the startups, the opportunities and the member's own pages: each statement
 * mirrors the feature's queries, and the ids it needs come from the seeded data (`Ids`).
 */

export interface Ids {
  busiestClub: string;
  quietClub: string;
  post200: string;
  member: string;
  author: string;
  article: string;
  postIds: string[];
  startup: string;
  opportunity: string;
  opportunityStartup: string;
  opportunityOwner: string;
}

export type Query = { name: string; sql: string; params: (ids: Ids) => unknown[] };

/** Startups (server/features/startups/queries.ts and similar-queries.ts): the directory, its filters, search and the admin lists. */
export function startupQueries(): Query[] {
  const cols = `id, name, description, industry, logo, location, founded_year, funding_stage, founders, website, contact_email, status, created_at`;
  const verified = `status = 'verified'`;
  const newest = `ORDER BY created_at DESC, id`;
  const base = (col: string) => `(SELECT ${col} FROM startups WHERE id = $1)`;
  const search = `to_tsquery('simple', 'sol:*')`;
  return [
    {
      name: 'Startups, newest first (the directory)',
      sql: `SELECT ${cols} FROM startups WHERE ${verified} ${newest} LIMIT 24`,
      params: () => [],
    },
    { name: 'Startups: total', sql: `SELECT count(*) FROM startups WHERE ${verified}`, params: () => [] },
    {
      name: 'Startups, page 40',
      sql: `SELECT ${cols} FROM startups WHERE ${verified} ${newest} LIMIT 24 OFFSET 936`,
      params: () => [],
    },
    {
      name: 'Startups of an industry, newest first',
      sql: `SELECT ${cols} FROM startups WHERE ${verified} AND industry = 'Agriculture' ${newest} LIMIT 24`,
      params: () => [],
    },
    {
      name: 'Similar industry (the startup left out)',
      sql: `SELECT ${cols} FROM startups WHERE ${verified} AND industry = ${base('industry')} AND id <> $1 ${newest} LIMIT 8`,
      params: (ids) => [ids.startup],
    },
    {
      name: 'Same funding stage (by its key)',
      sql: `SELECT ${cols} FROM startups WHERE ${verified} AND funding_stage_key = ${base('funding_stage_key')} AND id <> $1 ${newest} LIMIT 8`,
      params: (ids) => [ids.startup],
    },
    {
      name: 'Same location (by country)',
      sql: `SELECT ${cols} FROM startups WHERE ${verified} AND location_key = ${base('location_key')} AND id <> $1 ${newest} LIMIT 8`,
      params: (ids) => [ids.startup],
    },
    {
      name: 'Recently founded',
      sql: `SELECT ${cols} FROM startups WHERE ${verified} ORDER BY founded_year DESC NULLS LAST, created_at DESC, id LIMIT 8`,
      params: () => [],
    },
    {
      name: "Search similar, one word: the prefix's completions (up to 65) from the words' primary key",
      sql: `SELECT term FROM startup_search_words WHERE term >= 'sol' AND term < 'som' ORDER BY term LIMIT 65`,
      params: () => [],
    },
    {
      name: "Search similar, one word, inside startup_search_by_term (migration 0012): each completion's best 8 from the term index, a startup once (with the count of completions)",
      sql: `SELECT best.startup_id, max(best.rank), max(best.created_at),
              (SELECT count(*) FROM (SELECT term FROM startup_search_words WHERE term >= 'sol' AND term < 'som' ORDER BY term LIMIT 65) counted)
            FROM (SELECT term FROM startup_search_words WHERE term >= 'sol' AND term < 'som' ORDER BY term LIMIT 64) completion
            CROSS JOIN LATERAL (SELECT startup_id, rank, created_at FROM startup_search_terms t
              WHERE t.term = completion.term AND t.startup_id <> $1 ORDER BY rank DESC, created_at DESC, startup_id LIMIT 8) best
            GROUP BY best.startup_id`,
      params: (ids) => [ids.startup],
    },
    {
      name: "Search similar, one word, the statement sent: the function's rows joined to startups by primary key, the best 8, the startup itself checked",
      sql: `SELECT s.id, s.name, s.industry, m.completions
            FROM startups s JOIN startup_search_by_term('sol', 'som', $1, 8) AS m ON m.startup_id = s.id
            WHERE s.${verified} AND EXISTS (SELECT 1 FROM startups base WHERE base.id = $1 AND base.status = 'verified')
            ORDER BY m.rank DESC, m.created_at DESC, m.startup_id LIMIT 8`,
      params: (ids) => [ids.startup],
    },
    {
      name: 'Search similar, full-text path: several words, or a prefix of over 64 completions (GIN; the first 400 matches ranked)',
      sql: `WITH candidates AS (SELECT id, created_at, ts_rank(search, ${search}) AS rank FROM startups
              WHERE ${verified} AND search @@ ${search} AND id <> $1
                AND EXISTS (SELECT 1 FROM startups base WHERE base.id = $1 AND base.status = 'verified') LIMIT 400),
            best AS (SELECT * FROM candidates ORDER BY rank DESC, created_at DESC, id LIMIT 8)
            SELECT s.id, s.name, s.industry FROM best JOIN startups s ON s.id = best.id ORDER BY best.rank DESC, best.created_at DESC, best.id`,
      params: (ids) => [ids.startup],
    },
    {
      name: 'Directory hero counts',
      sql: `SELECT count(*), count(DISTINCT industry) FROM startups WHERE ${verified}`,
      params: () => [],
    },
    {
      name: 'Admin: pending startups, newest first',
      sql: `SELECT ${cols} FROM startups WHERE status = 'pending' ${newest} LIMIT 50`,
      params: () => [],
    },
  ];
}

/** Opportunities (server/features/opportunities/queries.ts): one with its startup, a startup's list, the owner's list. */
export function opportunityQueries(): Query[] {
  const cols = `o.*, s.id AS startup, s.name, s.logo, s.industry, s.status AS startup_status, s.owner_id, s.contact_email`;
  const from = `FROM opportunities o JOIN startups s ON s.id = o.startup_id`;
  const isPublic = `o.status = 'active' AND s.status = 'verified'`;
  const newest = `ORDER BY o.created_at DESC, o.id DESC`;
  return [
    {
      name: 'Opportunity with its startup',
      sql: `SELECT ${cols} ${from} WHERE o.id = $1`,
      params: (ids) => [ids.opportunity],
    },
    {
      name: "A startup's public opportunities",
      sql: `SELECT ${cols} ${from} WHERE o.startup_id = $1 AND ${isPublic} ${newest} LIMIT 24`,
      params: (ids) => [ids.opportunityStartup],
    },
    {
      name: "A startup's public opportunities: total",
      sql: `SELECT count(*) ${from} WHERE o.startup_id = $1 AND ${isPublic}`,
      params: (ids) => [ids.opportunityStartup],
    },
    {
      name: "My opportunities (the owner's startups)",
      sql: `SELECT ${cols} ${from} WHERE s.owner_id = $1 ${newest} LIMIT 50`,
      params: (ids) => [ids.opportunityOwner],
    },
  ];
}

/** The member's own pages (issue 17): server/features/articles/mine-queries.ts listOwnArticles, posts/queries.ts listOwnContent. */
export function ownContentQueries(): Query[] {
  const visible = `('approved', 'pending')`;
  const ownPage = (offset: number) => `
    WITH page AS (
      SELECT * FROM (
        (SELECT 'post' AS kind, p.id, p.id AS post_id, p.club_id, cl.name AS club_name,
                p.created_at AS post_created_at, left(p.body, 1000) AS body, p.created_at
         FROM posts p JOIN clubs cl ON cl.id = p.club_id
         WHERE p.user_id = $1 AND cl.status IN ${visible}
         ORDER BY p.created_at DESC, p.id LIMIT ${20 + offset})
        UNION ALL
        (SELECT 'comment', c.id, c.post_id, p.club_id, cl.name, p.created_at, left(c.body, 1000), c.created_at
         FROM comments c JOIN posts p ON p.id = c.post_id JOIN clubs cl ON cl.id = p.club_id
         WHERE c.user_id = $1 AND cl.status IN ${visible}
         ORDER BY c.created_at DESC, c.id LIMIT ${20 + offset})
      ) m
      ORDER BY m.created_at DESC, m.id LIMIT 20 OFFSET ${offset}
    )
    SELECT page.*, (SELECT count(*) FROM posts n WHERE n.club_id = page.club_id AND n.created_at >= page.post_created_at
                    AND NOT (n.created_at = page.post_created_at AND n.id >= page.post_id)) AS newer_posts
    FROM page ORDER BY page.created_at DESC, page.id`;
  return [
    {
      name: "My posts and comments, page 1 (each branch walks its author index; the page's places in their communities)",
      sql: ownPage(0),
      params: (i) => [i.member],
    },
    {
      name: 'My posts and comments, page 10',
      sql: ownPage(180),
      params: (i) => [i.member],
    },
    {
      name: 'My posts and comments: total (index-only counts less those in hidden communities)',
      sql: `WITH hidden AS (SELECT id FROM clubs WHERE status NOT IN ${visible})
            SELECT (SELECT count(*) FROM posts WHERE user_id = $1) + (SELECT count(*) FROM comments WHERE user_id = $1)
                 - (SELECT count(*) FROM posts p WHERE p.user_id = $1 AND p.club_id IN (SELECT id FROM hidden))
                 - (SELECT count(*) FROM comments c WHERE c.user_id = $1
                      AND c.post_id IN (SELECT p.id FROM posts p WHERE p.club_id IN (SELECT id FROM hidden))) AS total`,
      params: (i) => [i.member],
    },
    {
      name: 'My articles (every status, in visible communities), newest first',
      sql: `SELECT a.id, a.title, a.summary, a.status, a.article_type, c.id AS club_id, c.name, a.created_at, a.updated_at
            FROM articles a JOIN clubs c ON c.id = a.club_id
            WHERE a.user_id = $1 AND a.article_type = 'community' AND c.status IN ${visible}
            ORDER BY a.created_at DESC, a.id LIMIT 20`,
      params: (i) => [i.author],
    },
  ];
}
