/**
 * Notifications, email preferences and bookmarks (issue 17): the constants and pure rules shared by the server
 * and the web app.
 */

/** The notification types, as the API names them. */
export const NOTIFICATION_TYPES = [
  'comment_on_post',
  'reply_to_comment',
  'post_liked',
  'new_post',
  'article_reviewed',
  'startup_reviewed',
  'claim_completed',
  'new_application',
  'application_status',
  'review_needed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Types only administrators receive. */
export const ADMIN_NOTIFICATION_TYPES: readonly NotificationType[] = ['review_needed'];

export const EMAIL_CHOICES = ['instant', 'digest', 'off'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export interface TypePreference {
  email: EmailChoice;
  inApp: boolean;
}

/** What a member gets when they have chosen nothing (issue 17's defaults). */
export const DEFAULT_PREFERENCES: Record<NotificationType, TypePreference> = {
  comment_on_post: { email: 'instant', inApp: true },
  reply_to_comment: { email: 'instant', inApp: true },
  post_liked: { email: 'digest', inApp: true },
  new_post: { email: 'digest', inApp: false },
  article_reviewed: { email: 'instant', inApp: true },
  startup_reviewed: { email: 'instant', inApp: true },
  claim_completed: { email: 'instant', inApp: true },
  new_application: { email: 'instant', inApp: true },
  application_status: { email: 'instant', inApp: true },
  review_needed: { email: 'instant', inApp: true },
};
export const DEFAULT_DIGEST: DigestFrequency = 'weekly';

/** The labels of the preferences page. */
export const EMAIL_CHOICE_LABELS: Record<EmailChoice, string> = {
  instant: 'Email me at once',
  digest: 'Include in my digest',
  off: "Don't email me",
};
export const DIGEST_LABELS: Record<DigestFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Off',
};
export const TYPE_LABELS: Record<NotificationType, string> = {
  comment_on_post: 'Comments on my posts',
  reply_to_comment: 'Replies to my comments',
  post_liked: 'Likes on my posts',
  new_post: 'New posts in my communities',
  article_reviewed: 'My community articles reviewed',
  startup_reviewed: 'My startup verified or rejected',
  claim_completed: 'My startup claims completed',
  new_application: "Applications to my startup's opportunities",
  application_status: 'Changes to my applications',
  review_needed: 'Content waiting for review (admins)',
};

/** The types a member can receive: review items only reach administrators. */
export const typesFor = (admin: boolean): NotificationType[] =>
  NOTIFICATION_TYPES.filter((t) => admin || !ADMIN_NOTIFICATION_TYPES.includes(t));

/** Likes on one post within this window make one notification (and a like taken back in it makes none). */
export const LIKE_GROUPING_MS = 5 * 60 * 1000;
/** How often the bell asks for the unread count while the page is visible. */
export const UNREAD_POLL_MS = 60 * 1000;

export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications yet',
  markAll: 'Mark all as read',
  notFound: 'Notification not found',
} as const;

/** What a member can bookmark. */
export const BOOKMARK_KINDS = ['article', 'post', 'event', 'program', 'opportunity'] as const;
export type BookmarkKind = (typeof BOOKMARK_KINDS)[number];
