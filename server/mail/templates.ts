/** Plain and HTML versions of every message the platform sends. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const html = `<!doctype html><html><body style="margin:0;background:#f5f5f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:520px;background:#fff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0"><tr><td>
<p style="font-weight:700;font-size:18px;color:#047857;margin:0 0 16px">AfriFounders</p>
<h1 style="font-size:20px;margin:0 0 12px">${esc(title)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5;margin:0 0 12px">${esc(p)}</p>`).join('\n')}
${action ? `<p style="margin:20px 0"><a href="${esc(action.url)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${esc(action.label)}</a></p><p style="font-size:13px;color:#57534e;word-break:break-all">Or open this link: ${esc(action.url)}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  const text = [title, '', ...paragraphs, ...(action ? ['', `${action.label}: ${action.url}`] : [])].join('\n');
  return { html, text };
}

export function verificationMail(firstName: string, url: string) {
  return {
    subject: 'Verify your email address',
    link: url,
    ...layout(
      `Welcome, ${firstName}!`,
      [
        'Please confirm your email address to finish setting up your account.',
        'This link expires in 24 hours and can be used once.',
      ],
      { label: 'Verify email', url },
    ),
  };
}

export function passwordResetMail(firstName: string, url: string) {
  return {
    subject: 'Reset your password',
    link: url,
    ...layout(
      `Hello ${firstName},`,
      [
        'We received a request to reset your password.',
        'This link expires in 1 hour and can be used once. If you did not ask for it, you can ignore this message.',
      ],
      { label: 'Reset password', url },
    ),
  };
}

/** The double opt-in mail of a newsletter signup (issue 10): the link opens the page with the confirm button. */
export function newsletterConfirmationMail(url: string, days: number) {
  return {
    subject: 'Confirm your newsletter subscription',
    link: url,
    ...layout(
      'Confirm your subscription',
      [
        'Thank you for signing up to the AfriFounders newsletter. Please confirm that you want to receive it.',
        `This link expires in ${days} days. If you did not sign up, ignore this message and you will not be subscribed.`,
      ],
      { label: 'Confirm subscription', url },
    ),
  };
}

/**
 * One newsletter as mailed: the admin's text (and HTML when given, else the text in paragraphs), followed by a
 * plain unsubscribe link to the page where the reader confirms with one button.
 */
export function newsletterMail(n: { subject: string; content: string; htmlContent: string; unsubscribeUrl: string }) {
  const footer = `You receive this because you subscribed to the AfriFounders newsletter. Unsubscribe: ${n.unsubscribeUrl}`;
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
<p style="font-size:13px;color:#57534e;margin:24px 0 0;border-top:1px solid #e7e5e4;padding-top:12px">You receive this because you subscribed to the AfriFounders newsletter. <a href="${esc(n.unsubscribeUrl)}" style="color:#047857">Unsubscribe</a> (${esc(n.unsubscribeUrl)})</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: n.subject, text: `${n.content}\n\n--\n${footer}\n`, html, link: n.unsubscribeUrl };
}

/** Decision 17: the code that proves a claimant controls the startup's address. */
export function startupClaimCodeMail(
  startupName: string,
  code: string,
  limits: { minutes: number; tries: number },
  url: string,
) {
  return {
    subject: `Your verification code for ${startupName}`,
    link: url,
    ...layout(
      `Your code: ${code}`,
      [
        `Someone asked to claim the profile of ${startupName} on AfriFounders with this address.`,
        `Enter the code ${code} to finish the claim. It expires in ${limits.minutes} minutes and allows ${limits.tries} tries.`,
        'If you did not ask for it, you can ignore this message: the profile stays as it is.',
      ],
      { label: 'Open the claim page', url },
    ),
  };
}

/** Issue 11: a new application, sent to the opportunity's contact address (replies go to the applicant). */
export function applicationMail(a: {
  opportunityTitle: string;
  startupName: string;
  applicantName: string;
  applicantEmail: string;
  message: string;
  link: string | null;
  dashboardUrl: string;
  opportunityUrl: string;
}) {
  return {
    subject: `New application for ${a.opportunityTitle}`,
    link: a.dashboardUrl,
    ...layout(
      `${a.applicantName} applied for ${a.opportunityTitle}`,
      [
        `${a.applicantName} (${a.applicantEmail}) applied to ${a.startupName}'s opportunity ${a.opportunityTitle} (${a.opportunityUrl}).`,
        `Their message: ${a.message}`,
        ...(a.link ? [`Portfolio or CV: ${a.link}`] : []),
        'Reply to this message to write to them. Mark the application reviewed, shortlisted or declined in your dashboard.',
      ],
      { label: 'See the applications', url: a.dashboardUrl },
    ),
  };
}

/** Issue 11: the applicant learns that an application was shortlisted or declined. */
export function applicationStatusMail(a: {
  firstName: string;
  opportunityTitle: string;
  startupName: string;
  status: 'shortlisted' | 'declined';
  applicationsUrl: string;
  footer?: string[];
}) {
  const shortlisted = a.status === 'shortlisted';
  return {
    subject: shortlisted
      ? `You have been shortlisted for ${a.opportunityTitle}`
      : `Your application for ${a.opportunityTitle}`,
    link: a.applicationsUrl,
    ...layout(
      `Hello ${a.firstName},`,
      (shortlisted
        ? [
            `Good news: ${a.startupName} shortlisted your application for ${a.opportunityTitle}.`,
            'They will contact you at this address about the next steps.',
          ]
        : [
            `${a.startupName} has decided not to go further with your application for ${a.opportunityTitle}.`,
            'Thank you for applying, and good luck with your search.',
          ]
      ).concat(a.footer ?? []),
      { label: 'See your applications', url: a.applicationsUrl },
    ),
  };
}

/** Issue 17: the mail of one notification, with its one-click unsubscribe for the type and the preferences. */
export function notificationMail(n: {
  firstName: string;
  text: string;
  url: string;
  typeLabel: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
}) {
  const footer = notificationFooter(n.typeLabel, n);
  return {
    subject: n.text.length > 120 ? `${n.text.slice(0, 117)}...` : n.text,
    link: n.url,
    ...layout(`Hello ${n.firstName},`, [n.text, ...footer], { label: 'Open AfriFounders', url: n.url }),
  };
}

/** The lines every notification mail and digest ends with: why it came, one-click unsubscribe, preferences. */
export function notificationFooter(typeLabel: string, links: { unsubscribeUrl: string; preferencesUrl: string }) {
  return [
    `You receive this because of your email preferences (${typeLabel}).`,
    `Stop these emails: ${links.unsubscribeUrl}`,
    `Email preferences: ${links.preferencesUrl}`,
  ];
}

type DigestLine = { text: string; url: string };

/** Issue 17: the daily or weekly digest: the member's notifications, then what is new on the platform. */
export function digestMail(d: {
  firstName: string;
  frequency: 'daily' | 'weekly';
  items: DigestLine[];
  articles: DigestLine[];
  events: DigestLine[];
  opportunities: DigestLine[];
  unsubscribeUrl: string;
  preferencesUrl: string;
}) {
  const sections: Array<[string, DigestLine[]]> = [
    ['For you', d.items],
    ['New articles', d.articles],
    ['Upcoming events', d.events],
    ['Open opportunities', d.opportunities],
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
  const text = shown.map(([title, lines]) => [title, ...lines.map((l) => `- ${l.text}: ${l.url}`)].join('\n'));
  const footer = notificationFooter(d.frequency === 'daily' ? 'Daily digest' : 'Weekly digest', d);
  const base = layout(`Hello ${d.firstName},`, [
    d.frequency === 'daily' ? 'Here is what happened today on AfriFounders.' : 'Here is your week on AfriFounders.',
  ]);
  const footerHtml = footer.map((p) => `<p style="font-size:13px;color:#57534e;margin:0 0 6px">${esc(p)}</p>`).join('');
  return {
    subject: d.frequency === 'daily' ? 'Your daily AfriFounders digest' : 'Your weekly AfriFounders digest',
    link: d.preferencesUrl,
    html: base.html.replace(
      '</td></tr></table></td></tr></table>',
      `${html}${footerHtml}</td></tr></table></td></tr></table>`,
    ),
    text: [base.text, '', ...text, '', ...footer].join('\n'),
  };
}
