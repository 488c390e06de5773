import { PageHeader, SampleNotice } from '../../components/page-header';
import { formatNumber } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { StatCard } from './sample-ui';

// Sample items: their titles are content (never translated), their type and status are labels.
const ITEMS = [
  { title: 'How we raised our seed round in Accra', type: msg('Article'), status: msg('Published') },
  { title: 'Agritech founders AMA', type: msg('Video'), status: msg('Scheduled') },
  { title: 'Fundraising checklist', type: msg('Resource'), status: msg('Draft') },
];

export default function AdminContentPage() {
  return (
    <>
      <PageHeader title={t('Content')} description={t('Everything published on the platform.')} />
      <SampleNotice />
      <div className="grid grid-cols-3 gap-3">
        <StatCard label={t('Articles')} value={formatNumber(1326)} />
        <StatCard label={t('Videos')} value={formatNumber(214)} />
        <StatCard label={t('Resources')} value={formatNumber(87)} />
      </div>
      <ul className="card mt-6 divide-y divide-line">
        {ITEMS.map((i) => (
          <li key={i.title} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
            <span>
              <span className="block font-medium">{i.title}</span>
              <span className="text-xs text-muted">{t(i.type)}</span>
            </span>
            <span className="rounded-full bg-canvas px-2 py-0.5 text-xs text-muted">{t(i.status)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
