/** Issue 17's notification mails and digests (issue 20: in the member's language). */
import type { Locale } from '../../common/i18n';
import { esc, layout, translator } from './layout';

/** Issue 17: the mail of one notification, with its one-click unsubscribe for the type and the preferences. */
export function notificationMail(n: {
  locale: Locale;
  firstName: string;
  text: string;
  url: string;
  typeLabel: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
}) {
  const t = translator(n.locale);
  const footer = notificationFooter(n.locale, n.typeLabel, n);
  return {
    subject: n.text.length > 120 ? `${n.text.slice(0, 117)}...` : n.text,
    link: n.url,
    ...layout(n.locale, t('Hello {firstName},', n), [n.text, ...footer], {
      label: t('Open AfriFounders'),
      url: n.url,
    }),
  };
}

/**
 * The lines every notification mail and digest ends with: why it came, one-click unsubscribe, preferences.
 * `typeLabel` is already in the mail's language.
 */
export function notificationFooter(
  locale: Locale,
  typeLabel: string,
  links: { unsubscribeUrl: string; preferencesUrl: string },
) {
  const t = translator(locale);
  return [
    t('You receive this because of your email preferences ({typeLabel}).', { typeLabel }),
    t('Stop these emails: {url}', { url: links.unsubscribeUrl }),
    t('Email preferences: {url}', { url: links.preferencesUrl }),
  ];
}

type DigestLine = { text: string; url: string };

/** Issue 17: the daily or weekly digest: the member's notifications, then what is new on the platform. */
export function digestMail(d: {
  locale: Locale;
  firstName: string;
  frequency: 'daily' | 'weekly';
  items: DigestLine[];
  articles: DigestLine[];
  events: DigestLine[];
  opportunities: DigestLine[];
  unsubscribeUrl: string;
  preferencesUrl: string;
}) {
  const t = translator(d.locale);
  const daily = d.frequency === 'daily';
  const sections: Array<[string, DigestLine[]]> = [
    [t('For you'), d.items],
    [t('New articles'), d.articles],
    [t('Upcoming events'), d.events],
    [t('Open opportunities'), d.opportunities],
  ];
  const shown = sections.filter(([, lines]) => lines.length);
  const html = shown
    .map(
      ([title, lines]) =>
        `<h2 style="font-size:16px;margin:20px 0 8px">${esc(title)}</h2><ul style="padding-left:18px;margin:0">${lines
          .map(
            (l) => `<li style="margin:0 0 6px"><a href="${esc(l.url)}" style="color:#047857">${esc(l.text)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('\n');
  const text = shown.map(([title, lines]) =>
    [title, ...lines.map((l) => `- ${t('{label}: {url}', { label: l.text, url: l.url })}`)].join('\n'),
  );
  const footer = notificationFooter(d.locale, daily ? t('Daily digest') : t('Weekly digest'), d);
  const base = layout(d.locale, t('Hello {firstName},', d), [
    daily ? t('Here is what happened today on AfriFounders.') : t('Here is your week on AfriFounders.'),
  ]);
  const footerHtml = footer.map((p) => `<p style="font-size:13px;color:#57534e;margin:0 0 6px">${esc(p)}</p>`).join('');
  return {
    subject: daily ? t('Your daily AfriFounders digest') : t('Your weekly AfriFounders digest'),
    link: d.preferencesUrl,
    html: base.html.replace(
      '</td></tr></table></td></tr></table>',
      `${html}${footerHtml}</td></tr></table></td></tr></table>`,
    ),
    text: [base.text, '', ...text, '', ...footer].join('\n'),
  };
}
