import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { PageHeader, SampleNotice } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatNumber } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { percent, SampleTabs, StatCard, TimeRangeTabs } from './sample-ui';

// Fixed sample data: the documents require these blocks to be sample-only (decision 21).
const STATS = [
  {
    label: msg('Total users'),
    value: () => formatNumber(12480),
    note: () => t('{change} vs last period', { change: percent(12.5) }),
  },
  { label: msg('Active communities'), value: () => formatNumber(48), note: () => percent(4.2) },
  { label: msg('Articles published'), value: () => formatNumber(1326), note: () => percent(8.1) },
  { label: msg('Monthly views'), value: () => t('1.0M'), note: () => percent(15.3) },
];
const GROWTH = [38, 45, 42, 55, 61, 58, 67, 72, 70, 81, 86, 92];
const ROLE_LABELS: Record<string, string> = { user: msg('user'), admin: msg('admin') };
// The moderation statuses the status badge does not know, as it shows its own: lower case.
const REPORT_STATUSES: Record<string, string> = { investigating: msg('investigating'), resolved: msg('resolved') };
const reportStatus = (status: string) => {
  const word = REPORT_STATUSES[status];
  return word ? t(word) : undefined;
};
const SAMPLE_USERS = [
  { name: 'Amara Okafor', email: 'amara@example.com', role: 'user', status: 'active', joined: '2025-01-12' },
  { name: 'Kwame Mensah', email: 'kwame@example.com', role: 'user', status: 'pending', joined: '2025-02-03' },
  { name: 'Zanele Dlamini', email: 'zanele@example.com', role: 'admin', status: 'active', joined: '2025-03-21' },
  { name: 'Yusuf Bello', email: 'yusuf@example.com', role: 'user', status: 'suspended', joined: '2025-04-08' },
];
const MOD_TABS = ['pending', 'investigating', 'resolved', 'all'] as const;
const MOD_TAB_LABELS: Record<(typeof MOD_TABS)[number], string> = {
  pending: msg('Pending'),
  investigating: msg('Investigating'),
  resolved: msg('Resolved'),
  all: msg('All'),
};
// The reported items quote content (never translated) in the platform's words.
const REPORTS = [
  { id: 1, item: msg('Comment on “Raising a pre-seed round”'), reason: msg('Spam'), status: 'pending' },
  { id: 2, item: msg('Post in Fintech Builders'), reason: msg('Harassment'), status: 'investigating' },
  { id: 3, item: msg('Article “Hiring your first engineer”'), reason: msg('Copyright'), status: 'resolved' },
  { id: 4, item: msg('Comment in Agritech Africa'), reason: msg('Off-topic'), status: 'pending' },
];

export default function AdminDashboardPage() {
  const [tab, setTab] = useState<(typeof MOD_TABS)[number]>('pending');
  const reports = tab === 'all' ? REPORTS : REPORTS.filter((r) => r.status === tab);
  return (
    <>
      <PageHeader title={t('Dashboard')} description={t('An overview of the platform.')} actions={<TimeRangeTabs />} />
      <SampleNotice />
      <section aria-label={t('Analytics')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STATS.map((s) => (
          <StatCard key={s.label} label={t(s.label)} value={s.value()} note={s.note()} />
        ))}
      </section>

      <section className="card mt-6 p-5" aria-labelledby="growth-heading">
        <h2 id="growth-heading" className="font-semibold">
          {t('User growth')}
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
            {t('Recent users')}
          </h2>
          <DataTable
            rows={SAMPLE_USERS}
            rowKey={(u) => u.email}
            empty={t('Nothing here')}
            className="min-w-[520px]"
            columns={[
              {
                header: t('Name'),
                cell: (u) => (
                  <>
                    <span className="block font-medium">{u.name}</span>
                    <span className="text-xs text-muted">{u.email}</span>
                  </>
                ),
              },
              { header: t('Role'), cell: (u) => t(ROLE_LABELS[u.role] ?? u.role) },
              { header: t('Status'), cell: (u) => <StatusBadge status={u.status} /> },
              { header: t('Joined'), cell: (u) => formatDate(`${u.joined}T12:00:00Z`), className: 'text-muted' },
            ]}
          />
        </section>

        <section className="card" aria-labelledby="moderation">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
            <h2 id="moderation" className="font-semibold">
              {t('Moderation queue')}
            </h2>
            <SampleTabs
              label={t('Moderation status')}
              options={MOD_TABS}
              labels={MOD_TAB_LABELS}
              value={tab}
              onChange={setTab}
            />
          </div>
          <ul className="divide-y divide-line">
            {reports.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
                <span>
                  <span className="block font-medium">{t(r.item)}</span>
                  <span className="text-xs text-muted">{t('Reported for {reason}', { reason: t(r.reason) })}</span>
                </span>
                <StatusBadge status={r.status} label={reportStatus(r.status)} tone="neutral" />
              </li>
            ))}
            {reports.length === 0 && <li className="px-5 py-6 text-center text-sm text-muted">{t('Nothing here')}</li>}
          </ul>
        </section>
      </div>
    </>
  );
}
