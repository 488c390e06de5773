import { useLocation, useSearchParams } from 'react-router';
import { NEWSLETTER_TABS } from '../../../../common/newsletter';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { AddEmailForm } from '../../features/newsletter/components/add-email-form';
import { SendNewsletterForm } from '../../features/newsletter/components/send-newsletter-form';
import { RecentSends } from '../../features/newsletter/components/send-progress';
import { SubscribersTable } from '../../features/newsletter/components/subscribers-table';
import { t } from '../../lib/i18n';
import { pageFromSearch } from '../../lib/paged-list';

type Tab = (typeof NEWSLETTER_TABS)[number]['id'];
const TAB_IDS: readonly string[] = NEWSLETTER_TABS.map((tab) => tab.id);

/**
 * Newsletter manager (part 3 §2.4): the Subscribers, Add Email and Send Newsletter tabs, the tab kept in the
 * address (`?tab=`); the Send tab shows the recent sends and their progress.
 */
export default function AdminNewsletterPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const raw = params.get('tab') ?? '';
  const tab: Tab = TAB_IDS.includes(raw) ? (raw as Tab) : 'subscribers';
  const hrefOf = (id: Tab) => (id === 'subscribers' ? pathname : `${pathname}?tab=${id}`);
  const select = (id: Tab) => setParams(id === 'subscribers' ? {} : { tab: id }, { replace: true });

  return (
    <>
      <PageHeader title={t('Newsletter')} description={t('Manage subscribers and send the newsletter.')} />
      <div className="card">
        <Tabs
          label={t('Newsletter sections')}
          items={NEWSLETTER_TABS.map((n) => ({ value: n.id, label: t(n.label), href: hrefOf(n.id) }))}
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
