import { useLocation, useSearchParams } from 'react-router';
import { NEWSLETTER_TABS } from '../../../../common/newsletter';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { AddEmailForm } from '../../features/newsletter/components/add-email-form';
import { SendNewsletterForm } from '../../features/newsletter/components/send-newsletter-form';
import { RecentSends } from '../../features/newsletter/components/send-progress';
import { SubscribersTable } from '../../features/newsletter/components/subscribers-table';
import { pageFromSearch } from '../../lib/paged-list';

type Tab = (typeof NEWSLETTER_TABS)[number]['id'];
const TAB_IDS: readonly string[] = NEWSLETTER_TABS.map((t) => t.id);

/**
 * Newsletter manager (part 3 §2.4): the Subscribers, Add Email and Send Newsletter tabs, the tab kept in the
 * address (`?tab=`); the Send tab shows the recent sends and their progress.
 */
export default function AdminNewsletterPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const raw = params.get('tab') ?? '';
  const tab: Tab = TAB_IDS.includes(raw) ? (raw as Tab) : 'subscribers';
  const hrefOf = (t: Tab) => (t === 'subscribers' ? pathname : `${pathname}?tab=${t}`);
  const select = (t: Tab) => setParams(t === 'subscribers' ? {} : { tab: t }, { replace: true });

  return (
    <>
      <PageHeader title="Newsletter" description="Manage subscribers and send the newsletter." />
      <div className="card">
        <Tabs
          label="Newsletter sections"
          items={NEWSLETTER_TABS.map((t) => ({ value: t.id, label: t.label, href: hrefOf(t.id) }))}
          value={tab}
          onValueChange={select}
          listClassName="border-b border-line p-3 sm:p-4"
        >
          {tab === 'subscribers' && <SubscribersTable page={pageFromSearch(params)} />}
          {tab === 'add-email' && <AddEmailForm />}
          {tab === 'send-newsletter' && (
            // Side by side on wide screens, so the new send's progress shows beside the form.
            <div className="grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <SendNewsletterForm />
              <RecentSends className="border-t border-line lg:border-t-0 lg:border-l" />
            </div>
          )}
        </Tabs>
      </div>
    </>
  );
}
