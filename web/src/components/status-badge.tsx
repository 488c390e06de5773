import { DEFAULT_LOCALE } from '../../../common/i18n';
import { currentLocale, msg, t } from '../lib/i18n';

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

/** The status words the platform shows as they are, for the catalogue. */
const STATUS_WORDS: Record<string, string> = {
  approved: msg('approved'),
  active: msg('active'),
  pending: msg('pending'),
  disapproved: msg('disapproved'),
  suspended: msg('suspended'),
  archived: msg('archived'),
  inactive: msg('inactive'),
  featured: msg('featured'),
  upcoming: msg('upcoming'),
  free: msg('free'),
  paid: msg('paid'),
  sending: msg('sending'),
  finished: msg('finished'),
  verified: msg('verified'),
  rejected: msg('rejected'),
  closed: msg('closed'),
  draft: msg('draft'),
};

/** English capitalises every word ('Pending Review'); other languages only the first letter ('En attente'). */
const CASE = { en: 'inline-flex capitalize', other: 'inline-block first-letter:uppercase' };

/** The one status badge: a status word (capitalised, in the page's language) in its tone, or a `label` of its own. */
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
      className={`${CASE[currentLocale() === DEFAULT_LOCALE ? 'en' : 'other']} rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tone ?? STATUS_TONES[status] ?? 'neutral']} ${className}`}
    >
      {label ?? (Object.hasOwn(STATUS_WORDS, status) ? t(STATUS_WORDS[status]!) : status)}
    </span>
  );
}
