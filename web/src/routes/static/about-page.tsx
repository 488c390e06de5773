import { BookOpen, Coins, PlayCircle, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { useJoinAction } from '../../features/auth/use-join-action';
import { msg, t } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

const FEATURES = [
  {
    icon: PlayCircle,
    title: msg('Video Content'),
    text: msg('Founder interviews, playlists and talks you can learn from on your own time.'),
  },
  {
    icon: BookOpen,
    title: msg('Educational Blog'),
    text: msg('Guides on fundraising, product, hiring and operating in African markets.'),
  },
  {
    icon: Users,
    title: msg('Vibrant Community'),
    text: msg('Communities where founders share wins, ask hard questions and find partners.'),
  },
  {
    icon: Coins,
    title: msg('Monetization Tools'),
    text: msg('Ways for creators and communities to earn from the value they create.'),
  },
];
const STATS = [
  { value: '10K+', label: msg('Members') },
  { value: '500+', label: msg('Success stories') },
  { value: '50+', label: msg('Countries') },
  { value: '1M+', label: msg('Monthly views') },
];
const ROTATE_MS = 3000;

export default function AboutPage() {
  usePageTitle(t('About'));
  const join = useJoinAction();
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setActive((i) => (i + 1) % FEATURES.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="container-page py-12 text-center sm:py-20">
          <h1 className="mx-auto max-w-3xl text-3xl font-extrabold sm:text-5xl">
            {t('Where African founders learn, connect and grow')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-muted sm:text-lg">
            {t(
              'AfriFounders brings together the people, knowledge and tools that help startups across the continent succeed.',
            )}
          </p>
          <Button size="lg" className="mt-8" onClick={join}>
            {t('Join the community')}
          </Button>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="mission">
        <div className="card mx-auto max-w-3xl p-6 sm:p-8">
          <h2 id="mission" className="text-xl font-bold">
            {t('Our mission')}
          </h2>
          <p className="mt-3 text-muted">
            {t(
              'Empowering African entrepreneurs with resources, community, and knowledge to build successful startups. We believe the next generation of world-changing companies will be built in Africa, and that no founder should have to build alone.',
            )}
          </p>
        </div>
      </section>

      <section className="container-page pb-12" aria-labelledby="offer">
        <h2 id="offer" className="mb-6 text-center text-2xl font-bold">
          {t('What we offer')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }, i) => (
            <li
              key={title}
              className={`card p-6 transition-all duration-500 ${i === active ? 'border-brand-500 ring-2 ring-brand-500/30 lg:-translate-y-1' : ''}`}
            >
              <Icon aria-hidden className={`h-7 w-7 ${i === active ? 'text-brand-600' : 'text-muted'}`} />
              <h3 className="mt-4 font-semibold">{t(title)}</h3>
              <p className="mt-1.5 text-sm text-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-brand-900 text-white" aria-labelledby="impact">
        <div className="container-page py-12">
          <h2 id="impact" className="text-center text-2xl font-bold">
            {t('Our impact')}
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
            {STATS.map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="text-sm text-white/75">{t(s.label)}</dt>
                <dd className="text-3xl font-extrabold text-accent-400">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="container-page py-14 text-center">
        <h2 className="text-2xl font-bold">{t('Ready to build with us?')}</h2>
        <Button size="lg" variant="accent" className="mt-6" onClick={join}>
          {t('Join now')}
        </Button>
      </section>
    </>
  );
}
