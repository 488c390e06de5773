import { articlePath } from '../../../common/articles';
import { type BookmarkKind, PROGRAMS_SECTION_PATH, postPath, postTitle } from '../../../common/bookmarks';
import { eventPath } from '../../../common/events';
import { opportunityPath } from '../../../common/opportunities';
import type { Bookmark } from '../../../common/schemas/bookmarks';
import type { BookmarkRow } from './queries';

/** What a bookmark shows of its item: a title and the item's page in the app. */
export interface ItemView {
  title: string;
  url: string;
}

export const articleView = (a: { id: string; title: string; articleType: string }): ItemView => ({
  title: a.title,
  url: articlePath({ _id: a.id, title: a.title, articleType: a.articleType }),
});
export const postView = (p: { id: string; body: string; clubId: string }): ItemView => ({
  title: postTitle(p.body),
  url: postPath({ _id: p.id, clubId: p.clubId }),
});
export const eventView = (e: { id: string; title: string }): ItemView => ({ title: e.title, url: eventPath(e.id) });
export const programView = (p: { title: string }): ItemView => ({ title: p.title, url: PROGRAMS_SECTION_PATH });
export const opportunityView = (o: { id: string; title: string }): ItemView => ({
  title: o.title,
  url: opportunityPath(o.id),
});

/**
 * An item that went or that the caller may no longer see: no title (nothing of hidden content is shown), and
 * an address made of the id alone (the item's page says it is not found).
 */
function unavailablePath(kind: BookmarkKind, id: string): string {
  switch (kind) {
    case 'article':
      return `/blog/${id}`;
    case 'post':
      return '/communities';
    case 'event':
      return eventPath(id);
    case 'program':
      return PROGRAMS_SECTION_PATH;
    case 'opportunity':
      return opportunityPath(id);
  }
}

/** A bookmark as the API answers it: the item's view when the caller may see it, else 'not available'. */
export function presentBookmark(row: BookmarkRow, view: ItemView | undefined): Bookmark {
  return {
    kind: row.kind,
    _id: row.itemId,
    title: view?.title ?? '',
    url: view?.url ?? unavailablePath(row.kind, row.itemId),
    savedAt: row.createdAt.toISOString(),
    available: view !== undefined,
  };
}
