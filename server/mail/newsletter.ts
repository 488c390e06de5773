/** The newsletter's mails (issue 10; issue 20: in the subscriber's language). */
import type { Locale } from '../../common/i18n';
import { esc, layout, translator } from './layout';

/** The double opt-in mail of a newsletter signup (issue 10): the link opens the page with the confirm button. */
export function newsletterConfirmationMail(locale: Locale, url: string, days: number) {
  const t = translator(locale);
  return {
    subject: t('Confirm your newsletter subscription'),
    link: url,
    ...layout(
      locale,
      t('Confirm your subscription'),
      [
        t('Thank you for signing up to the AfriFounders newsletter. Please confirm that you want to receive it.'),
        t(
          'This link expires in {days, plural, one {# day} other {# days}}. If you did not sign up, ignore this message and you will not be subscribed.',
          { days },
        ),
      ],
      { label: t('Confirm subscription'), url },
    ),
  };
}

/**
 * One newsletter as mailed: the admin's text (and HTML when given, else the text in paragraphs), followed by a
 * plain unsubscribe link to the page where the reader confirms with one button. The admin's text is sent as
 * written (its language unknown: no `lang`); the footer is in the subscriber's language.
 */
export function newsletterMail(n: {
  locale: Locale;
  subject: string;
  content: string;
  htmlContent: string;
  unsubscribeUrl: string;
}) {
  const t = translator(n.locale);
  const why = t('You receive this because you subscribed to the AfriFounders newsletter.');
  const footer = `${why} ${t('Unsubscribe: {url}', { url: n.unsubscribeUrl })}`;
  const body = n.htmlContent.trim()
    ? n.htmlContent
    : n.content
        .split(/\n{2,}/)
        .map((p) => `<p style="line-height:1.5;margin:0 0 12px">${esc(p).replace(/\n/g, '<br>')}</p>`)
        .join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f5f5f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:600px;background:#fff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0"><tr><td>
${body}
<p style="font-size:13px;color:#57534e;margin:24px 0 0;border-top:1px solid #e7e5e4;padding-top:12px">${esc(why)} <a href="${esc(n.unsubscribeUrl)}" style="color:#047857">${esc(t('Unsubscribe'))}</a> (${esc(n.unsubscribeUrl)})</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: n.subject, text: `${n.content}\n\n--\n${footer}\n`, html, link: n.unsubscribeUrl };
}
