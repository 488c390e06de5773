import { articlePath } from '../../../common/articles';
import { postPath, postTitle, PROGRAMS_SECTION_PATH } from '../../../common/bookmarks';
import { eventPath } from '../../../common/events';
import { opportunityPath } from '../../../common/opportunities';
import type { SearchResult } from '../../../common/schemas/search';
import { communityPath, excerptOf } from '../../../common/search';
import { startupPath } from '../../../common/startups';
import type { SearchRow } from './queries';

/** The item's page in the app: the features' own path rules (a program has none: the home page's Programs). */
function urlOf(r: SearchRow): string {
  switch (r.kind) {
    case 'article':
      return articlePath({ _id: r.id, title: r.title, articleType: r.article_type ?? 'general' });
    case 'community':
      return communityPath(r.id);
    case 'post':
      return postPath({ _id: r.id, clubId: r.club_id! });
    case 'event':
      return eventPath(r.id);
    case 'program':
      return PROGRAMS_SECTION_PATH;
    case 'startup':
      return startupPath(r.id);
    case 'opportunity':
      return opportunityPath(r.id);
  }
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * Row → result. The title is plain text (a post's is the start of its body); the excerpt is built here from the
 * stored plain text (escaped, then marked), never from ts_headline over stored markup.
 */
export function presentResult(r: SearchRow, words: string[]): SearchResult {
  return {
    kind: r.kind,
    _id: r.id,
    title: r.kind === 'post' ? postTitle(r.title) : r.title,
    excerpt: excerptOf([r.lead, r.body], words),
    url: urlOf(r),
    date: iso(r.date),
    past: !!r.past,
  };
}
