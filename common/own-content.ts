/**
 * The member's own pages (issue 17): 'My articles' (/user/blog) and 'My content' (/user/content). Their
 * addresses, texts and the one rule for the address of a post or comment in its community.
 */
import type { ArticleStatus } from './articles';
import { PAGE_LIMIT_DEFAULT } from './constants';

export const MY_ARTICLES_PATH = '/user/blog';
export const MY_CONTENT_PATH = '/user/content';

/** What /user/content lists. */
export const OWN_CONTENT_KINDS = ['post', 'comment'] as const;
export type OwnContentKind = (typeof OWN_CONTENT_KINDS)[number];
export const OWN_CONTENT_KIND_LABELS: Record<OwnContentKind, string> = { post: 'Post', comment: 'Comment' };

/** How much of a post's or comment's text the list shows. */
export const OWN_EXCERPT_CHARS = 160;

/** A member's article status as the badge shows it (part 2: 'Pending review' until approved). */
export const MY_ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  disapproved: 'Disapproved',
};

/** Part 2 §2: writing and editing a community article. */
export const createArticlePath = (communityId: string) => `/community/${communityId}/create-article`;
export const editArticlePath = (communityId: string, articleId: string) =>
  `/community/${communityId}/edit-article/${articleId}`;

/** The plain-text start of a body: whitespace folded, cut at OWN_EXCERPT_CHARS with an ellipsis. */
export function excerptOf(body: string, chars = OWN_EXCERPT_CHARS): string {
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length > chars ? `${text.slice(0, chars).trimEnd()}...` : text;
}

/**
 * Where a post is shown: its community's page holding it (the Posts tab loads PAGE_LIMIT_DEFAULT a page, newest
 * first, so `newerPosts` posts come before it), with its comments open (`?comments=`) and scrolled to it.
 */
export function postPlacePath(communityId: string, postId: string, newerPosts = 0): string {
  const page = Math.floor(newerPosts / PAGE_LIMIT_DEFAULT) + 1;
  return `/community/${communityId}?${page > 1 ? `page=${page}&` : ''}comments=${postId}#post-${postId}`;
}

export const OWN_CONTENT_MESSAGES = {
  articlesFailed: 'Failed to load your articles',
  articlesEmpty: "You haven't written any articles yet",
  contentFailed: 'Failed to load your posts and comments',
  contentEmpty: "You haven't posted or commented yet",
} as const;
