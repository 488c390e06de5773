// The bench's communities, memberships, posts, comments, articles and likes (seed steps, bench/data.ts).
import { sql } from 'drizzle-orm';
import type { SeedStep } from './data';
import { numbered } from './seed-kit';

/** Communities (90 % approved), memberships, posts and comments, generated in SQL (one statement each). */
export const communitiesStep: SeedStep = {
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
export const articlesStep: SeedStep = {
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
export const likesStep: SeedStep = {
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
