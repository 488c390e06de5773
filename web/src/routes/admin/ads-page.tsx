import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { PageHeader, SampleNotice } from '../../components/page-header';
import { formatNumber } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { SampleTabs } from './sample-ui';

const AD_TABS = ['active', 'scheduled', 'ended', 'draft'] as const;
const AD_TAB_LABELS: Record<(typeof AD_TABS)[number], string> = {
  active: msg('Active'),
  scheduled: msg('Scheduled'),
  ended: msg('Ended'),
  draft: msg('Draft'),
};
// Sample ads: their titles are content (never translated), their placements are the platform's labels.
const ADS = [
  { title: 'Founder Summit Lagos banner', placement: msg('Home hero'), status: 'active', clicks: 4210 },
  { title: 'Cloud credits for startups', placement: msg('Blog sidebar'), status: 'active', clicks: 1987 },
  { title: 'Nairobi Demo Day', placement: msg('Events page'), status: 'scheduled', clicks: null },
  { title: 'Q1 hiring fair', placement: msg('Newsletter'), status: 'ended', clicks: 3502 },
  { title: 'Pitch deck workshop', placement: msg('Communities'), status: 'draft', clicks: null },
];

export default function AdminAdsPage() {
  const [tab, setTab] = useState<(typeof AD_TABS)[number]>('active');
  return (
    <>
      <PageHeader
        title={t('Ads')}
        description={t('Sponsored placements.')}
        actions={
          <Button size="sm">
            <Plus aria-hidden className="h-4 w-4" /> {t('New ad')}
          </Button>
        }
      />
      <SampleNotice />
      <div className="card">
        <div className="border-b border-line p-4">
          <SampleTabs label={t('Ad status')} options={AD_TABS} labels={AD_TAB_LABELS} value={tab} onChange={setTab} />
        </div>
        <ul className="divide-y divide-line">
          {ADS.filter((a) => a.status === tab).map((a) => (
            <li key={a.title} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
              <span>
                <span className="block font-medium">{a.title}</span>
                <span className="text-xs text-muted">{t(a.placement)}</span>
              </span>
              <span className="text-xs text-muted">
                {t('{clicks} clicks', { clicks: a.clicks === null ? '–' : formatNumber(a.clicks) })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
