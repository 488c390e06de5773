import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { Tabs } from '../../components/tabs';
import { useToast } from '../../components/toast';
import { useCommunities, useMyCommunities } from '../../features/communities/api';
import { CommunityCard } from '../../features/communities/components/community-card';
import { JoinButton } from '../../features/communities/components/join-button';
import { useJoin } from '../../features/communities/use-join';
import { useAuth } from '../../lib/auth';
import { pageFromSearch } from '../../lib/paged-list';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { HydrateLaterEach } from '../../components/hydrate-later';
import { msg, t } from '../../lib/i18n';

export const LOAD_FAILED = msg('Failed to load communities. Please try again.');
export const NO_MATCH = msg('No communities found matching your search.');
export const NONE_JOINED = msg("You haven't joined any communities yet.");

type Tab = 'join' | 'my';
const TABS = [
  { value: 'join', label: msg('Join Communities') },
  { value: 'my', label: msg('My Communities') },
] as const;

/** Community Engine (part 1 §2.6): /communities, and /user/community inside the user area (decision 20). */
export default function CommunitiesPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const tab: Tab = params.get('tab') === 'my' ? 'my' : 'join';
  const page = pageFromSearch(params);
  const [toast, notify] = useToast();

  // The tab lives in the address (a link without JavaScript); another tab starts at its first page.
  const hrefOf = (to: Tab) => (to === 'my' ? `${pathname}?tab=my` : pathname);
  const select = (to: Tab) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('page');
        if (to === 'my') next.set('tab', 'my');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={t('Community Engine')}
        description={t('Find founder communities by sector and country, and keep up with the ones you belong to.')}
      />
      <Tabs
        label={t('Communities')}
        variant="segmented"
        listClassName="mb-6"
        items={TABS.map((tab) => ({ ...tab, label: t(tab.label), href: hrefOf(tab.value) }))}
        value={tab}
        onValueChange={select}
      >
        {tab === 'join' ? <JoinTab notify={notify} page={page} /> : <MyTab page={page} />}
      </Tabs>
      {toast}
    </div>
  );
}

function JoinTab({ notify, page }: { notify: (tone: 'success' | 'error', text: string) => void; page: number }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  // A search starts from the first page.
  const list = useCommunities({ search: debounced, page: debounced ? 1 : page });
  const { isMember, joiningId, joinCommunity } = useJoin(notify);

  return (
    <>
      <SearchField
        label={t('Search communities')}
        placeholder={t('Search communities...')}
        value={search}
        onChange={setSearch}
        className="mb-5 max-w-md"
      />
      <QueryState
        query={list}
        loading={t('Loading communities')}
        error={t(LOAD_FAILED)}
        isEmpty={() => list.items.length === 0}
        empty={<EmptyState>{t(NO_MATCH)}</EmptyState>}
      >
        {() => (
          <>
            <h2 className="sr-only">{t('Communities')}</h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <HydrateLaterEach items={list.items} keyOf={(c) => c._id}>
                {(c, i) => (
                  <CommunityCard
                    community={c}
                    eager={i === 0}
                    action={
                      <JoinButton
                        status={c.status}
                        joined={isMember(c._id)}
                        joining={joiningId === c._id}
                        onJoin={() => joinCommunity(c._id)}
                      />
                    }
                  />
                )}
              </HydrateLaterEach>
            </ul>
            <LoadMore list={list} failedText={t(LOAD_FAILED)} />
          </>
        )}
      </QueryState>
    </>
  );
}

function MyTab({ page }: { page: number }) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  const mine = useMyCommunities(page);

  const body =
    !isLoading && !isAuthenticated ? (
      <EmptyState>
        <p>{t(NONE_JOINED)}</p>
        <Link
          to="/login"
          state={{ from: location, message: t('Please log in to see your communities') }}
          className={buttonClass('primary', 'md', 'mt-4')}
        >
          {t('Log in')}
        </Link>
      </EmptyState>
    ) : (
      <QueryState
        query={isLoading ? { isPending: true, isError: false, data: undefined } : mine}
        loading={t('Loading communities')}
        error={t(LOAD_FAILED)}
        isEmpty={() => mine.items.length === 0}
        empty={<EmptyState>{t(NONE_JOINED)}</EmptyState>}
      >
        {() => (
          <>
            <h2 className="sr-only">{t('My communities')}</h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {mine.items.map((c) => (
                <CommunityCard
                  key={c._id}
                  community={c}
                  action={
                    <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
                      {t('Member')}
                    </span>
                  }
                />
              ))}
            </ul>
            <LoadMore list={mine} failedText={t(LOAD_FAILED)} />
          </>
        )}
      </QueryState>
    );

  return (
    <section aria-labelledby="my-heading">
      <h2 id="my-heading" className="mb-4 text-lg font-semibold">
        {t("Communities I'm a Member Of")}
      </h2>
      {body}
    </section>
  );
}
