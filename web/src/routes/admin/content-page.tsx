import { PageHeader, SampleNotice } from '../../components/page-header';
import { StatCard } from './sample-ui';

const ITEMS = [
  { title: 'How we raised our seed round in Accra', type: 'Article', status: 'Published' },
  { title: 'Agritech founders AMA', type: 'Video', status: 'Scheduled' },
  { title: 'Fundraising checklist', type: 'Resource', status: 'Draft' },
];

export default function AdminContentPage() {
  return (
    <>
      <PageHeader title="Content" description="Everything published on the platform." />
      <SampleNotice />
      <div className="grid grid-cols-3 gap-3">
        <StatCard label="Articles" value="1,326" />
        <StatCard label="Videos" value="214" />
        <StatCard label="Resources" value="87" />
      </div>
      <ul className="card mt-6 divide-y divide-line">
        {ITEMS.map((i) => (
          <li key={i.title} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
            <span>
              <span className="block font-medium">{i.title}</span>
              <span className="text-xs text-muted">{i.type}</span>
            </span>
            <span className="rounded-full bg-canvas px-2 py-0.5 text-xs text-muted">{i.status}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
