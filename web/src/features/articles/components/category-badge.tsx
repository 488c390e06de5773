import { categoryBadge } from '../../../../../common/articles';
import { t } from '../../../lib/i18n';

const COLOURS: Record<string, string> = {
  sdg: 'bg-sky-100 text-sky-800',
  wash: 'bg-teal-100 text-teal-800',
  news: 'bg-amber-100 text-amber-900',
  default: 'bg-slate-100 text-slate-700',
};

/** The category badge: sdg, wash and news have their own colour, others the default; unset shows 'Uncategorized'. */
export function CategoryBadge({
  category,
  className = '',
}: {
  category: string | null | undefined;
  className?: string;
}) {
  return (
    <span
      data-badge={categoryBadge(category)}
      className={`inline-flex max-w-full truncate rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${COLOURS[categoryBadge(category)]} ${className}`}
    >
      {/* A category's name is the admins' own word; only the missing one is worded here. */}
      {category || t('Uncategorized')}
    </span>
  );
}
