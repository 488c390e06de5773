import { AlertTriangle, ArrowLeft, Briefcase, CalendarClock, GraduationCap, Mail, MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { truncate } from '../../../../common/articles';
import {
  EXPERIENCE_LEVEL_LABELS,
  JOB_TYPE_LABELS,
  OPPORTUNITY_MESSAGES,
  OPPORTUNITY_STATUS_LABELS,
  OPPORTUNITY_TYPE_LABELS,
  opportunityPath,
} from '../../../../common/opportunities';
import { startupPath } from '../../../../common/startups';
import { Button } from '../../components/button';
import { FallbackImage } from '../../components/fallback-image';
import { HydrateLater } from '../../components/hydrate-later';
import { EmptyState } from '../../components/query-state';
import { PageSpinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import { BookmarkButton } from '../../features/bookmarks/components/bookmark-button';
import { type Opportunity, useCountOpportunityView, useOpportunity } from '../../features/startups/opportunity-api';
import { ApplyPanel } from '../../features/startups/components/apply-form';
import { IndustryBadge } from '../../features/startups/components/startup-card';
import { Section } from '../../features/startups/components/startup-profile';
import { ApiError } from '../../lib/api-client';
import { useHead, useHttpStatus } from '../../lib/head';
import { msg, t } from '../../lib/i18n';
import { formatCount, formatDay } from '../../features/startups/components/format';
import { RichText } from '../../components/rich-text';

/** '50,000 – 80,000 USD', 'From 50,000 USD', 'Up to 80,000 USD', or nothing. */
function salaryText(o: Opportunity): string | undefined {
  const n = formatCount;
  const currency = o.currency;
  if (o.salaryMin !== null && o.salaryMax !== null) return `${n(o.salaryMin)} – ${n(o.salaryMax)} ${currency}`;
  if (o.salaryMin !== null) return t('From {amount} {currency}', { amount: n(o.salaryMin), currency });
  if (o.salaryMax !== null) return t('Up to {amount} {currency}', { amount: n(o.salaryMax), currency });
  return undefined;
}

function Fact({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted uppercase">
        <Icon aria-hidden className="h-4 w-4 shrink-0" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-5.5 text-sm break-words">{children}</dd>
    </div>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Section title={title}>
      <ul className="list-disc space-y-1 pl-5 text-sm marker:text-brand-600">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * /opportunity/:id (part 3 §2.12, issue 11): the opportunity with its startup's name, logo and industry, rendered
 * on the server with its Open Graph tags; a signed-in user applies, a visitor is asked to log in.
 */
export default function OpportunityPage() {
  const { id = '' } = useParams();
  const query = useOpportunity(id);
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useHttpStatus(missing ? 404 : undefined);
  const o = query.data;
  useCountOpportunityView(o?._id);
  useHead({
    title: missing
      ? t(OPPORTUNITY_MESSAGES.notFound)
      : o
        ? t('{title} at {startup}', { title: o.title, startup: o.startup.name })
        : t('Opportunity'),
    description: o ? truncate(o.description, 200) : undefined,
    image: o?.startup.logo || undefined,
    canonical: o ? opportunityPath(o._id) : undefined,
  });

  const salary = o ? salaryText(o) : undefined;
  return (
    <div className="container-page max-w-5xl py-6 sm:py-10">
      <Link
        to={o ? startupPath(o.startup._id) : '/startup'}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {o ? o.startup.name : t('Startups')}
      </Link>
      {query.isPending ? (
        <PageSpinner label={t('Loading opportunity')} />
      ) : !o ? (
        <EmptyState
          icon={missing ? Briefcase : AlertTriangle}
          title={missing ? t(OPPORTUNITY_MESSAGES.notFound) : t('Something went wrong')}
          round
          page
        >
          {missing ? (
            <p>{t('This opportunity does not exist or is no longer open.')}</p>
          ) : (
            <>
              <p>{t(OPPORTUNITY_MESSAGES.fetchFailed)}</p>
              <Button className="mt-4" onClick={() => void query.refetch()}>
                {t('Try Again')}
              </Button>
            </>
          )}
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-6">
            <header className="card p-5 sm:p-6">
              <Link to={startupPath(o.startup._id)} className="group flex items-center gap-3">
                <FallbackImage
                  src={o.startup.logo}
                  alt={t('{name} logo', { name: o.startup.name })}
                  width={56}
                  height={56}
                  eager
                  className="h-14 w-14 shrink-0 rounded-lg border border-line object-contain text-[0px]"
                />
                <span className="min-w-0">
                  <span className="block truncate font-semibold group-hover:text-brand-700">{o.startup.name}</span>
                  <IndustryBadge industry={o.startup.industry} />
                </span>
              </Link>
              <div className="mt-5 flex flex-wrap items-center gap-2">
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                  <Briefcase aria-hidden className="h-3 w-3" /> {t(OPPORTUNITY_TYPE_LABELS[o.type])}
                </span>
                {o.jobType && <StatusBadge status={o.jobType} label={t(JOB_TYPE_LABELS[o.jobType])} tone="muted" />}
                {o.status !== 'active' && (
                  <StatusBadge status={o.status} label={t(OPPORTUNITY_STATUS_LABELS[o.status])} />
                )}
                <BookmarkButton kind="opportunity" id={o._id} className="ml-auto" />
              </div>
              <h1 className="mt-2 text-2xl leading-tight font-extrabold break-words sm:text-3xl">{o.title}</h1>
              <p className="mt-1 text-sm text-muted">
                <RichText
                  text={msg('Posted {date}')}
                  values={{ date: <time dateTime={o.createdAt}>{formatDay(o.createdAt)}</time> }}
                />{' '}
                · {t('{count, plural, one {# applicant} other {# applicants}}', { count: o.applicationsCount })}
              </p>
            </header>
            {/* Below the header, the text and the details hydrate in tasks of their own (hydrate-later.tsx). */}
            <HydrateLater>
              <Section title={t('Description')}>
                <p className="whitespace-pre-line text-ink/90">{o.description}</p>
              </Section>
              <List title={t('Requirements')} items={o.requirements} />
              <List title={t('Skills')} items={o.skills} />
              <List title={t('Looking For')} items={o.lookingFor} />
              <List title={t('Offering')} items={o.offering} />
            </HydrateLater>
          </div>
          <aside className="space-y-6">
            <HydrateLater>
              <Section title={t('Details')}>
                <dl className="space-y-4">
                  <Fact icon={Briefcase} label={t('Type')}>
                    {t(OPPORTUNITY_TYPE_LABELS[o.type])}
                    {o.jobType && ` · ${t(JOB_TYPE_LABELS[o.jobType])}`}
                  </Fact>
                  {o.location && (
                    <Fact icon={MapPin} label={t('Location')}>
                      {o.location}
                    </Fact>
                  )}
                  {salary && (
                    <Fact icon={Wallet} label={t('Salary')}>
                      {salary}
                    </Fact>
                  )}
                  {o.experienceLevel && (
                    <Fact icon={GraduationCap} label={t('Experience')}>
                      {t(EXPERIENCE_LEVEL_LABELS[o.experienceLevel])}
                    </Fact>
                  )}
                  {o.applicationDeadline && (
                    <Fact icon={CalendarClock} label={t('Apply by')}>
                      <time dateTime={o.applicationDeadline}>{formatDay(o.applicationDeadline)}</time>
                    </Fact>
                  )}
                  {o.contactEmail && (
                    <Fact icon={Mail} label={t('Contact')}>
                      <a href={`mailto:${o.contactEmail}`} className="font-medium text-brand-700 hover:underline">
                        {o.contactEmail}
                      </a>
                    </Fact>
                  )}
                </dl>
              </Section>
            </HydrateLater>
            <ApplyPanel opportunity={o} />
          </aside>
        </div>
      )}
    </div>
  );
}
