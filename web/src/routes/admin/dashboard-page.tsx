import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { PageHeader, SampleNotice } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { SampleTabs, StatCard, TimeRangeTabs } from './sample-ui';

// Fixed sample data: the documents require these blocks to be sample-only (decision 21).
const STATS = [
  { label: 'Total users', value: '12,480', note: '+12.5% vs last period' },
  { label: 'Active communities', value: '48', note: '+4.2%' },
  { label: 'Articles published', value: '1,326', note: '+8.1%' },
  { label: 'Monthly views', value: '1.0M', note: '+15.3%' },
];
const GROWTH = [38, 45, 42, 55, 61, 58, 67, 72, 70, 81, 86, 92];
const SAMPLE_USERS = [
  { name: 'Amara Okafor', email: 'amara@example.com', role: 'user', status: 'active', joined: 'Jan 12, 2025' },
  { name: 'Kwame Mensah', email: 'kwame@example.com', role: 'user', status: 'pending', joined: 'Feb 3, 2025' },
  { name: 'Zanele Dlamini', email: 'zanele@example.com', role: 'admin', status: 'active', joined: 'Mar 21, 2025' },
  { name: 'Yusuf Bello', email: 'yusuf@example.com', role: 'user', status: 'suspended', joined: 'Apr 8, 2025' },
];
const MOD_TABS = ['pending', 'investigating', 'resolved', 'all'] as const;
const REPORTS = [
  { id: 1, item: 'Comment on “Raising a pre-seed round”', reason: 'Spam', status: 'pending' },
  { id: 2, item: 'Post in Fintech Builders', reason: 'Harassment', status: 'investigating' },
  { id: 3, item: 'Article “Hiring your first engineer”', reason: 'Copyright', status: 'resolved' },
  { id: 4, item: 'Comment in Agritech Africa', reason: 'Off-topic', status: 'pending' },
];

export default function AdminDashboardPage() {
  const [tab, setTab] = useState<(typeof MOD_TABS)[number]>('pending');
  const reports = tab === 'all' ? REPORTS : REPORTS.filter((r) => r.status === tab);
  return (
    <>
      <PageHeader title="Dashboard" description="An overview of the platform." actions={<TimeRangeTabs />} />
      <SampleNotice />
      <section aria-label="Analytics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STATS.map((s) => (
          <StatCard key={s.label} {...s} />
        ))}
      </section>

      <section className="card mt-6 p-5" aria-labelledby="growth-heading">
        <h2 id="growth-heading" className="font-semibold">
          User growth
        </h2>
        <div className="mt-4 flex h-40 items-end gap-1.5" aria-hidden>
          {GROWTH.map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed sample series
            <div key={i} className="flex-1 rounded-t bg-brand-500/80" style={{ height: `${v}%` }} />
          ))}
        </div>
      </section>

      <div className="mt-6 grid gap-6 2xl:grid-cols-2">
        <section className="card overflow-hidden" aria-labelledby="recent-users">
          <h2 id="recent-users" className="border-b border-line px-5 py-4 font-semibold">
            Recent users
          </h2>
          <DataTable
            rows={SAMPLE_USERS}
            rowKey={(u) => u.email}
            empty="Nothing here"
            className="min-w-[520px]"
            columns={[
              {
                header: 'Name',
                cell: (u) => (
                  <>
                    <span className="block font-medium">{u.name}</span>
                    <span className="text-xs text-muted">{u.email}</span>
                  </>
                ),
              },
              { header: 'Role', cell: (u) => u.role },
              { header: 'Status', cell: (u) => <StatusBadge status={u.status} /> },
              { header: 'Joined', cell: (u) => u.joined, className: 'text-muted' },
            ]}
          />
        </section>

        <section className="card" aria-labelledby="moderation">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
            <h2 id="moderation" className="font-semibold">
              Moderation queue
            </h2>
            <SampleTabs label="Moderation status" options={MOD_TABS} value={tab} onChange={setTab} />
          </div>
          <ul className="divide-y divide-line">
            {reports.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
                <span>
                  <span className="block font-medium">{r.item}</span>
                  <span className="text-xs text-muted">Reported for {r.reason}</span>
                </span>
                <StatusBadge status={r.status} tone="neutral" />
              </li>
            ))}
            {reports.length === 0 && <li className="px-5 py-6 text-center text-sm text-muted">Nothing here</li>}
          </ul>
        </section>
      </div>
    </>
  );
}
