/**
 * Bench data for notifications (issue 17), the last seed step of bench/data.ts:
 *
 * - a community of BENCH_BIG_COMMUNITY members (default 10,000; at most the number of accounts), every one with
 *   new posts turned on in the app (a notification_settings row), for the fan-out of bench/notifications.ts;
 * - notifications for every active account: BENCH_NOTIFICATIONS_EACH on average (default 30, from half to one and
 *   a half times that), the newest 0-7 unread, comments, replies, grouped likes and new posts, with their actors;
 *   already mailed or digested (email NULL), so they do not wake the digest.
 *
 * One INSERT … SELECT each, as the other steps do.
 */
import { sql } from 'drizzle-orm';
import type { SeedStep, SeededUser } from './data';

declare module './data' {
  interface BenchData {
    /** The community of BENCH_BIG_COMMUNITY members who all turned new posts on. */
    bigClubId?: string;
    /** How many of its members are told of a new post (all of them but its author). */
    bigClubMembers?: number;
    /** Members of it who can sign in: the authors of the fan-out's posts. */
    bigClubPosters?: SeededUser[];
  }
}

const positiveInt = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const notificationsStep: SeedStep = {
  name: 'notifications',
  async run(db, data) {
    const nUsers = data.users.length;
    const size = Math.min(positiveInt('BENCH_BIG_COMMUNITY', 10_000), nUsers);
    const each = positiveInt('BENCH_NOTIFICATIONS_EACH', 30);

    // The big community: old (last in the lists of communities), approved, with `size` members.
    const club = await db.execute<{ id: string }>(sql`
      INSERT INTO clubs (name, description, image, status, created_at, updated_at)
      VALUES ('Founders of Africa (' || ${size}::int || ' members)',
              'The largest community: every member is told of every new post.', '/uploads/bench-club.webp',
              'approved', now() - interval '3 years', now() - interval '3 years')
      RETURNING id`);
    const bigClubId = club.rows[0]!.id;
    await db.execute(sql`
      INSERT INTO club_members (club_id, user_id)
      SELECT ${bigClubId}, id FROM users ORDER BY id LIMIT ${size}`);
    await db.execute(sql`UPDATE clubs SET member_count = ${size} WHERE id = ${bigClubId}`);
    await db.execute(sql`
      INSERT INTO notification_settings (user_id, types)
      SELECT user_id, '{"new_post": {"inApp": true}}'::jsonb FROM club_members WHERE club_id = ${bigClubId}
      ON CONFLICT (user_id) DO UPDATE SET types = notification_settings.types || EXCLUDED.types`);
    const members = await db.execute<{ id: string }>(sql`
      SELECT user_id AS id FROM club_members WHERE club_id = ${bigClubId}`);
    const memberIds = new Set(members.rows.map((r) => r.id));
    data.bigClubId = bigClubId;
    data.bigClubMembers = size;
    data.bigClubPosters = data.signInUsers.filter((u) => memberIds.has(u.id)).slice(0, 8);

    // Every active account's notifications: `each` on average, spread over the last days, the newest few unread.
    const lo = Math.max(1, Math.floor(each / 2));
    const url = `/community/${data.busiestClubId ?? bigClubId}`;
    await db.execute(sql`
      WITH u AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users WHERE status = 'active'),
           a AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users)
      INSERT INTO notifications (user_id, type, event_key, actor_ids, actor_count, data, url, in_app, email,
                                 created_at, last_event_at, read_at)
      SELECT u.id, t.type, 'bench:' || k,
             CASE WHEN t.type = 'post_liked' THEN ARRAY[a1.id, a2.id, a3.id] ELSE ARRAY[a1.id] END,
             CASE WHEN t.type = 'post_liked' THEN 3 + (k * u.rn) % 12 ELSE 1 END,
             jsonb_build_object('excerpt', 'Update ' || k || ': building in public, one customer at a time.',
                                'community', 'Community ' || (1 + (u.rn + k) % 50)),
             ${url} || '?n=' || k, true, NULL, t.at, t.at,
             CASE WHEN k <= u.rn % 8 THEN NULL ELSE t.at + interval '1 hour' END
      FROM u
      CROSS JOIN LATERAL generate_series(1, ${lo}::int + ((u.rn * 7919) % ${each + 1}::int)::int) k
      CROSS JOIN LATERAL (SELECT (ARRAY['comment_on_post','reply_to_comment','post_liked','new_post'])[1 + k % 4] AS type,
                                 now() - make_interval(hours => k * 5, mins => (u.rn % 300)::int) AS at) t
      JOIN a a1 ON a1.rn = 1 + ((u.rn * 31 + k * 97) % ${nUsers})
      JOIN a a2 ON a2.rn = 1 + ((u.rn * 37 + k * 89) % ${nUsers})
      JOIN a a3 ON a3.rn = 1 + ((u.rn * 41 + k * 83) % ${nUsers})`);
    const n = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM notifications`);
    data.counts.notifications = Number(n.rows[0]!.n);
    data.counts['big community members'] = size;
  },
};
