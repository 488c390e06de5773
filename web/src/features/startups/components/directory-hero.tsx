import { Building2, Layers } from 'lucide-react';
import { t } from '../../../lib/i18n';
import type { StartupStats } from '../api';
import { formatCount } from './format';

function Count({ icon: Icon, value, label }: { icon: typeof Layers; value: number | undefined; label: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 backdrop-blur-sm">
      <Icon aria-hidden className="h-6 w-6 shrink-0 text-accent-400" />
      <p>
        {/* A fixed width while the counts load keeps the line from moving. */}
        <span className="inline-block min-w-[2ch] text-2xl font-extrabold tabular-nums">
          {value === undefined ? '–' : formatCount(value)}
        </span>{' '}
        <span className="text-sm text-white/85">{label}</span>
      </p>
    </div>
  );
}

/** The directory's hero (part 3 §2.8): the counts of verified startups and of their industries. */
export function DirectoryHero({ stats, title }: { stats: StartupStats | undefined; title: string }) {
  return (
    <section className="mb-8 overflow-hidden rounded-card bg-gradient-to-br from-brand-800 to-brand-600 px-5 py-8 text-white sm:px-10 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('Startup Directory')}</p>
      <h1 className="mt-2 max-w-2xl text-3xl leading-tight font-extrabold sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-white/85">
        {t(
          'Discover verified startups built by African founders: who they are, what they are building and the opportunities they offer.',
        )}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Count
          icon={Building2}
          value={stats?.startups}
          label={t('{count, plural, one {Startup} other {Startups}}', { count: stats?.startups ?? 2 })}
        />
        <Count
          icon={Layers}
          value={stats?.industries}
          label={t('{count, plural, one {Industry} other {Industries}}', { count: stats?.industries ?? 2 })}
        />
      </div>
    </section>
  );
}
