import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormError } from '../../components/alert';
import { buttonClass } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { useToast } from '../../components/toast';
import { useCommunities, useMyCommunities } from '../../features/communities/api';
import { CommunityCard } from '../../features/communities/components/community-card';
import { JoinButton } from '../../features/communities/components/join-button';
import { LoadMore } from '../../features/communities/components/load-more';
import { useDebouncedValue } from '../../features/communities/use-debounced-value';
import { useJoin } from '../../features/communities/use-join';
import { useAuth } from '../../lib/auth';
import { SearchField } from '../../components/search-field';

export const LOAD_FAILED = 'Failed to load communities. Please try again.';
export const NO_MATCH = 'No communities found matching your search.';
export const NONE_JOINED = "You haven't joined any communities yet.";

type Tab = 'join' | 'my';

/** Community Engine (part 1 §2.6): /communities, and /user/community inside the user area (decision 20). */
export default function CommunitiesPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'my' ? 'my' : 'join';
  const [toast, notify] = useToast();

  const select = (t: Tab) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (t === 'my') next.set('tab', 'my');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title="Community Engine" description="Find founder communities by sector and country, and keep up with the ones you belong to." />
      <div role="tablist" aria-label="Communities" className="mb-6 inline-flex rounded-lg border border-line bg-surface p-1">
        {(
          [
            ['join', 'Join Communities'],
            ['my', 'My Communities'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`panel-${value}`}
            onClick={() => select(value)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium sm:px-4 ${tab === value ? 'bg-brand-600 text-white' : 'text-muted hover:bg-black/5'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'join' ? <JoinTab notify={notify} /> : <MyTab />}
      </div>
      {toast}
    </div>
  );
}

function JoinTab({ notify }: { notify: (tone: 'success' | 'error', text: string) => void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const list = useCommunities({ search: debounced });
  const { isMember, joiningId, joinCommunity } = useJoin(notify);

  return (
    <>
      <SearchField label="Search communities" placeholder="Search communities..." value={search} onChange={setSearch} className="mb-5 max-w-md" />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <FormError message={LOAD_FAILED} />
      ) : list.items.length === 0 ? (
        <p className="card p-10 text-center text-sm text-muted">{NO_MATCH}</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((c) => (
              <CommunityCard
                key={c._id}
                community={c}
                action={
                  <JoinButton
                    status={c.status}
                    joined={isMember(c._id)}
                    joining={joiningId === c._id}
                    onJoin={() => joinCommunity(c._id)}
                  />
                }
              />
            ))}
          </ul>
          <LoadMore list={list} failedText={LOAD_FAILED} />
        </>
      )}
    </>
  );
}

function MyTab() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  const mine = useMyCommunities();

  let body;
  if (isLoading || (isAuthenticated && mine.isPending)) body = <Loading />;
  else if (!isAuthenticated)
    body = (
      <div className="card p-10 text-center text-sm text-muted">
        <p>{NONE_JOINED}</p>
        <Link to="/login" state={{ from: location, message: 'Please log in to see your communities' }} className={buttonClass('primary', 'md', 'mt-4')}>
          Log in
        </Link>
      </div>
    );
  else if (mine.isError) body = <FormError message={LOAD_FAILED} />;
  else if (mine.items.length === 0) body = <p className="card p-10 text-center text-sm text-muted">{NONE_JOINED}</p>;
  else
    body = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {mine.items.map((c) => (
            <CommunityCard
              key={c._id}
              community={c}
              action={<span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">Member</span>}
            />
          ))}
        </ul>
        <LoadMore list={mine} failedText={LOAD_FAILED} />
      </>
    );

  return (
    <section aria-labelledby="my-heading">
      <h2 id="my-heading" className="mb-4 text-lg font-semibold">
        Communities I'm a Member Of
      </h2>
      {body}
    </section>
  );
}

function Loading() {
  return (
    <div className="flex justify-center p-10 text-brand-600">
      <Spinner label="Loading communities" />
    </div>
  );
}
