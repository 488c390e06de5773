import { msg } from '../../../lib/i18n';
import type { SearchKind } from '../api';

/** What a result is, as the results and the typeahead name it (English; shown with t()). */
export const KIND_LABELS: Record<SearchKind, string> = {
  article: msg('Article'),
  community: msg('Community'),
  post: msg('Post'),
  event: msg('Event'),
  program: msg('Program'),
  startup: msg('Startup'),
  opportunity: msg('Opportunity'),
};
