import { fill, msg } from '../i18n';
import { z } from 'zod';
import {
  EMAIL_MAX,
  NEWSLETTER_CONTENT_MAX,
  NEWSLETTER_HTML_MAX,
  NEWSLETTER_MESSAGES as M,
  NEWSLETTER_SUBJECT_MAX,
  SEND_STATUSES,
  SUBSCRIBER_STATUSES,
} from '../newsletter';

/** An email address: trimmed, lower-cased; any fault gives the signup's message (part 1 §8). */
const email = z
  .string({ error: M.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, M.invalidEmail)
  .pipe(z.email({ error: M.invalidEmail }));

/** POST /newsletter/subscribe (public): the address becomes pending and receives the confirmation mail. */
export const SubscribeBody = z.object({ email });
export type SubscribeBody = z.infer<typeof SubscribeBody>;
/** Answer of subscribe, confirm and unsubscribe: the address concerned and a message to show. */
export const NewsletterAnswer = z.object({ email: z.string(), message: z.string() });
export type NewsletterAnswer = z.infer<typeof NewsletterAnswer>;
export const SubscribeAnswer = NewsletterAnswer;
export type SubscribeAnswer = NewsletterAnswer;

/** POST /newsletter/manual (admin): the address is active at once. */
export const ManualBody = z.object({ email });
export type ManualBody = z.infer<typeof ManualBody>;

const token = z.string({ error: M.tokenRequired }).trim().min(1, M.tokenRequired).max(200, 'token is too long');

/** POST /newsletter/confirm (public): the confirmation page's button. */
export const ConfirmBody = z.object({ token });
export type ConfirmBody = z.infer<typeof ConfirmBody>;

/** POST /newsletter/unsubscribe (public): the unsubscribe page's button. */
export const UnsubscribeBody = z.object({ token });
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;
/** The `{token}` of POST /newsletter/unsubscribe/{token} (RFC 8058 one-click, the List-Unsubscribe header's URL). */
export const UnsubscribeParam = z.object({ token });
export type UnsubscribeParam = z.infer<typeof UnsubscribeParam>;
/** Its body (RFC 8058 §3.1): `List-Unsubscribe=One-Click`, form-encoded (or multipart, or JSON). */
export const OneClickBody = z.object(
  { 'List-Unsubscribe': z.literal('One-Click', { error: M.oneClickBody }) },
  { error: M.oneClickBody },
);
export type OneClickBody = z.infer<typeof OneClickBody>;

/** GET /newsletter (admin): pending and active subscribers, newest first. */
export const Subscriber = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** A permanent delivery failure: the address is never mailed again. */
  suppressed: z.boolean(),
});
export type Subscriber = z.infer<typeof Subscriber>;

const required = (max: number, what: string) =>
  z
    .string({ error: M.subjectContentRequired })
    .trim()
    .min(1, M.subjectContentRequired)
    .max(max, fill(msg('{field} must be at most {max} characters'), { field: what, max }));

/** POST /newsletter/send (admin, part 3 §5): subject and content required; htmlContent empty by default. */
export const SendBody = z.object({
  subject: required(NEWSLETTER_SUBJECT_MAX, 'Subject'),
  content: required(NEWSLETTER_CONTENT_MAX, 'Content'),
  htmlContent: z
    .string({ error: 'htmlContent must be text' })
    .max(
      NEWSLETTER_HTML_MAX,
      fill(msg('{field} must be at most {max} characters'), { field: 'htmlContent', max: NEWSLETTER_HTML_MAX }),
    )
    .default(''),
});
export type SendBody = z.infer<typeof SendBody>;

/**
 * A send and its progress (POST /newsletter/send, GET /newsletter/sends, GET /newsletter/sends/{id}):
 * `total` deliveries, of which `queued` still wait (or are being sent), `sent` went out, `failed` could not be
 * delivered (permanent failure, retries exhausted, or the address unsubscribed before its turn).
 */
export const NewsletterSend = z.object({
  _id: z.string(),
  subject: z.string(),
  status: z.enum(SEND_STATUSES),
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  /** When the last delivery was settled; null while sending. */
  finishedAt: z.string().nullable(),
});
export type NewsletterSend = z.infer<typeof NewsletterSend>;
