/**
 * The frame every mail shares (issue 20: in the recipient's language). A template's messages are written through
 * `t(…)` from `translator(locale)`: the catalogue script finds them by that name, and their id is the English text.
 */
import { DEFAULT_LOCALE, type Locale } from '../../common/i18n';
import { translate } from '../lib/i18n';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A template's `t`: the message in the mail's language, with its ICU values ('Hello {firstName},'). */
export const translator = (locale: Locale) => (id: string, values?: Record<string, unknown>) =>
  translate(locale, id, values);

/** The `lang` of a mail's <html>: named for a translation, left out of English mails (as they always were). */
export const htmlLang = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : ` lang="${locale}"`);

/** The HTML and plain versions of a mail: a title, paragraphs and a button with its link written out. */
export function layout(locale: Locale, title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const t = translator(locale);
  const html = `<!doctype html><html${htmlLang(locale)}><body style="margin:0;background:#f5f5f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:520px;background:#fff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0"><tr><td>
<p style="font-weight:700;font-size:18px;color:#047857;margin:0 0 16px">AfriFounders</p>
<h1 style="font-size:20px;margin:0 0 12px">${esc(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5;margin:0 0 12px">${esc(p)}</p>`).join('\n')}
${action ? `<p style="margin:20px 0"><a href="${esc(action.url)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${esc(action.label)}</a></p><p style="font-size:13px;color:#57534e;word-break:break-all">${esc(t('Or open this link: {url}', { url: action.url }))}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    title,
    '',
    ...paragraphs,
    ...(action ? ['', t('{label}: {url}', { label: action.label, url: action.url })] : []),
  ].join('\n');
  return { html, text };
}
