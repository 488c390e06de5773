import type { NewsletterSend, Subscriber } from '../../../common/schemas/newsletter';
import type { DeliveryCounts, SendRow, SubscriberRow } from './queries';

/** Row → answer. Only pending and active subscribers are listed. */
export const presentSubscriber = (s: SubscriberRow): Subscriber => ({
  _id: s.id,
  email: s.email,
  createdAt: s.createdAt.toISOString(),
  status: s.status === 'active' ? 'active' : 'pending',
  suppressed: s.suppressed,
});

const NONE: DeliveryCounts = { queued: 0, sending: 0, sent: 0, failed: 0, suppressed: 0 };

/**
 * A send with its progress: `queued` counts the deliveries still waiting or being sent; `failed` those that
 * could not be delivered, including addresses that unsubscribed or bounced before their turn.
 */
export const presentSend = (s: SendRow, counts: DeliveryCounts = NONE): NewsletterSend => ({
  _id: s.id,
  subject: s.subject,
  status: s.status,
  total: s.total,
  queued: counts.queued + counts.sending,
  sent: counts.sent,
  failed: counts.failed + counts.suppressed,
  createdAt: s.createdAt.toISOString(),
  finishedAt: s.finishedAt ? s.finishedAt.toISOString() : null,
});
