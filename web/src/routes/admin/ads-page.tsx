import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { PageHeader, SampleNotice } from '../../components/page-header';
import { SampleTabs } from './sample-ui';

const AD_TABS = ['active', 'scheduled', 'ended', 'draft'] as const;
const ADS = [
  { title: 'Founder Summit Lagos banner', placement: 'Home hero', status: 'active', clicks: '4,210' },
  { title: 'Cloud credits for startups', placement: 'Blog sidebar', status: 'active', clicks: '1,987' },
  { title: 'Nairobi Demo Day', placement: 'Events page', status: 'scheduled', clicks: '–' },
  { title: 'Q1 hiring fair', placement: 'Newsletter', status: 'ended', clicks: '3,502' },
  { title: 'Pitch deck workshop', placement: 'Communities', status: 'draft', clicks: '–' },
];

export default function AdminAdsPage() {
  const [tab, setTab] = useState<(typeof AD_TABS)[number]>('active');
  return (
    <>
      <PageHeader
        title="Ads"
        description="Sponsored placements."
        actions={
          <Button size="sm">
            <Plus aria-hidden className="h-4 w-4" /> New ad
          </Button>
        }
      />
      <SampleNotice />
      <div className="card">
        <div className="border-b border-line p-4">
          <SampleTabs label="Ad status" options={AD_TABS} value={tab} onChange={setTab} />
        </div>
        <ul className="divide-y divide-line">
          {ADS.filter((a) => a.status === tab).map((a) => (
            <li key={a.title} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
              <span>
                <span className="block font-medium">{a.title}</span>
                <span className="text-xs text-muted">{a.placement}</span>
              </span>
              <span className="text-xs text-muted">{a.clicks} clicks</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
