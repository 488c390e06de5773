import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../../common/notifications';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { runEvent } from './events';

type User = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let ama: User;
let kofi: User;
let zainab: User;
let outsider: User;
let clubId: string;
beforeAll(async () => {
  t = await createTestApp();
  ama = await signedInUser(t, { firstName: 'Ama' });
  kofi = await signedInUser(t, { firstName: 'Kofi' });
  zainab = await signedInUser(t, { firstName: 'Zainab' });
  outsider = await signedInUser(t, { firstName: 'Outsider' });
  clubId = await makeClub(t, 'approved');
  for (const u of [ama, kofi, zainab]) await addMember(t, clubId, u.user.id);
});
afterAll(() => t.close());

const call: TestApp['call'] = (...a) => t.call(...a);
const settle = () => t.settle();
const listOf = async (u: User) => (await call('GET', '/api/notifications', u.headers)).json();
const countOf = async (u: User) => (await call('GET', '/api/notifications/unread-count', u.headers)).json().count;
const post = async (u: User, body: string, club = clubId) =>
  (await call('POST', '/api/post/create', u.headers, { body, club })).json();
const comment = async (u: User, postId: string, body: string) =>
  (await call('POST', `/api/post/comment/${postId}`, u.headers, { body })).json();

describe('notifications', () => {
  it('a comment tells the post author, once, with who, when and where; never the commenter', async () => {
    const p = await post(ama, 'How do you price a B2B SaaS in Lagos?');
    const c = await comment(kofi, p._id, 'Start with value, not cost.');
    await comment(ama, p._id, 'Thanks!');
    await settle();
    await settle();
    const list = await listOf(ama);
    const mine = list.filter((n: { type: string }) => n.type === 'comment_on_post');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      text: 'Kofi Obi commented on your post "How do you price a B2B SaaS in Lagos?"',
      url: `/community/${clubId}?comments=${p._id}#post-${p._id}`,
      readAt: null,
      actorCount: 1,
      actors: [{ _id: kofi.user.id, first_name: 'Kofi', last_name: 'Obi' }],
    });
    expect(typeof mine[0].createdAt).toBe('string');
    expect(c._id).toBeTruthy();
    expect((await listOf(kofi)).some((n: { type: string }) => n.type === 'comment_on_post')).toBe(false);
  });

  it('a reply tells the parent comment author, and the post author', async () => {
    const p = await post(zainab, 'Looking for a co-founder in Nairobi');
    const c = await comment(kofi, p._id, 'What stack?');
    const reply = await call('POST', `/api/comment/reply/${c._id}`, ama.headers, { body: 'Python', post: p._id });
    expect(reply.statusCode).toBe(201);
    await settle();
    const kofis = await listOf(kofi);
    expect(kofis[0]).toMatchObject({ type: 'reply_to_comment', actors: [{ first_name: 'Ama' }] });
    const zainabs = (await listOf(zainab)).filter((n: { type: string }) => n.type === 'comment_on_post');
    expect(zainabs).toHaveLength(2);
  });

  it('likes are grouped in one row per post; a like taken back in the window leaves none', async () => {
    const p = await post(ama, 'We closed our pre-seed!');
    await call('POST', `/api/post/like/${p._id}`, kofi.headers);
    await call('POST', `/api/post/like/${p._id}`, zainab.headers);
    await call('POST', `/api/post/like/${p._id}`, ama.headers);
    await settle();
    const likes = (await listOf(ama)).filter((n: { type: string }) => n.type === 'post_liked');
    expect(likes).toHaveLength(1);
    expect(likes[0].actorCount).toBe(2);
    expect(likes[0].text).toMatch(/^(Zainab Obi and Kofi Obi|Kofi Obi and Zainab Obi) liked your post "We closed/);

    const q = await post(kofi, 'Second post');
    await call('POST', `/api/post/like/${q._id}`, ama.headers);
    await call('POST', `/api/post/like/${q._id}`, ama.headers);
    await settle();
    expect((await listOf(kofi)).some((n: { type: string }) => n.type === 'post_liked')).toBe(false);
  });

  it('deleting the content removes its notifications', async () => {
    const p = await post(ama, 'Soon deleted');
    await comment(kofi, p._id, 'A comment');
    await settle();
    const before = (await listOf(ama)).length;
    expect((await call('DELETE', `/api/post/${p._id}`, ama.headers)).statusCode).toBe(200);
    expect((await listOf(ama)).length).toBe(before - 1);
  });

  it('no notification about a community the member may not see', async () => {
    const archived = await makeClub(t, 'approved');
    await addMember(t, archived, ama.user.id);
    await addMember(t, archived, kofi.user.id);
    const p = await post(ama, 'In a club about to close', archived);
    await t.db.execute(sql`UPDATE clubs SET status = 'archived' WHERE id = ${archived}`);
    await comment(kofi, p._id, 'late comment').catch(() => undefined);
    await t.db.execute(sql`UPDATE clubs SET status = 'approved' WHERE id = ${archived}`);
    const c = await comment(kofi, p._id, 'hidden comment');
    await t.db.execute(sql`UPDATE clubs SET status = 'pending' WHERE id = ${archived}`);
    await settle();
    const about = (await listOf(ama)).filter((n: { url: string }) => n.url.includes(archived));
    expect(about).toHaveLength(0);
    expect(c._id).toBeTruthy();
  });

  it('new posts reach only the members who turned them on', async () => {
    const on = await call('PUT', '/api/notifications/preferences', zainab.headers, {
      types: { new_post: { inApp: true } },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().types.new_post).toEqual({ email: 'digest', inApp: true });
    await post(kofi, 'Demo day is on Friday');
    await settle();
    expect((await listOf(zainab)).filter((n: { type: string }) => n.type === 'new_post')).toHaveLength(1);
    expect((await listOf(ama)).filter((n: { type: string }) => n.type === 'new_post')).toHaveLength(0);
  });

  it('read one, read all, the unread count; another member’s notification is 404', async () => {
    const list = await listOf(ama);
    const count = await countOf(ama);
    expect(count).toBe(list.filter((n: { readAt: string | null }) => !n.readAt).length);
    expect(count).toBeGreaterThan(0);
    expect((await call('POST', `/api/notifications/${list[0]._id}/read`, kofi.headers)).statusCode).toBe(404);
    const one = await call('POST', `/api/notifications/${list[0]._id}/read`, ama.headers);
    expect(one.json().count).toBe(count - 1);
    expect((await call('POST', '/api/notifications/read-all', ama.headers)).json()).toEqual({ count: 0 });
    expect(await countOf(ama)).toBe(0);
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    const paged = await call('GET', '/api/notifications?limit=1', ama.headers);
    expect(paged.json()).toHaveLength(1);
    expect(Number(paged.headers['x-total-count'])).toBe(list.length);
    const second = await call('GET', '/api/notifications?limit=1&page=2', ama.headers);
    expect(second.json()[0]._id).toBe(list[1]._id);
    const past = await call('GET', `/api/notifications?limit=1&page=${list.length + 1}`, ama.headers);
    expect(past.json()).toEqual([]);
    expect(Number(past.headers['x-total-count'])).toBe(list.length);
  });

  it('preferences: defaults, partial changes, and clear 400s for what is not offered', async () => {
    const prefs = (await call('GET', '/api/notifications/preferences', outsider.headers)).json();
    expect(prefs.digest).toBe('weekly');
    expect(prefs.types.comment_on_post).toEqual({ email: 'instant', inApp: true });
    expect(prefs.types.post_liked).toEqual({ email: 'digest', inApp: true });
    expect(prefs.types.review_needed).toBeUndefined();
    const admin = await signedInAdmin(t);
    const adminPrefs = (await call('GET', '/api/notifications/preferences', admin.headers)).json();
    expect(Object.keys(adminPrefs.types).sort()).toEqual([...NOTIFICATION_TYPES].sort());

    const put = await call('PUT', '/api/notifications/preferences', outsider.headers, {
      digest: 'daily',
      types: { post_liked: { email: 'off' } },
    });
    expect(put.json().digest).toBe('daily');
    expect(put.json().types.post_liked).toEqual({ email: 'off', inApp: true });
    const bad = [
      { digest: 'hourly' },
      { types: { nope: { email: 'off' } } },
      { types: { post_liked: { email: 'sometimes' } } },
    ];
    for (const body of bad) {
      const res = await call('PUT', '/api/notifications/preferences', outsider.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/digest|nope|email/);
    }
    const member = await call('PUT', '/api/notifications/preferences', outsider.headers, {
      types: { review_needed: { email: 'off' } },
    });
    expect(member.statusCode).toBe(404);
    expect((await call('GET', '/api/notifications/preferences', outsider.headers)).json().digest).toBe('daily');
  });

  it('a comment mails the author at once, with a one-click unsubscribe that turns the type off', async () => {
    const p = await post(kofi, 'Mail me about this');
    await comment(ama, p._id, 'Here is a comment');
    await settle();
    const mail = (await t.outbox()).find((m) => m.to.includes(kofi.email) && m.subject.includes('commented'));
    expect(mail).toBeTruthy();
    const header = mail!.header('List-Unsubscribe')!;
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(header.replace(/^<|>$/g, ''));
    expect(url.pathname).toMatch(/\/api\/notifications\/unsubscribe\/[^/]+\/comment_on_post$/);
    expect(mail!.text).toContain('/user/subscription');

    const wrongType = url.pathname.replace(/comment_on_post$/, 'nonsense');
    expect(
      (await t.app.inject({ method: 'POST', url: wrongType, payload: { 'List-Unsubscribe': 'One-Click' } })).statusCode,
    ).toBe(400);
    const other = url.pathname.replace(/unsubscribe\/[^/]+\//, 'unsubscribe/not-a-token/');
    expect(
      (await t.app.inject({ method: 'POST', url: other, payload: { 'List-Unsubscribe': 'One-Click' } })).statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const prefs = (await call('GET', '/api/notifications/preferences', kofi.headers)).json();
    expect(prefs.types.comment_on_post.email).toBe('off');
    expect(prefs.types.reply_to_comment.email).toBe('instant');

    const before = (await t.outbox()).filter((m) => m.to.includes(kofi.email)).length;
    await comment(zainab, p._id, 'Another comment');
    await settle();
    expect((await t.outbox()).filter((m) => m.to.includes(kofi.email)).length).toBe(before);
  });

  it('an event job run again after its writes committed (a retry) makes no second notification and no second mail', async () => {
    const p = await post(zainab, 'Retries must not double');
    const c = await comment(ama, p._id, 'One comment, one mail');
    await settle();
    const mails = async () =>
      (await t.outbox()).filter((m) => m.to.includes(zainab.email) && m.text.includes('Retries must not double'));
    expect(await mails()).toHaveLength(1);
    await runEvent(t.ctx, { type: 'comment_on_post', commentId: c._id });
    await settle();
    const rows = await t.db.execute(sql`SELECT id FROM notifications WHERE comment_id = ${c._id}`);
    expect(rows.rows).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });
});

describe('the unsubscribe form with JavaScript off', () => {
  it('a browser form is sent back to the page (303), which says it is done', async () => {
    const token = (
      await t.db.execute<{ t: string }>(sql`
      INSERT INTO notification_settings (user_id) VALUES (${outsider.user.id})
      ON CONFLICT (user_id) DO UPDATE SET updated_at = now() RETURNING unsubscribe_token AS t`)
    ).rows[0]!.t;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe/${token}/post_liked`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/notifications/unsubscribe/${token}/post_liked?done=1`);
    const prefs = (await call('GET', '/api/notifications/preferences', outsider.headers)).json();
    expect(prefs.types.post_liked.email).toBe('off');
  });
});
