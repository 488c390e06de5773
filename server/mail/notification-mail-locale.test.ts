// Issue 20: notification mail, digests and the in-app list in the member's language.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduleDigests } from '../features/notifications/digest';
import { addMember, signedInUser } from '../test/factories';
import {
  BASE,
  call,
  clubId,
  frenchMember,
  lastMailTo,
  mailsTo,
  setUpMailLocale,
  t,
  type User,
} from './mail-locale-fixture';

setUpMailLocale();

describe('notification mail and the in-app list', () => {
  const post = async (u: User, body: string) =>
    (await call('POST', '/api/post/create', u.headers, { body, club: clubId })).json();
  const comment = (u: User, postId: string, body: string) =>
    call('POST', `/api/post/comment/${postId}`, u.headers, { body });

  it('a French member’s notification mail is in French, its pages in French, its one-click address unchanged', async () => {
    const awa = await frenchMember('Awa');
    const kofi = await signedInUser(t, { firstName: 'Kofi' });
    for (const u of [awa, kofi]) await addMember(t, clubId, u.user.id);
    const p = await post(awa, 'Comment fixer le prix d’un SaaS B2B à Dakar ?');
    await comment(kofi, p._id, 'Par la valeur, pas le coût.');
    await t.settle();
    const mail = await lastMailTo(awa.email);
    expect(mail.subject).toBe(
      'Kofi Obi a commenté votre publication « Comment fixer le prix d’un SaaS B2B à Dakar ? »',
    );
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Bonjour Awa,');
    expect(lines[2]).toBe(mail.subject);
    expect(lines[3]).toMatch(/^Vous recevez ce message selon vos préférences e-mail \(.+\)\.$/);
    expect(lines[4]).toMatch(
      new RegExp(`^Ne plus recevoir ces e-mails : ${BASE}/fr/notifications/unsubscribe/[^/]+/comment_on_post$`),
    );
    expect(lines[5]).toBe(`Préférences e-mail : ${BASE}/fr/user/subscription`);
    expect(lines.at(-1)).toBe(`Ouvrir AfriFounders : ${BASE}/fr/community/${clubId}?comments=${p._id}#post-${p._id}`);
    expect(mail.header('List-Unsubscribe')).toMatch(
      new RegExp(`^<${BASE}/api/notifications/unsubscribe/[^/]+/comment_on_post>$`),
    );

    // The same notification in the list: in the request's language, else the member's saved one.
    const list = async (headers: Record<string, string>) =>
      (await call('GET', '/api/notifications', { ...awa.headers, ...headers })).json()[0].text;
    expect(await list({})).toBe(mail.subject);
    expect(await list({ 'accept-language': 'fr' })).toBe(mail.subject);
    expect(await list({ 'accept-language': 'en' })).toBe(
      'Kofi Obi commented on your post "Comment fixer le prix d’un SaaS B2B à Dakar ?"',
    );
    expect(await list({ 'accept-language': 'fr' })).toBe(mail.subject);
  });

  it('an English member’s notification mail is unchanged', async () => {
    const ama = await signedInUser(t, { firstName: 'Ama' });
    const zainab = await signedInUser(t, { firstName: 'Zainab' });
    for (const u of [ama, zainab]) await addMember(t, clubId, u.user.id);
    const p = await post(ama, 'Hiring in Accra');
    await comment(zainab, p._id, 'Interested!');
    await t.settle();
    const mail = await lastMailTo(ama.email);
    expect(mail.subject).toBe('Zainab Obi commented on your post "Hiring in Accra"');
    const token = /\/notifications\/unsubscribe\/([^/]+)\//.exec(mail.text)![1];
    expect(mail.text).toBe(
      [
        'Hello Ama,',
        '',
        mail.subject,
        'You receive this because of your email preferences (Comments on my posts).',
        `Stop these emails: ${BASE}/notifications/unsubscribe/${token}/comment_on_post`,
        `Email preferences: ${BASE}/user/subscription`,
        '',
        `Open AfriFounders: ${BASE}/community/${clubId}?comments=${p._id}#post-${p._id}`,
      ].join('\n'),
    );
  });

  it('likes in French: the verb agrees with how many liked (ICU plurals)', async () => {
    const owner = await frenchMember('Fatou');
    const fans = [];
    for (const name of ['Ibrahim', 'Yao', 'Aminata']) fans.push(await signedInUser(t, { firstName: name }));
    for (const u of [owner, ...fans]) await addMember(t, clubId, u.user.id);
    const liked = async (body: string, by: User[]) => {
      const p = await post(owner, body);
      for (const u of by) await call('POST', `/api/post/like/${p._id}`, u.headers);
      await t.settle();
      const list = (await call('GET', '/api/notifications', owner.headers)).json();
      return list.find((n: { text: string }) => n.text.includes(body)).text as string;
    };
    expect(await liked('Notre levée de fonds', fans.slice(0, 1))).toBe(
      'Ibrahim Obi a aimé votre publication « Notre levée de fonds »',
    );
    expect(await liked('Notre premier client', fans)).toMatch(
      /^\w+ Obi et 2 autres personnes ont aimé votre publication « Notre premier client »$/,
    );
    expect(
      (await call('GET', '/api/notifications', { ...owner.headers, 'accept-language': 'en' }))
        .json()
        .find((n: { text: string }) => n.text.includes('Notre premier client')).text,
    ).toMatch(/^\w+ Obi and 2 others liked your post "Notre premier client"$/);
  });

  it('a French member’s digest is in French, with French links', async () => {
    const owner = await frenchMember('Mariama');
    const fan = await signedInUser(t, { firstName: 'Fan' });
    for (const u of [owner, fan]) await addMember(t, clubId, u.user.id);
    const p = await post(owner, 'Lancement à Abidjan');
    await call('POST', `/api/post/like/${p._id}`, fan.headers);
    await t.settle();
    await scheduleDigests(t.ctx);
    await t.ctx.jobs.drain();
    const mail = (await mailsTo(owner.email)).find((m) => m.subject.includes('résumé'));
    expect(mail?.subject).toBe('Votre résumé hebdomadaire AfriFounders');
    expect(mail!.text).toContain('Bonjour Mariama,\n\nVoici votre semaine sur AfriFounders.');
    expect(mail!.text).toContain(
      `Pour vous\n- Fan Obi a aimé votre publication « Lancement à Abidjan » : ${BASE}/fr/community/${clubId}?`,
    );
    expect(mail!.text).toContain('Vous recevez ce message selon vos préférences e-mail (Résumé hebdomadaire).');
    expect(mail!.text).toContain(`Préférences e-mail : ${BASE}/fr/user/subscription`);
    expect(mail!.text).toMatch(new RegExp(`${BASE}/fr/notifications/unsubscribe/[^/]+/digest`));
    expect(mail!.header('List-Unsubscribe')).toMatch(
      new RegExp(`^<${BASE}/api/notifications/unsubscribe/[^/]+/digest>$`),
    );
  });

  it('the unsubscribe answer is in the request’s language; a French page’s form comes back to the French page', async () => {
    const u = await signedInUser(t, { firstName: 'Koffi' });
    const token = (
      await t.db.execute<{ t: string }>(sql`
      INSERT INTO notification_settings (user_id) VALUES (${u.user.id})
      ON CONFLICT (user_id) DO UPDATE SET updated_at = now() RETURNING unsubscribe_token AS t`)
    ).rows[0]!.t;
    const oneClick = (type: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe/${token}/${type}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick('digest', { 'accept-language': 'fr' })).json().message).toBe(
      'Vous ne recevrez plus le résumé.',
    );
    expect((await oneClick('digest')).json().message).toBe('You will no longer receive the digest.');
    expect((await oneClick('comment_on_post')).json().message).toBe(
      'You will no longer receive emails for: Comments on my posts.',
    );
    const form = await oneClick('post_liked', {
      accept: 'text/html',
      referer: `${BASE}/fr/notifications/unsubscribe/${token}/post_liked`,
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`/fr/notifications/unsubscribe/${token}/post_liked?done=1`);
  });
});
