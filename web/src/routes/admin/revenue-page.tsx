import { Download } from 'lucide-react';
import { Button } from '../../components/button';
import { PageHeader, SampleNotice } from '../../components/page-header';
import { inputClass } from '../../components/text-field';
import { formatNumber } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { percent, StatCard, TimeRangeTabs } from './sample-ui';

const PLANS = [
  { name: msg('Basic'), price: msg('$9.99/mo'), subscribers: 1204 },
  { name: msg('Pro'), price: msg('$19.99/mo'), subscribers: 486 },
  { name: msg('Enterprise'), price: msg('$49.99/mo'), subscribers: 37 },
];

export default function AdminRevenuePage() {
  return (
    <>
      <PageHeader title={t('Revenue')} description={t('Subscriptions and earnings.')} actions={<TimeRangeTabs />} />
      <SampleNotice />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard label={t('Total revenue')} value={t('$23,860')} note={percent(9.4)} />
        <StatCard label={t('Subscribers')} value={formatNumber(1727)} note={percent(6.2)} />
        <StatCard label={t('Churn')} value={percent(2.1, false)} />
      </div>
      <section className="card mt-6" aria-labelledby="plans">
        <h2 id="plans" className="border-b border-line px-5 py-4 font-semibold">
          {t('Subscription plans')}
        </h2>
        <ul className="grid gap-3 p-5 sm:grid-cols-3">
          {PLANS.map((p) => (
            <li key={p.name} className="rounded-lg border border-line p-4">
              <p className="font-semibold">{t(p.name)}</p>
              <p className="mt-1 text-2xl font-bold text-brand-700">{t(p.price)}</p>
              <p className="mt-1 text-xs text-muted">
                {t('{count} subscribers', { count: formatNumber(p.subscribers) })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="card mt-6 flex flex-wrap items-end gap-3 p-5" aria-labelledby="report">
        <h2 id="report" className="w-full font-semibold">
          {t('Generate report')}
        </h2>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('Date range')}</span>
          <select className={inputClass} defaultValue="last30">
            <option value="last7">{t('Last 7 days')}</option>
            <option value="last30">{t('Last 30 days')}</option>
            <option value="last90">{t('Last 90 days')}</option>
            <option value="custom">{t('Custom')}</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('Format')}</span>
          <select className={inputClass} defaultValue="CSV">
            {/* i18n-ignore: file formats */}
            <option>CSV</option>
            {/* i18n-ignore */}
            <option>PDF</option>
          </select>
        </label>
        <Button variant="secondary">
          <Download aria-hidden className="h-4 w-4" /> {t('Export')}
        </Button>
      </section>
    </>
  );
}
