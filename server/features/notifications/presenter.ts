import type { NotificationType } from '../../../common/notifications';
import type { Notification } from '../../../common/schemas/notifications';
import type { NotificationRow } from './queries';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const nameOf = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`.trim();

/** 'Ama Mensah', 'Ama Mensah and Kofi Boateng', 'Ama Mensah and 3 others'. */
export function whoText(names: string[], count: number) {
  const [first, second] = names;
  if (!first) return 'Someone';
  if (count <= 1) return first;
  if (count === 2 && second) return `${first} and ${second}`;
  const others = count - 1;
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

const quoted = (s: string | undefined) => (s ? ` "${s}"` : '');

/** The sentence of a notification (the list, the mail's subject and the digest). */
export function sentence(type: NotificationType, who: string, d: Record<string, string>): string {
  switch (type) {
    case 'comment_on_post':
      return `${who} commented on your post${quoted(d.excerpt)}`;
    case 'reply_to_comment':
      return `${who} replied to your comment in ${d.community}`;
    case 'post_liked':
      return `${who} liked your post${quoted(d.excerpt)}`;
    case 'new_post':
      return `${who} posted in ${d.community}${quoted(d.excerpt)}`;
    case 'article_reviewed':
      return d.status === 'approved'
        ? `Your article "${d.title}" was approved and is now published`
        : `Your article "${d.title}" was not approved`;
    case 'startup_reviewed':
      return d.status === 'verified'
        ? `Your startup ${d.name} was verified and is now listed in the directory`
        : `Your startup ${d.name} was rejected${d.reason ? `: ${d.reason}` : ''}`;
    case 'claim_completed':
      return `Your claim is complete: you now manage ${d.name}`;
    case 'new_application':
      return `${who} applied to ${d.title} at ${d.name}`;
    case 'application_status':
      return `Your application to ${d.title} at ${d.name} was ${d.status}`;
    case 'review_needed':
      return d.kind === 'article'
        ? `A community article "${d.title}" is waiting for review`
        : `The startup ${d.name} is waiting for review`;
  }
}

export function presentNotification(row: NotificationRow): Notification {
  const actors = row.actors ?? [];
  const who = whoText(actors.map(nameOf), Math.max(row.actorCount, actors.length));
  return {
    _id: row.id,
    type: row.type,
    text: sentence(row.type, who, row.data ?? {}),
    url: row.url,
    createdAt: iso(row.createdAt),
    readAt: row.readAt ? iso(row.readAt) : null,
    actors: actors.map((a) => ({
      _id: a.id,
      first_name: a.firstName,
      last_name: a.lastName,
      profileImage: a.profileImage,
    })),
    actorCount: row.actorCount,
  };
}
