import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FallbackImage } from '../../../components/fallback-image';
import { DIRECTORY_SKELETON_COUNT, startupPath, truncateDirectoryDescription } from '../../../../../common/startups';
import { t } from '../../../lib/i18n';
import type { StartupSummary } from '../api';

/** An industry as a small pill (cards, the profile's header). */
export function IndustryBadge({ industry }: { industry: string }) {
  return (
    <span className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
      {industry}
    </span>
  );
}

/**
 * A startup of the directory (part 3 §2.8): logo, name, location, the description cut as §9 says, industry. The
 * whole card opens /startup/{id} (a stretched link).
 */
export function StartupCard({
  startup,
  eager = false,
  compact = false,
  action,
}: {
  startup: StartupSummary;
  /** The first card of the page: its logo is fetched first. */
  eager?: boolean;
  /** The profile's smaller lists (quick filters, search similar). */
  compact?: boolean;
  /** A control of the card's own (the watchlist's Remove), above the link that covers the card. */
  action?: ReactNode;
}) {
  const logo = compact ? 48 : 56;
  return (
    <li className="card group relative flex flex-col p-4 transition-shadow hover:shadow-md" data-testid="startup-card">
      <div className="flex items-start gap-3">
        <FallbackImage
          src={startup.logo}
          alt={t('{name} logo', { name: startup.name })}
          width={logo}
          height={logo}
          eager={eager}
          className={`${compact ? 'h-12 w-12' : 'h-14 w-14'} shrink-0 rounded-lg border border-line object-contain text-[0px]`}
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">
            <Link
              to={startupPath(startup._id)}
              className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus-visible:outline-none after:focus-visible:rounded-card after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
            >
              {startup.name}
            </Link>
          </h3>
          {startup.location && (
            <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-muted">
              <MapPin aria-hidden className="h-3.5 w-3.5 shrink-0" />
              {startup.location}
            </p>
          )}
        </div>
      </div>
      {!compact && <p className="mt-3 text-sm text-muted">{truncateDirectoryDescription(startup.description)}</p>}
      <div className="mt-auto flex items-center justify-between gap-2 pt-3">
        <IndustryBadge industry={startup.industry} />
        {action && <div className="relative z-10">{action}</div>}
      </div>
    </li>
  );
}

/** The loading state of the directory (part 3 §2.8, §9: 8 cards), the shape of a card so nothing moves. */
export function StartupCardSkeletons({ count = DIRECTORY_SKELETON_COUNT }: { count?: number }) {
  return (
    <div role="status" aria-label={t('Loading startups')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="card flex animate-pulse flex-col p-4" data-testid="startup-skeleton">
            <div className="flex items-start gap-3">
              <div className="h-14 w-14 rounded-lg bg-slate-200" />
              <div className="flex-1 space-y-2 pt-1">
                <div className="h-4 w-2/3 rounded bg-slate-200" />
                <div className="h-3 w-1/3 rounded bg-slate-200" />
              </div>
            </div>
            <div className="mt-3 space-y-2">
              <div className="h-3 rounded bg-slate-200" />
              <div className="h-3 w-5/6 rounded bg-slate-200" />
            </div>
            <div className="mt-4 h-5 w-20 rounded-full bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
