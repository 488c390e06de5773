import { ArrowLeft, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormError } from '../../components/alert';
import { buttonClass } from '../../components/button';
import { PageSpinner, Spinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import { Tabs } from '../../components/tabs';
import { useToast } from '../../components/toast';
import { BookmarkButton } from '../../features/bookmarks/components/bookmark-button';
import { type Community, useCommunity } from '../../features/communities/api';
import { CommunityImage } from '../../features/communities/components/community-image';
import { JoinButton } from '../../features/communities/components/join-button';
import { LeaveButton } from '../../features/communities/components/leave-button';
import { PostsTab } from '../../features/posts/components/posts-tab';
import { useJoin } from '../../features/communities/use-join';
import { ApiError } from '../../lib/api-client';
import { useHead, useHttpStatus } from '../../lib/head';
import { truncate } from '../../../../common/articles';
import { pageFromSearch } from '../../lib/paged-list';
import { MEMBER_COUNT } from '../../features/communities/components/community-card';
import { msg, t } from '../../lib/i18n';

// The Articles tab opens on a click (the page is rendered with Posts): its code loads then.
const CommunityArticlesTab = lazy(() =>
  import('../../features/articles/components/community-articles-tab').then((m) => ({
    default: m.CommunityArticlesTab,
  })),
);

export const DETAILS_FAILED = msg('Failed to load community details.');
const CONTENT_TABS = [
  { value: 'posts', label: msg('Posts') },
  { value: 'articles', label: msg('Articles') },
] as const;

/** Community page /community/:id (part 2 §2 screen 6). */
export default function CommunityPage() {
  const { id = '' } = useParams();
  const community = useCommunity(id);
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/communities'));
  const err = community.error;
  const notFound = err instanceof ApiError && (err.status === 404 || err.status === 400);
  useHttpStatus(notFound ? 404 : undefined);
  useHead({
    title: notFound ? t('Community not found') : (community.data?.name ?? t('Community')),
    description: community.data ? truncate(community.data.description, 200) : undefined,
    image: community.data?.image || undefined,
  });

  if (community.isPending) return <PageSpinner label={t('Loading community')} />;
  if (notFound) return <CommunityNotFound />;

  return (
    <div className="container-page py-6 sm:py-8">
      <button
        type="button"
        onClick={back}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t('Back')}
      </button>
      {community.isError ? <FormError message={t(DETAILS_FAILED)} /> : <CommunityView community={community.data} />}
    </div>
  );
}

function CommunityNotFound() {
  return (
    <section className="container-page py-16">
      <div className="card mx-auto max-w-lg px-6 py-12 text-center">
        <span className="mx-auto mb-5 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Users aria-hidden className="h-6 w-6" />
        </span>
        <h1 className="text-2xl font-bold">{t('Community not found')}</h1>
        <p className="mt-3 text-sm text-muted">{t('This community does not exist or is no longer available.')}</p>
        <Link to="/communities" className={buttonClass('primary', 'md', 'mt-8')}>
          {t('Return to Communities')}
        </Link>
      </div>
    </section>
  );
}

function CommunityView({ community }: { community: Community }) {
  const [tab, setTab] = useState<'posts' | 'articles'>('posts');
  const [params] = useSearchParams();
  const [toast, notify] = useToast();
  const { isMember, joiningId, joinCommunity } = useJoin(notify);
  const member = isMember(community._id);

  return (
    <>
      <header className="card overflow-hidden">
        <CommunityImage
          src={community.image}
          alt={t('{name} banner', { name: community.name })}
          width={1200}
          height={400}
          eager
          className="h-36 w-full sm:h-56"
        />
        <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold break-words sm:text-3xl">{community.name}</h1>
              {community.status !== 'approved' && <StatusBadge status={community.status} />}
            </div>
            <p className="mt-2 text-sm break-words whitespace-pre-line text-muted">{community.description}</p>
            <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium">
              <Users aria-hidden className="h-4 w-4 text-brand-600" />
              {t(MEMBER_COUNT, { count: community.memberCount })}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <JoinButton
              status={community.status}
              joined={member}
              joining={joiningId === community._id}
              onJoin={() => joinCommunity(community._id)}
              joinLabel={t('Join Community')}
              joinedLabel={t('Member')}
              size="md"
            />
            {member && <LeaveButton community={community} notify={notify} />}
          </div>
        </div>
      </header>

      <Tabs
        label={t('Community content')}
        variant="underline"
        className="mt-6"
        listClassName="mb-4"
        items={CONTENT_TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
        value={tab}
        onValueChange={setTab}
      >
        {tab === 'posts' ? (
          <PostsTab
            communityId={community._id}
            isMember={member}
            page={pageFromSearch(params)}
            postAction={(p) => <BookmarkButton kind="post" id={p._id} variant="ghost" />}
          />
        ) : (
          <Suspense
            fallback={
              <div className="flex justify-center p-10 text-brand-600">
                <Spinner label={t('Loading articles')} />
              </div>
            }
          >
            <CommunityArticlesTab communityId={community._id} />
          </Suspense>
        )}
      </Tabs>
      {toast}
    </>
  );
}
