import { Building2, ExternalLink, MapPin, Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { STARTUP_STATUS_LABELS, startupPath } from '../../../../../../common/startups';
import { Alert } from '../../../../components/alert';
import { Button } from '../../../../components/button';
import { FallbackImage } from '../../../../components/fallback-image';
import { EmptyState } from '../../../../components/query-state';
import { StatusBadge } from '../../../../components/status-badge';
import { t } from '../../../../lib/i18n';
import type { Startup } from '../../manage-api';
import { groupByStatus, STARTUP_STATUS_ORDER, STATUS_TONE } from './status';

/** My Startups (part 3 §2.11): the owner's startups grouped by status; a rejected one shows its reason. */
export function OwnerStartups({
  startups,
  onCreate,
  onEdit,
  onCreateOpportunity,
}: {
  startups: readonly Startup[];
  onCreate(): void;
  onEdit(startup: Startup): void;
  onCreateOpportunity(startup: Startup): void;
}) {
  if (startups.length === 0) {
    return (
      <EmptyState icon={Building2} title={t('No startups yet')}>
        <p>{t("Create your startup's profile; it appears in the directory once an administrator verifies it.")}</p>
        <Button size="sm" className="mt-4" onClick={onCreate}>
          <Plus aria-hidden className="h-4 w-4" /> {t('Create Startup')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-8">
      {groupByStatus(startups, STARTUP_STATUS_ORDER)
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <section key={g.status} aria-labelledby={`startups-${g.status}`} data-testid={`startups-${g.status}`}>
            <h2 id={`startups-${g.status}`} className="mb-3 text-lg font-semibold">
              {t(STARTUP_STATUS_LABELS[g.status])} <span className="text-muted">({g.items.length})</span>
            </h2>
            <ul className="grid gap-4 md:grid-cols-2">
              {g.items.map((s) => (
                <OwnerStartupCard
                  key={s._id}
                  startup={s}
                  onEdit={() => onEdit(s)}
                  onCreateOpportunity={() => onCreateOpportunity(s)}
                />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

function OwnerStartupCard({
  startup: s,
  onEdit,
  onCreateOpportunity,
}: {
  startup: Startup;
  onEdit(): void;
  onCreateOpportunity(): void;
}) {
  return (
    <li className="card flex flex-col gap-3 p-4" data-testid="owner-startup">
      <div className="flex items-start gap-3">
        <FallbackImage
          src={s.logo}
          alt={t('{name} logo', { name: s.name })}
          width={56}
          height={56}
          className="h-14 w-14 shrink-0 rounded-lg border border-line object-contain text-[0px]"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words">{s.name}</h3>
            <StatusBadge status={s.status} label={t(STARTUP_STATUS_LABELS[s.status])} tone={STATUS_TONE[s.status]} />
          </div>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-muted">
            <span>{s.industry}</span>
            {s.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="h-3 w-3" />
                {s.location}
              </span>
            )}
          </p>
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-muted">{s.description}</p>
      {s.status === 'rejected' && (
        <Alert tone="error">
          <span className="font-semibold">{t('Rejection reason:')} </span>
          {s.rejectionReason || t('No reason was given.')}
        </Alert>
      )}
      {s.status === 'pending' && (
        <Alert tone="info">
          {t('Waiting for an administrator to verify it. Opportunities open once it is verified.')}
        </Alert>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={startupPath(s._id)}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <ExternalLink aria-hidden className="h-4 w-4" /> {t('View profile')}
        </Link>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('Edit {name}', { name: s.name })}>
          <Pencil aria-hidden className="h-4 w-4" /> {s.status === 'rejected' ? t('Edit and resubmit') : t('Edit')}
        </Button>
        {s.status === 'verified' && (
          <Button
            size="sm"
            onClick={onCreateOpportunity}
            aria-label={t('Create opportunity for {name}', { name: s.name })}
          >
            <Plus aria-hidden className="h-4 w-4" /> {t('Create Opportunity')}
          </Button>
        )}
      </div>
    </li>
  );
}
