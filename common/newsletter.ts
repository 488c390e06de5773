/** Newsletter rules of part 1 §5, §7-§8, part 3 §2.4, §4-§5, §7-§8, decision 19 and issue 10 (double opt-in). */

/** Unconfirmed signups expire after 7 days (issue 10). */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;
export const NEWSLETTER_CONFIRM_TTL_MS = NEWSLETTER_CONFIRM_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Status messages of the admin page disappear after 5 seconds (part 3 §2.4, §4). */
export const NEWSLETTER_STATUS_MESSAGE_MS = 5000;
/** How often the admin page reads a running send's progress. */
export const NEWSLETTER_PROGRESS_POLL_MS = 2000;

/** Statuses a listed subscriber can have: unsubscribed addresses leave the list. */
export const SUBSCRIBER_STATUSES = ['pending', 'active'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/** Every status a stored subscriber can have. */
export const SUBSCRIBER_STORED_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriberStoredStatus = (typeof SUBSCRIBER_STORED_STATUSES)[number];

/** A send is 'sending' while deliveries are queued, then 'finished' (each delivery sent or failed). */
export const SEND_STATUSES = ['sending', 'finished'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** One delivery per subscriber per send. */
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'suppressed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_CONTENT_MAX = 100_000;
export const NEWSLETTER_HTML_MAX = 500_000;
export const EMAIL_MAX = 254;

/** Web pages of the mails' links (the token is a path segment). */
export const newsletterConfirmPath = (token: string) => `/newsletter/confirm/${encodeURIComponent(token)}`;
export const newsletterUnsubscribePath = (token: string) => `/newsletter/unsubscribe/${encodeURIComponent(token)}`;
/** RFC 8058 one-click target of the List-Unsubscribe header (POST only, form body `List-Unsubscribe=One-Click`). */
export const newsletterOneClickPath = (token: string) => `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;

/** Whether a pending signup whose confirmation link expires at `expiresAt` has expired at `now`. */
export const isSignupExpired = (expiresAt: string | Date, now: Date | number = Date.now()) =>
  new Date(expiresAt).getTime() <= new Date(now).getTime();

export const NEWSLETTER_MESSAGES = {
  // Signup (part 1 §8).
  invalidEmail: 'Please enter a valid email address.',
  alreadySubscribed: 'This email is already subscribed.',
  failed: 'Something went wrong. Please try again.',
  /** Answer of a signup: the address is pending until the confirmation link is used. */
  checkInbox: 'Thank you for subscribing! Please check your inbox to confirm your subscription.',
  subscribeAnother: 'Subscribe another email',
  // Confirmation (issue 10: double opt-in).
  confirmed: 'Your subscription is confirmed. Thank you!',
  confirmExpired: 'This confirmation link has expired. Please subscribe again.',
  confirmInvalid: 'This confirmation link is not valid. Please subscribe again.',
  tokenRequired: 'token is required',
  // Unsubscribe (decision 19, RFC 8058).
  unsubscribed: 'You have been unsubscribed from the newsletter.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  oneClickBody: 'The body must be List-Unsubscribe=One-Click',
  // Administration (part 3 §5, §8).
  subjectContentRequired: 'Subject and content are required',
  noRecipients: 'There are no confirmed subscribers to send to.',
  sendNotFound: 'Newsletter send not found',
  noSubscribers: 'No subscribers yet',
  fetchFailed: 'Failed to fetch subscribers',
  addFailed: 'Failed to add email',
  sendFailed: 'Failed to send newsletter',
  added: 'Email added successfully',
  sent: 'Newsletter sent successfully',
} as const;

/** The admin page's tabs (part 3 §2.4, §4). */
export const NEWSLETTER_TABS = [
  { id: 'subscribers', label: 'Subscribers' },
  { id: 'add-email', label: 'Add Email' },
  { id: 'send-newsletter', label: 'Send Newsletter' },
] as const;
