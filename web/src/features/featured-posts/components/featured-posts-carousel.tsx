import { useEffect } from 'react';
import { FEATURED_POST_CONTENT_CHARS, FEATURED_POSTS_INTERVAL_MS, truncate } from '../../../../../common/articles';
import { Carousel } from '../../../components/carousel';
import { formatDate } from '../../../lib/format';
import { FallbackImage } from '../../../components/fallback-image';
import { t } from '../../../lib/i18n';
import { useFeaturedPosts } from '../api';

/** Home page 'Featured Posts' (part 1 §2.5 item 4): hidden when empty or failed (the failure is logged). */
export function FeaturedPostsSection() {
  const posts = useFeaturedPosts();
  useEffect(() => {
    if (posts.error) console.error('Failed to load featured posts', posts.error);
  }, [posts.error]);
  if (!posts.data?.length) return null;
  return (
    <section className="container-page py-12 sm:py-16" aria-labelledby="featured-posts-heading">
      <h2 id="featured-posts-heading" className="mb-6 text-2xl font-bold sm:text-3xl">
        {t('Featured Posts')}
      </h2>
      <Carousel
        items={posts.data}
        intervalMs={FEATURED_POSTS_INTERVAL_MS}
        label={t('Featured posts')}
        itemKey={(p) => p._id}
        renderItem={(p) => (
          <article className="card grid overflow-hidden md:grid-cols-2">
            <FallbackImage
              src={p.image}
              alt={p.title}
              width={800}
              height={450}
              className="aspect-video h-full w-full"
            />
            <div className="flex flex-col justify-center p-6 sm:p-8">
              {p.tag && <p className="mb-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">{p.tag}</p>}
              <h3 className="text-xl font-bold sm:text-2xl">{p.title}</h3>
              <p className="mt-3 text-sm text-muted sm:text-base">{truncate(p.content, FEATURED_POST_CONTENT_CHARS)}</p>
              <p className="mt-4 text-xs text-muted">
                <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
              </p>
            </div>
          </article>
        )}
      />
    </section>
  );
}
