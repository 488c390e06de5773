import { Building2, Calendar, Globe, Mail, MapPin, TrendingUp, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { FallbackImage } from '../../../components/fallback-image';
import { StatusBadge } from '../../../components/status-badge';
import {
  CLAIM_STATUS_LABELS,
  fundingStageLabel,
  STARTUP_LABELS,
  STARTUP_STATUS_LABELS,
} from '../../../../../common/startups';
import { msg, t } from '../../../lib/i18n';
import type { Startup } from '../api';
import { IndustryBadge } from './startup-card';
import { formatCount, formatDay } from './format';
import { RichText } from '../../../components/rich-text';

const CLAIM_TONES = { unclaimed: 'neutral', pending_claim: 'warn', claimed: 'good' } as const;

/** The claim status badge of a profile (part 3 §2.9): Unclaimed, Claim pending or Claimed. */
export function ClaimStatusBadge({ status }: { status: Startup['claimStatus'] }) {
  return <StatusBadge status={status} label={t(CLAIM_STATUS_LABELS[status])} tone={CLAIM_TONES[status]} />;
}

/** The profile's header: logo, name, industry, location, the claim badge, and actions on the right. */
export function StartupHeader({ startup: s, actions }: { startup: Startup; actions?: ReactNode }) {
  return (
    <header className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:p-6">
      <FallbackImage
        src={s.logo}
        alt={t('{name} logo', { name: s.name })}
        width={96}
        height={96}
        eager
        className="h-20 w-20 shrink-0 rounded-xl border border-line object-contain text-[0px] sm:h-24 sm:w-24"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <IndustryBadge industry={s.industry} />
          <ClaimStatusBadge status={s.claimStatus} />
          {s.status !== 'verified' && <StatusBadge status={s.status} label={t(STARTUP_STATUS_LABELS[s.status])} />}
        </div>
        <h1 className="mt-2 text-2xl leading-tight font-extrabold break-words sm:text-3xl">{s.name}</h1>
        {s.location && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden className="h-4 w-4 shrink-0" />
            {s.location}
          </p>
        )}
        {actions && <div className="mt-4 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}

export function Section({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card p-5 sm:p-6 ${className}`}>
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Detail({ icon: Icon, label, children }: { icon: typeof Globe; label: string; children: ReactNode }) {
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

/** About, company details, founders (each a Co-Founder), the website and mailto links (part 3 §2.9). */
export function StartupSections({ startup: s }: { startup: Startup }) {
  return (
    <>
      <Section title={t('About')}>
        <p className="whitespace-pre-line text-ink/90">{s.description}</p>
      </Section>
      <Section title={t('Company Details')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail icon={Building2} label={t('Industry')}>
            {s.industry}
          </Detail>
          <Detail icon={MapPin} label={t('Location')}>
            {s.location || t('Not specified')}
          </Detail>
          <Detail icon={Calendar} label={t('Founded')}>
            {s.foundedYear || t('Not specified')}
          </Detail>
          <Detail icon={TrendingUp} label={t('Funding Stage')}>
            {s.fundingStage ? fundingStageLabel(s.fundingStage) : t('Not specified')}
          </Detail>
        </dl>
        {(s.website || s.contactEmail) && (
          <div className="mt-5 flex flex-wrap gap-3 border-t border-line pt-4 text-sm">
            {s.website && (
              <a
                href={s.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
              >
                <Globe aria-hidden className="h-4 w-4" /> {t('Visit Website')}
              </a>
            )}
            {s.contactEmail && (
              <a
                href={`mailto:${s.contactEmail}`}
                className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
              >
                <Mail aria-hidden className="h-4 w-4" /> {s.contactEmail}
              </a>
            )}
          </div>
        )}
      </Section>
      {s.founders.length > 0 && (
        <Section title={t('Founders')}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {s.founders.map((name) => (
              <li key={name} className="flex items-center gap-3 rounded-lg border border-line p-3">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <UserRound aria-hidden className="h-5 w-5" />
                </span>
                <div className="min-w-0">
                  <p className="truncate font-medium">{name}</p>
                  <p className="text-xs text-muted">{t(STARTUP_LABELS.coFounder)}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

/** Quick stats (part 3 §2.9 with issue 11's real counts): views, followers, opportunities, last updated. */
export function QuickStats({ startup: s, opportunities }: { startup: Startup; opportunities: number | undefined }) {
  const stats: [string, string][] = [
    [msg('Profile views'), formatCount(s.viewsCount)],
    [msg('Followers'), formatCount(s.followersCount)],
    [msg('Opportunities'), opportunities === undefined ? '–' : formatCount(opportunities)],
  ];
  return (
    <Section title={t('Quick Stats')}>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {stats.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-lg bg-canvas px-2 py-3">
            <dt className="mt-0.5 text-xs text-muted">{t(label)}</dt>
            <dd className="text-xl font-extrabold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-muted">
        <RichText
          text={msg('Last updated {date}')}
          values={{ date: <time dateTime={s.updatedAt}>{formatDay(s.updatedAt)}</time> }}
        />
        {s.claimStatus === 'claimed' && s.claimDate && (
          <>
            {' · '}
            <RichText
              text={msg('Claimed {date}')}
              values={{ date: <time dateTime={s.claimDate}>{formatDay(s.claimDate)}</time> }}
            />
          </>
        )}
      </p>
    </Section>
  );
}
