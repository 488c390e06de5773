/**
 * The tags of the shared cache (lib/cache.ts): one name per thing a cached answer is read from. A read keeps
 * its answer under the tags it depends on; a write invalidates the tags of what it changed. New features
 * (events, startups…) add their tags here, so every name is in one place.
 */
export const T = {
  /** Community lists (names, statuses, descriptions; member counts may lag by the cache window). */
  communities: 'communities',
  /** One community's row: answers about it, and the row services check visibility against. */
  community: (id: string) => `community:${id}`,
  /** Whether communities are visible: answers that are 404 for a hidden community carry it. */
  communityVisibility: 'community-visibility',
  /** A community's post lists (counters excepted: see decisions.md). */
  posts: (clubId: string) => `posts:${clubId}`,
  /** The like and comment counts of a community's posts (members read them fresh; visitors within the window). */
  postCounts: (clubId: string) => `post-counts:${clubId}`,
  /** One post's like and comment counts (members read them fresh, each post's kept until it changes). */
  postCount: (postId: string) => `post-count:${postId}`,
  /** One post's row. */
  post: (id: string) => `post:${id}`,
  /** A post's comment trees. */
  comments: (postId: string) => `comments:${postId}`,
  /** Where a post's comments are (a reply's parent): changes only when one of them is deleted. */
  commentPlaces: (postId: string) => `comment-places:${postId}`,
  /** Every article list, search, related and featured answer. */
  articles: 'articles',
  /** One article. */
  article: (id: string) => `article:${id}`,
  categories: 'categories',
  featuredPosts: 'featured-posts',
  /** Every event list and event (upcoming, featured, archived, one event). */
  events: 'events',
  /** Every program list. */
  programs: 'programs',
  /** The video playlists. */
  playlists: 'playlists',
  /** Every public startup list, count, suggestion and search (directory, industry, quick filters). */
  startups: 'startups',
  /** One startup's row: its profile answer (its counters may lag by the cache window). */
  startup: (id: string) => `startup:${id}`,
  /** Every opportunity list (a startup's, the sitemap's). */
  opportunities: 'opportunities',
  /** One opportunity's answers (its counters may lag by the cache window). */
  opportunity: (id: string) => `opportunity:${id}`,
  // A caller's own parts (kept with `cache.own`):
  /** The posts a member liked. */
  likes: (userId: string) => `likes:${userId}`,
  /** The communities a member belongs to. */
  member: (userId: string) => `member:${userId}`,
  /** Whether a member belongs to one community (joining or leaving another leaves it alone). */
  membership: (userId: string, clubId: string) => `membership:${userId}:${clubId}`,
  /** A user's startups, follows and watchlist. */
  startupMine: (userId: string) => `startup-mine:${userId}`,
  /** A member's notifications: their unread count and list pages (issue 17). */
  notifications: (userId: string) => `notifications:${userId}`,
  /** A user's own row (their profile). */
  user: (userId: string) => `user:${userId}`,
} as const;

/** A cache key from a name and the parameters that shape the answer (in a fixed order). */
export function cacheKey(name: string, params: Record<string, unknown>) {
  const parts = Object.keys(params)
    .sort()
    .filter((k) => params[k] !== undefined)
    .map((k) => `${k}=${Array.isArray(params[k]) ? (params[k] as unknown[]).join(',') : String(params[k])}`);
  return `${name}?${parts.join('&')}`;
}
