import { fill, msg } from './i18n';
/**
 * Bookmarks (issue 17): what a member saved for later. The kinds are `BOOKMARK_KINDS` in notifications.ts (the
 * schema's constants); here are the labels, messages and pure rules shared by the server and the web app.
 */
import { BOOKMARK_KINDS, type BookmarkKind } from './notifications';

export { BOOKMARK_KINDS, type BookmarkKind };

/** The member's saved items (the user area's page). */
export const BOOKMARKS_PATH = '/user/bookmark';

/** Programs have no page of their own: a saved program opens the home page's Programs carousel. */
export const PROGRAMS_SECTION_PATH = '/#programs';

/** A post's link: its community's page with the post's comments open and the post scrolled to. */
export const postPath = (post: { _id: string; clubId: string }) =>
  `/community/${post.clubId}?comments=${post._id}#post-${post._id}`;

/** A post has no title: a bookmark shows the start of its body, on one line. */
export const POST_TITLE_CHARS = 80;
export function postTitle(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length > POST_TITLE_CHARS ? `${text.slice(0, POST_TITLE_CHARS).trimEnd()}…` : text;
}

/** Most ids one saved-state question may ask about (a page of posts is at most 100). */
export const BOOKMARK_STATE_IDS_MAX = 100;
/** Bookmarks per page of /user/bookmark. */
export const BOOKMARKS_PAGE_SIZE = 20;

export const BOOKMARK_KIND_LABELS: Record<BookmarkKind, string> = {
  article: 'Article',
  post: 'Post',
  event: 'Event',
  program: 'Program',
  opportunity: 'Opportunity',
};
/** The kind filter's tabs. */
export const BOOKMARK_KIND_PLURALS: Record<BookmarkKind, string> = {
  article: msg('Articles'),
  post: msg('Posts'),
  event: msg('Events'),
  program: msg('Programs'),
  opportunity: msg('Opportunities'),
};

export const isBookmarkKind = (v: unknown): v is BookmarkKind =>
  typeof v === 'string' && (BOOKMARK_KINDS as readonly string[]).includes(v);

export const BOOKMARK_MESSAGES = {
  unknownKind: (kind: unknown) =>
    `Unknown kind '${String(kind)}': a bookmark's kind is one of ${BOOKMARK_KINDS.join(', ')}.`,
  kindRequired: `kind is required: one of ${BOOKMARK_KINDS.join(', ')}.`,
  id: 'id must be a valid id',
  ids: fill(msg('ids must be a comma-separated list of up to {max} valid ids'), { max: BOOKMARK_STATE_IDS_MAX }),
  notFound: (kind: BookmarkKind) =>
    fill(msg('{kind} not found: it does not exist or you cannot see it, so it cannot be saved.'), {
      kind: BOOKMARK_KIND_LABELS[kind],
    }),
  removed: 'Bookmark removed.',
  unavailable: 'No longer available',
  empty: 'No bookmarks yet',
  emptyKind: (kind: BookmarkKind) => `No saved ${BOOKMARK_KIND_PLURALS[kind].toLowerCase()} yet`,
  failed: 'Failed to load your bookmarks',
  saveLogin: 'Please log in to save this for later.',
  saveFailed: 'Failed to update your bookmarks. Please try again.',
  save: 'Save',
  saved: 'Saved',
} as const;
