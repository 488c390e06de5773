// Issue 20: every mail in its recipient's language, its links to the pages in that language: account mail,
// newsletter mail, and every template in French.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { signedInAdmin, signedInUser } from '../test/factories';
import { BASE, call, frenchMember, lastMailTo, localeOf, newcomer, setUpMailLocale, t } from './mail-locale-fixture';
import * as T from './templates';

setUpMailLocale();

describe('account mail', () => {
  it('a signup on a French page makes a French account, mailed in French with a link to the French page', async () => {
    const res = await call(
      'POST',
      '/api/auth/onboard',
      { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
      newcomer('aicha@example.com'),
    );
    expect(res.statusCode).toBe(201);
    expect(await localeOf('aicha@example.com')).toBe('fr');
    await t.ctx.jobs.drain();
    const mail = await lastMailTo('aicha@example.com');
    expect(mail.subject).toBe('Vérifiez votre adresse e-mail');
    const token = await t.linkFor('aicha@example.com', 'verify-email');
    expect(mail.text).toBe(
      [
        'Bienvenue, Aïcha !',
        '',
        'Confirmez votre adresse e-mail pour terminer la création de votre compte.',
        'Ce lien expire dans 24 heures et ne peut servir qu’une fois.',
        '',
        `Vérifier l’adresse e-mail : ${BASE}/fr/verify-email/${token}`,
      ].join('\n'),
    );
    expect(mail.html).toContain(`href="${BASE}/fr/verify-email/${token}"`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(`Ou ouvrez ce lien : ${BASE}/fr/verify-email/${token}`);
    // The French link's token is the account's, as in English.
    expect((await call('POST', '/api/auth/verify-email', {}, { token })).statusCode).toBe(200);
  });

  it('a signup without a language, or on an English page, stays English word for word', async () => {
    for (const [email, headers] of [
      ['chioma@example.com', {}],
      ['kwame@example.com', { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.8' }],
    ] as const) {
      await call('POST', '/api/auth/onboard', headers, { ...newcomer(email), first_name: 'Chioma' });
      expect(await localeOf(email)).toBe('en');
      const token = await t.linkFor(email, 'verify-email');
      const mail = await lastMailTo(email);
      expect(mail.subject).toBe('Verify your email address');
      expect(mail.text).toBe(
        [
          'Welcome, Chioma!',
          '',
          'Please confirm your email address to finish setting up your account.',
          'This link expires in 24 hours and can be used once.',
          '',
          `Verify email: ${BASE}/verify-email/${token}`,
        ].join('\n'),
      );
      expect(mail.html).toContain('<html><body');
      expect(mail.html).toContain(`Or open this link: ${BASE}/verify-email/${token}`);
    }
  });

  it('a French member’s password reset is in French, whatever the page asked from; an English one’s in English', async () => {
    const fr = await frenchMember('Moussa');
    await call('POST', '/api/user/forgot-password', {}, { email: fr.email });
    const token = await t.linkFor(fr.email, 'reset-password');
    const mail = await lastMailTo(fr.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.text).toBe(
      [
        'Bonjour Moussa,',
        '',
        'Nous avons reçu une demande de réinitialisation de votre mot de passe.',
        'Ce lien expire dans 1 heure et ne peut servir qu’une fois. Si cette demande ne vient pas de vous, vous pouvez ignorer ce message.',
        '',
        `Réinitialiser le mot de passe : ${BASE}/fr/reset-password/${token}`,
      ].join('\n'),
    );

    const en = await signedInUser(t, { firstName: 'Ngozi' });
    await call('POST', '/api/user/forgot-password', { 'accept-language': 'fr' }, { email: en.email });
    const enToken = await t.linkFor(en.email, 'reset-password');
    const enMail = await lastMailTo(en.email);
    expect(enMail.subject).toBe('Reset your password');
    expect(enMail.text).toBe(
      [
        'Hello Ngozi,',
        '',
        'We received a request to reset your password.',
        'This link expires in 1 hour and can be used once. If you did not ask for it, you can ignore this message.',
        '',
        `Reset password: ${BASE}/reset-password/${enToken}`,
      ].join('\n'),
    );
  });

  it('the member’s language is read when the mail is sent: a change before the job runs counts', async () => {
    const u = await signedInUser(t, { firstName: 'Ousmane' });
    await call('POST', '/api/user/forgot-password', {}, { email: u.email });
    await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, u.user.id));
    await t.ctx.jobs.drain();
    expect((await lastMailTo(u.email)).subject).toBe('Réinitialisez votre mot de passe');
  });
});

describe('newsletter mail', () => {
  it('a signup on a French page is confirmed by a French mail linking to the French page', async () => {
    const res = await call(
      'POST',
      '/api/newsletter/subscribe',
      { 'accept-language': 'fr' },
      { email: 'lecteur@example.com' },
    );
    expect(res.statusCode).toBe(201);
    await t.ctx.jobs.drain();
    const mail = await lastMailTo('lecteur@example.com');
    expect(mail.subject).toBe('Confirmez votre abonnement à la newsletter');
    expect(mail.text).toContain('Ce lien expire dans 7 jours.');
    expect(mail.text).toMatch(new RegExp(`Confirmer l’abonnement : ${BASE}/fr/newsletter/confirm/[\\w-]+$`));
  });

  it('a visitor who subscribed on a French page gets the newsletter’s footer in French', async () => {
    const email = 'lectrice@example.com';
    await call('POST', '/api/newsletter/subscribe', { 'accept-language': 'fr' }, { email });
    await t.ctx.jobs.drain();
    const token = /\/fr\/newsletter\/confirm\/([\w-]+)/.exec((await lastMailTo(email)).text)![1];
    expect((await call('POST', '/api/newsletter/confirm', {}, { token })).statusCode).toBe(200);
    const admin = await signedInAdmin(t);
    const sent = await call('POST', '/api/newsletter/send', admin.headers, { subject: 'Lettre', content: 'Bonjour' });
    expect(sent.statusCode).toBe(202);
    for (let i = 0; i < 5; i++) await t.ctx.jobs.drain();
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Lettre');
    expect(mail.text).toContain(
      'Vous recevez ce message car votre adresse est abonnée à la newsletter d’AfriFounders.',
    );
    expect(mail.text).toContain(`${BASE}/fr/newsletter/unsubscribe/`);
  });

  it('an English signup’s confirmation is unchanged', async () => {
    await call('POST', '/api/newsletter/subscribe', {}, { email: 'reader@example.com' });
    await t.ctx.jobs.drain();
    const mail = await lastMailTo('reader@example.com');
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    const url = /Confirm subscription: (\S+)$/.exec(mail.text)![1]!;
    expect(url).toMatch(new RegExp(`^${BASE}/newsletter/confirm/[\\w-]+$`));
    expect(mail.text).toBe(
      [
        'Confirm your subscription',
        '',
        'Thank you for signing up to the AfriFounders newsletter. Please confirm that you want to receive it.',
        'This link expires in 7 days. If you did not sign up, ignore this message and you will not be subscribed.',
        '',
        `Confirm subscription: ${url}`,
      ].join('\n'),
    );
  });

  it('a French member’s own signup from their preferences is confirmed in French', async () => {
    const u = await frenchMember('Khady');
    expect((await call('POST', '/api/newsletter/me', u.headers)).statusCode).toBe(201);
    await t.ctx.jobs.drain();
    expect((await lastMailTo(u.email)).subject).toBe('Confirmez votre abonnement à la newsletter');
  });
});

describe('every template in French', () => {
  const links = { unsubscribeUrl: 'U', preferencesUrl: 'P' };
  const lines = [{ text: 'Une ligne', url: 'u' }];
  const all = (locale: 'en' | 'fr') => [
    T.verificationMail(locale, 'Aïcha', 'u'),
    T.passwordResetMail(locale, 'Aïcha', 'u'),
    T.startupClaimCodeMail(locale, 'Wave', '012345', { minutes: 10, tries: 5 }, 'u'),
    T.newsletterConfirmationMail(locale, 'u', 7),
    T.newsletterMail({ locale, subject: 'S', content: 'C', htmlContent: '', unsubscribeUrl: 'U' }),
    ...[null, 'cv'].map((link) =>
      T.applicationMail({
        locale,
        opportunityTitle: 'CTO',
        startupName: 'Wave',
        applicantName: 'Awa Ndiaye',
        applicantEmail: 'awa@example.com',
        message: 'Bonjour',
        link,
        dashboardUrl: 'd',
        opportunityUrl: 'o',
      }),
    ),
    ...(['shortlisted', 'declined'] as const).map((status) =>
      T.applicationStatusMail({
        locale,
        firstName: 'Awa',
        opportunityTitle: 'CTO',
        startupName: 'Wave',
        status,
        applicationsUrl: 'a',
        footer: T.notificationFooter(locale, 'L', links),
      }),
    ),
    T.notificationMail({ locale, firstName: 'Awa', text: 'x', url: 'u', typeLabel: 'L', ...links }),
    ...(['daily', 'weekly'] as const).map((frequency) =>
      T.digestMail({
        locale,
        firstName: 'Awa',
        frequency,
        items: lines,
        articles: lines,
        events: lines,
        opportunities: lines,
        ...links,
      }),
    ),
  ];

  it('has every text translated and every value in place', () => {
    const en = all('en');
    const fr = all('fr');
    fr.forEach((m, i) => {
      for (const part of [m.subject, m.text, m.html]) expect(part).not.toMatch(/\{\w+[,}]/);
      // The admin's newsletter subject, and a notification's (its sentence, translated before), are given.
      if (i !== 4 && i !== 9) expect(m.subject).not.toBe(en[i]!.subject);
      expect(m.text).not.toBe(en[i]!.text);
    });
    expect(fr[2]!.subject).toBe('Votre code de vérification pour Wave');
    expect(fr[2]!.text).toContain('Il expire dans 10 minutes et permet 5 essais.');
    expect(fr[5]!.text).toContain(
      'Awa Ndiaye (awa@example.com) a postulé à CTO, une opportunité publiée par Wave (o).',
    );
    expect(fr[4]!.text).toContain(
      'Vous recevez ce message car votre adresse est abonnée à la newsletter d’AfriFounders.',
    );
  });
});
