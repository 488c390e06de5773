import { eq, or, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale, localePath } from '../../../common/i18n';
import { OWNER_DASHBOARD_PATH, opportunityPath } from '../../../common/opportunities';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { applicationMail } from '../../mail/templates';
import type { JobInfo } from '../../plugins/jobs';
import { classifyMailError } from '../newsletter/service';
import * as q from './queries';

/** The job that mails a new application to the opportunity's contact (server/plugins/jobs.ts). */
export const APPLICATION_MAIL_JOB = 'opportunities.application-mail';
/** Tries of a mail the server refuses for now or cannot take (back-off doubling from JOB_RETRY_MS). */
export const APPLICATION_MAIL_MAX_ATTEMPTS = 10;

export type ApplicationMailJob = { applicationId: string };

/**
 * The language of the mail (issue 20): that of the member whose address it goes to, else the startup owner's (the
 * contact address is the startup's, and the owner reads the dashboard it links to), else English. One query.
 */
async function recipientLocale(ctx: AppContext, to: string, ownerId: string | null): Promise<Locale> {
  const email = to.toLowerCase();
  const [row] = await ctx.db
    .select({ locale: users.locale })
    .from(users)
    .where(ownerId ? or(eq(users.email, email), eq(users.id, ownerId)) : eq(users.email, email))
    .orderBy(sql`${users.email} = ${email} DESC`)
    .limit(1);
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}

/**
 * The job: tells the opportunity's contactEmail (else its startup's, else the owner's address) that an application
 * arrived, with Reply-To the applicant. Nothing is sent for an application or opportunity that is gone. A permanent
 * refusal by the mail server (5xx) is logged and not retried; any other failure is retried by the queue.
 */
export async function sendApplicationMail(ctx: AppContext, payload: unknown, job: JobInfo) {
  const { applicationId } = payload as ApplicationMailJob;
  const application = await q.findApplication(ctx.db, applicationId);
  if (!application) return;
  const row = await q.findOpportunity(ctx.db, application.o.id);
  if (!row) return;
  const to = row.contactEmail ?? row.startup.contactEmail ?? (await q.ownerEmail(ctx.db, row.startup.ownerId));
  if (!to) return;
  const { u: applicant, a } = application;
  const locale = await recipientLocale(ctx, to, row.startup.ownerId);
  const page = (path: string) => `${ctx.config.publicUrl}${localePath(path, locale)}`;
  const mail = applicationMail({
    locale,
    opportunityTitle: row.title,
    startupName: row.startup.name,
    applicantName: `${applicant.firstName} ${applicant.lastName}`.trim(),
    applicantEmail: applicant.email,
    message: a.message,
    link: a.link,
    dashboardUrl: page(OWNER_DASHBOARD_PATH),
    opportunityUrl: page(opportunityPath(row.id)),
  });
  try {
    await ctx.mailer.send({ to, ...mail, headers: { 'Reply-To': applicant.email } });
  } catch (err) {
    const kind = classifyMailError(err);
    if (kind !== 'bounce' && kind !== 'reject') throw err;
    job.log.warn({ err, opportunity: row.id, job: job.id }, 'application mail refused for good; not retried');
  }
}
