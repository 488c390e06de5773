/** Issue 11's mails about applications (issue 20: in the recipient's language). */
import type { Locale } from '../../common/i18n';
import { layout, translator } from './layout';

/** Issue 11: a new application, sent to the opportunity's contact address (replies go to the applicant). */
export function applicationMail(a: {
  locale: Locale;
  opportunityTitle: string;
  startupName: string;
  applicantName: string;
  applicantEmail: string;
  message: string;
  link: string | null;
  dashboardUrl: string;
  opportunityUrl: string;
}) {
  const t = translator(a.locale);
  return {
    subject: t('New application for {opportunityTitle}', a),
    link: a.dashboardUrl,
    ...layout(
      a.locale,
      t('{applicantName} applied for {opportunityTitle}', a),
      [
        t(
          "{applicantName} ({applicantEmail}) applied to {startupName}'s opportunity {opportunityTitle} ({opportunityUrl}).",
          a,
        ),
        t('Their message: {message}', a),
        ...(a.link ? [t('Portfolio or CV: {link}', a)] : []),
        t(
          'Reply to this message to write to them. Mark the application reviewed, shortlisted or declined in your dashboard.',
        ),
      ],
      { label: t('See the applications'), url: a.dashboardUrl },
    ),
  };
}

/** Issue 11: the applicant learns that an application was shortlisted or declined. */
export function applicationStatusMail(a: {
  locale: Locale;
  firstName: string;
  opportunityTitle: string;
  startupName: string;
  status: 'shortlisted' | 'declined';
  applicationsUrl: string;
  footer?: string[];
}) {
  const t = translator(a.locale);
  const shortlisted = a.status === 'shortlisted';
  return {
    subject: shortlisted
      ? t('You have been shortlisted for {opportunityTitle}', a)
      : t('Your application for {opportunityTitle}', a),
    link: a.applicationsUrl,
    ...layout(
      a.locale,
      t('Hello {firstName},', a),
      (shortlisted
        ? [
            t('Good news: {startupName} shortlisted your application for {opportunityTitle}.', a),
            t('They will contact you at this address about the next steps.'),
          ]
        : [
            t('{startupName} has decided not to go further with your application for {opportunityTitle}.', a),
            t('Thank you for applying, and good luck with your search.'),
          ]
      ).concat(a.footer ?? []),
      { label: t('See your applications'), url: a.applicationsUrl },
    ),
  };
}
