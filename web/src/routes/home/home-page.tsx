import { ArrowRight, BookOpen, CalendarDays, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { HydrateLater } from '../../components/hydrate-later';
import { FeaturedArticlesSection } from '../../features/articles/components/featured-articles';
import { ExploreCommunities } from '../../features/communities/components/explore-communities';
import { FeaturedEvents } from '../../features/events/components/featured-events';
import { FeaturedPostsSection } from '../../features/featured-posts/components/featured-posts-carousel';
import { NewsletterSection } from '../../features/newsletter/components/newsletter-section';
import { HeroVideo } from '../../features/playlists/components/hero-video';
import { FeaturedPrograms } from '../../features/programs/components/featured-programs';
import { BookmarkButton } from '../../features/bookmarks/components/bookmark-button';
import { msg, t } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

const PILLARS = [
  {
    icon: Users,
    title: msg('Communities'),
    text: msg('Join founder circles by sector and country, and learn from people a step ahead.'),
  },
  {
    icon: BookOpen,
    title: msg('Weekly insights'),
    text: msg('Practical articles on fundraising, hiring, product and growth in African markets.'),
  },
  {
    icon: CalendarDays,
    title: msg('Events & programs'),
    text: msg('Demo days, workshops and accelerator programs, free and paid.'),
  },
];

export default function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-canvas to-canvas">
        <div className="container-page grid items-center gap-10 py-10 sm:py-16 lg:grid-cols-[1fr_1.1fr] lg:py-20">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
              <span className="h-1.5 w-1.5 rounded-full bg-accent-500" aria-hidden />
              {t('10,000+ founders · weekly insights')}
            </p>
            <h1 className="text-3xl leading-tight font-extrabold sm:text-5xl">
              {t('Build your startup with')} <span className="text-brand-600">{t('Africa’s founders')}</span>
            </h1>
            <p className="mt-4 max-w-xl text-base text-muted sm:text-lg">
              {t(
                'Communities, stories and opportunities for African tech builders, from first idea to Series A and beyond.',
              )}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/communities" className={buttonClass('primary', 'lg')}>
                {t('Explore communities')} <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
              <Link to="/registration" className={buttonClass('secondary', 'lg')}>
                {t('Join for free')}
              </Link>
            </div>
          </div>

          {/* Hero video (part 1 §2.5 item 1): the first active playlist, a still poster until played. */}
          <HeroVideo />
        </div>
      </section>

      {/* Below the hero, each section hydrates in a task of its own (components/hydrate-later.tsx). */}
      <HydrateLater>
        <section className="container-page py-12 sm:py-16" aria-labelledby="why-heading">
          <h2 id="why-heading" className="text-2xl font-bold sm:text-3xl">
            {t('Everything a founder needs, in one place')}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {PILLARS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="card p-6">
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
                <h3 className="mt-4 font-semibold">{t(title)}</h3>
                <p className="mt-1.5 text-sm text-muted">{t(text)}</p>
              </li>
            ))}
          </ul>
        </section>
      </HydrateLater>
      <HydrateLater>
        <FeaturedArticlesSection />
      </HydrateLater>
      <HydrateLater>
        <ExploreCommunities />
      </HydrateLater>
      <HydrateLater>
        <FeaturedPostsSection />
      </HydrateLater>
      {/* Events and Programs side by side, each a carousel (part 1 §2.5 item 5). */}
      <div className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-2">
        <HydrateLater>
          <FeaturedEvents />
        </HydrateLater>
        <HydrateLater>
          <FeaturedPrograms action={(p) => <BookmarkButton kind="program" id={p._id} />} />
        </HydrateLater>
      </div>
      {/* Newsletter signup (part 1 §2.5 item 6): the form's code loads when the section nears the screen. */}
      <HydrateLater>
        <NewsletterSection />
      </HydrateLater>
    </>
  );
}
