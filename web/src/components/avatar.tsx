import { initials } from '../lib/format';
import { t } from '../lib/i18n';

export function Avatar({
  src,
  first,
  last,
  size = 'md',
}: {
  src?: string | null;
  first?: string | null;
  last?: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const dim = size === 'sm' ? 'h-8 w-8 text-xs' : size === 'lg' ? 'h-20 w-20 text-2xl' : 'h-10 w-10 text-sm';
  const alt = [first, last].filter(Boolean).join(' ');
  if (src) {
    return (
      <img
        src={src}
        alt={alt ? t("{name}'s profile picture", { name: alt }) : t('Profile picture')}
        className={`${dim} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${dim} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initials(first, last)}
    </span>
  );
}
