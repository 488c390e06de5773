import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n';
import type { NotificationType } from '../../../common/notifications';
import type { Notification } from '../../../common/schemas/notifications';
import { translate } from '../../lib/i18n';
import type { NotificationRow } from './queries';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const nameOf = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`.trim();

/** A sentence's `t`: the message in the reader's language (issue 20), found by the catalogue script by its name. */
const translator = (locale: Locale) => (id: string, values?: Record<string, unknown>) => translate(locale, id, values);

/** 'Ama Mensah', 'Ama Mensah and Kofi Boateng', 'Ama Mensah and 3 others' (in the reader's language). */
export function whoText(names: string[], count: number, locale: Locale = DEFAULT_LOCALE) {
  const t = translator(locale);
  const [first, second] = names;
  if (!first) return t('Someone');
  if (count <= 1) return first;
  if (count === 2 && second) return t('{first} and {second}', { first, second });
  return t('{first} and {others, plural, one {# other} other {# others}}', { first, others: count - 1 });
}

/**
 * The sentence of a notification (the list, the mail's subject and the digest) in the reader's language. `count`
 * is how many people `who` names (the verb agrees with it in French); a quoted excerpt is in that language's quotes.
 */
export function sentence(
  type: NotificationType,
  who: string,
  d: Record<string, string>,
  locale: Locale = DEFAULT_LOCALE,
  count = 1,
): string {
  const t = translator(locale);
  const excerpt = d.excerpt ? ` ${t('"{text}"', { text: d.excerpt })}` : '';
  const v = { ...d, who, count, excerpt };
  switch (type) {
    case 'comment_on_post':
      return t(
        '{count, plural, one {{who} commented on your post{excerpt}} other {{who} commented on your post{excerpt}}}',
        v,
      );
    case 'reply_to_comment':
      return t(
        '{count, plural, one {{who} replied to your comment in {community}} other {{who} replied to your comment in {community}}}',
        v,
      );
    case 'post_liked':
      return t('{count, plural, one {{who} liked your post{excerpt}} other {{who} liked your post{excerpt}}}', v);
    case 'new_post':
      return t(
        '{count, plural, one {{who} posted in {community}{excerpt}} other {{who} posted in {community}{excerpt}}}',
        v,
      );
    case 'article_reviewed':
      return d.status === 'approved'
        ? t('Your article "{title}" was approved and is now published', v)
        : t('Your article "{title}" was not approved', v);
    case 'startup_reviewed':
      if (d.status === 'verified') return t('Your startup {name} was verified and is now listed in the directory', v);
      return d.reason ? t('Your startup {name} was rejected: {reason}', v) : t('Your startup {name} was rejected', v);
    case 'claim_completed':
      return t('Your claim is complete: you now manage {name}', v);
    case 'new_application':
      return t(
        '{count, plural, one {{who} applied to {title} at {name}} other {{who} applied to {title} at {name}}}',
        v,
      );
    case 'application_status':
      return t(
        '{status, select, submitted {Your application to {title} at {name} was submitted} reviewed {Your application to {title} at {name} was reviewed} shortlisted {Your application to {title} at {name} was shortlisted} declined {Your application to {title} at {name} was declined} other {Your application to {title} at {name} was {status}}}',
        v,
      );
    case 'review_needed':
      return d.kind === 'article'
        ? t('A community article "{title}" is waiting for review', v)
        : t('The startup {name} is waiting for review', v);
  }
}

/** A notification as the API answers it, its sentence in `locale` (the request's, or the mail's recipient's). */
export function presentNotification(row: NotificationRow, locale: Locale = DEFAULT_LOCALE): Notification {
  const actors = row.actors ?? [];
  const count = Math.max(row.actorCount, actors.length);
  const names = actors.map(nameOf);
  const who = whoText(names, count, locale);
  return {
    _id: row.id,
    type: row.type,
    text: sentence(row.type, who, row.data ?? {}, locale, names.length ? count : 1),
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
