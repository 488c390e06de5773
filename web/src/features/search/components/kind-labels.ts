import type { SearchKind } from '../api';

/** What a result is, as the results and the typeahead name it. */
export const KIND_LABELS: Record<SearchKind, string> = {
  article: 'Article',
  community: 'Community',
  post: 'Post',
  event: 'Event',
  program: 'Program',
  startup: 'Startup',
  opportunity: 'Opportunity',
};
