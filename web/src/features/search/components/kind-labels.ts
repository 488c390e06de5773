import { KIND_NAME } from '../../../../../common/i18n';
import { t } from '../../../lib/i18n';
import type { SearchKind } from '../api';

/** What a result is, as the results and the typeahead name it, in the page's language. */
export const kindLabel = (kind: SearchKind) => t(KIND_NAME, { kind });
