import { Rocket } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { PROGRAMS_CAROUSEL_MS } from '../../../../../common/events';
import { PROGRAM_MESSAGES } from '../../../../../common/programs';
import { Carousel } from '../../../components/carousel';
import { EmptyState } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { t } from '../../../lib/i18n';
import { type Program, useFeaturedPrograms } from '../api';
import { ProgramCard } from './program-card';

/**
 * Home page 'Programs' (part 1 §2.5 item 5, §9): featured programs every 15 s; a failure is logged and shows the
 * empty card. `action` is drawn on each card (the home page's Save); `#programs` links here.
 */
export function FeaturedPrograms({ action }: { action?: (program: Program) => ReactNode } = {}) {
  const programs = useFeaturedPrograms();
  useEffect(() => {
    if (programs.error) console.error('Failed to load featured programs', programs.error);
  }, [programs.error]);
  return (
    <section id="programs" aria-labelledby="featured-programs-heading" className="min-w-0">
      <h2 id="featured-programs-heading" className="mb-4 text-2xl font-bold">
        {t('Programs')}
      </h2>
      {programs.isPending ? (
        <div className="flex justify-center p-10 text-brand-600">
          <Spinner label={t('Loading programs')} />
        </div>
      ) : programs.data?.length ? (
        <Carousel
          items={programs.data}
          intervalMs={PROGRAMS_CAROUSEL_MS}
          label={t('Featured programs')}
          itemKey={(p) => p._id}
          renderItem={(p) => <ProgramCard program={p} action={action?.(p)} />}
        />
      ) : (
        <EmptyState icon={Rocket} title={t(PROGRAM_MESSAGES.noFeatured)} />
      )}
    </section>
  );
}
