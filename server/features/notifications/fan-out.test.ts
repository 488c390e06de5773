import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInUser } from '../../test/factories';
import { runEvent } from './events';

// A new post in a community larger than one batch of the fan-out (1,000 members): every member who turned new
// posts on is told once, in batches that each make the next one's job; running an event again makes nothing twice.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (postId: string) =>
  Number(
    (
      await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM notifications WHERE type = 'new_post' AND post_id = ${postId}`,
      )
    ).rows[0]!.n,
  );

describe('the fan-out of a new post', () => {
  it('reaches each of the 1,896 of 2,105 members who turned it on once, in two batches; a rerun adds nothing', async () => {
    const club = await makeClub(t, 'approved');
    const author = await signedInUser(t, { firstName: 'Author' });
    await addMember(t, club, author.user.id);
    await t.db.execute(sql`
      WITH u AS (
        INSERT INTO users (first_name, last_name, email, password_hash, status, email_verified)
        SELECT 'Member', 'N' || i, 'fan-out-' || i || '@example.com', 'x', 'active', true
        FROM generate_series(1, 2105) AS i RETURNING id, email),
      m AS (INSERT INTO club_members (club_id, user_id) SELECT ${club}, id FROM u)
      INSERT INTO notification_settings (user_id, types)
      SELECT id, CASE WHEN email LIKE 'fan-out-%0@example.com' AND email <> 'fan-out-10@example.com'
                      THEN '{}'::jsonb ELSE '{"new_post": {"inApp": true}}'::jsonb END
      FROM u`);
    // 209 of them left it off (every tenth but the tenth): 1,896 are told.
    const on = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM club_members m JOIN notification_settings s ON s.user_id = m.user_id
      WHERE m.club_id = ${club} AND (s.types -> 'new_post' ->> 'inApp')::boolean`);
    const told = Number(on.rows[0]!.n);
    expect(told).toBe(1896);

    const res = await t.call('POST', '/api/post/create', author.headers, { body: 'Demo day on Friday', club });
    expect(res.statusCode, res.body).toBe(201);
    const postId = res.json()._id as string;
    await t.settle();
    expect(await count(postId)).toBe(told);
    const jobs = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE name = 'notifications.event' AND status <> 'failed'`,
    );
    expect(Number(jobs.rows[0]!.n)).toBe(0);

    // The first batch's job again (a rerun after a crash): no row twice, and its next batches make none either.
    await runEvent(t.ctx, { type: 'new_post', postId });
    await t.settle();
    expect(await count(postId)).toBe(told);
    const authorTold = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${author.user.id} AND post_id = ${postId}`,
    );
    expect(Number(authorTold.rows[0]!.n)).toBe(0);
  });
});
