export type BadgeTone = 'good' | 'warn' | 'bad' | 'muted' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  good: 'bg-brand-50 text-brand-700',
  warn: 'bg-amber-50 text-amber-800',
  bad: 'bg-red-50 text-red-700',
  muted: 'bg-slate-100 text-slate-700',
  neutral: 'bg-canvas text-muted',
};

/** The tone of every status word the platform uses; unknown words are neutral. */
const STATUS_TONES: Record<string, BadgeTone> = {
  approved: 'good',
  active: 'good',
  pending: 'warn',
  disapproved: 'bad',
  suspended: 'bad',
  archived: 'muted',
  inactive: 'muted',
};

/** The one status badge: a status word (shown capitalised) in its tone, or a `label` of its own. */
export function StatusBadge({
  status,
  label,
  tone,
  className = '',
}: {
  status: string;
  label?: string;
  tone?: BadgeTone;
  className?: string;
}) {
  return (
    <span
      data-status={status}
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium capitalize ${TONES[tone ?? STATUS_TONES[status] ?? 'neutral']} ${className}`}
    >
      {label ?? status}
    </span>
  );
}
