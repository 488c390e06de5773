import { CalendarDays, ExternalLink, MapPin, Pencil, ShieldCheck, Trash2, TrendingUp, Users } from 'lucide-react';
import { fundingStageLabel, STARTUP_STATUS_LABELS } from '../../../../../../common/startups';
import { Button } from '../../../../components/button';
import { FallbackImage } from '../../../../components/fallback-image';
import { StatusBadge } from '../../../../components/status-badge';
import { t } from '../../../../lib/i18n';
import type { Startup } from '../../manage-api';
import { STATUS_TONE } from '../manage/status';

/**
 * A card of the admin startup manager (part 3 §2.13): logo, name, industry, status, description, location, founded
 * year, funding stage, founder count, website link; verify (pending only), edit, delete.
 */
export function AdminStartupCard({
  startup: s,
  onVerify,
  onEdit,
  onDelete,
}: {
  startup: Startup;
  onVerify(): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const founders = s.founders.length;
  return (
    <li className="card flex flex-col gap-3 p-4" data-testid="admin-startup-card">
      <div className="flex items-start gap-3">
        <FallbackImage
          src={s.logo}
          alt={t('{name} logo', { name: s.name })}
          width={56}
          height={56}
          className="h-14 w-14 shrink-0 rounded-lg border border-line object-contain text-[0px]"
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words">{s.name}</h2>
          <p className="text-xs text-muted">{s.industry}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            <StatusBadge status={s.status} label={t(STARTUP_STATUS_LABELS[s.status])} tone={STATUS_TONE[s.status]} />
            {s.isAdminCreated && <StatusBadge status="admin-created" label={t('Admin-created')} />}
          </div>
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-muted">{s.description}</p>
      {s.status === 'rejected' && s.rejectionReason && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-xs text-red-800">
          <span className="font-semibold">{t('Rejected:')} </span>
          {s.rejectionReason}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs">
        <Fact icon={MapPin} label={t('Location')} value={s.location} />
        <Fact icon={CalendarDays} label={t('Founded')} value={s.foundedYear} />
        <Fact
          icon={TrendingUp}
          label={t('Funding stage')}
          value={s.fundingStage && fundingStageLabel(s.fundingStage)}
        />
        <Fact
          icon={Users}
          label={t('Founders')}
          value={t('{count, plural, one {# founder} other {# founders}}', { count: founders })}
        />
      </dl>
      {s.website && (
        <a
          href={s.website}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-1 truncate text-sm text-brand-700 underline"
        >
          <ExternalLink aria-hidden className="h-4 w-4 shrink-0" />
          <span className="truncate">{s.website.replace(/^https?:\/\//, '')}</span>
        </a>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {s.status === 'pending' && (
          <Button size="sm" onClick={onVerify} aria-label={t('Verify {name}', { name: s.name })}>
            <ShieldCheck aria-hidden className="h-4 w-4" /> {t('Verify')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('Edit {name}', { name: s.name })}>
          <Pencil aria-hidden className="h-4 w-4" /> {t('Edit')}
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={t('Delete {name}', { name: s.name })}>
          <Trash2 aria-hidden className="h-4 w-4" /> {t('Delete')}
        </Button>
      </div>
    </li>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof MapPin; label: string; value: string | null | undefined }) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <Icon aria-hidden className="h-3.5 w-3.5 shrink-0 text-muted" />
      <dt className="sr-only">{label}</dt>
      <dd className="truncate">{value || <span className="text-muted">—</span>}</dd>
    </div>
  );
}
