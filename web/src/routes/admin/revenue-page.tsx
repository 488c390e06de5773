import { Download } from 'lucide-react';
import { Button } from '../../components/button';
import { inputClass } from '../../components/text-field';
import { PageHeader, SampleNotice } from '../../components/page-header';
import { StatCard, TimeRangeTabs } from './sample-ui';

const PLANS = [
  { name: 'Basic', price: '$9.99/mo', subscribers: '1,204' },
  { name: 'Pro', price: '$19.99/mo', subscribers: '486' },
  { name: 'Enterprise', price: '$49.99/mo', subscribers: '37' },
];

export default function AdminRevenuePage() {
  return (
    <>
      <PageHeader title="Revenue" description="Subscriptions and earnings." actions={<TimeRangeTabs />} />
      <SampleNotice />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard label="Total revenue" value="$23,860" note="+9.4%" />
        <StatCard label="Subscribers" value="1,727" note="+6.2%" />
        <StatCard label="Churn" value="2.1%" />
      </div>
      <section className="card mt-6" aria-labelledby="plans">
        <h2 id="plans" className="border-b border-line px-5 py-4 font-semibold">
          Subscription plans
        </h2>
        <ul className="grid gap-3 p-5 sm:grid-cols-3">
          {PLANS.map((p) => (
            <li key={p.name} className="rounded-lg border border-line p-4">
              <p className="font-semibold">{p.name}</p>
              <p className="mt-1 text-2xl font-bold text-brand-700">{p.price}</p>
              <p className="mt-1 text-xs text-muted">{p.subscribers} subscribers</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="card mt-6 flex flex-wrap items-end gap-3 p-5" aria-labelledby="report">
        <h2 id="report" className="w-full font-semibold">
          Generate report
        </h2>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Date range</span>
          <select className={inputClass} defaultValue="last30">
            <option value="last7">Last 7 days</option>
            <option value="last30">Last 30 days</option>
            <option value="last90">Last 90 days</option>
            <option value="custom">Custom</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Format</span>
          <select className={inputClass} defaultValue="CSV">
            <option>CSV</option>
            <option>PDF</option>
          </select>
        </label>
        <Button variant="secondary">
          <Download aria-hidden className="h-4 w-4" /> Export
        </Button>
      </section>
    </>
  );
}
