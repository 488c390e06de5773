// The words the article screens show for an article's status and type (the API's values stay English).
import type { ArticleStatus, ArticleType } from '../../../../common/articles';
import { msg } from '../../lib/i18n';

/** Shown with t(). */
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  pending: msg('Pending'),
  approved: msg('Approved'),
  disapproved: msg('Disapproved'),
};

/** Shown with t(). */
export const ARTICLE_TYPE_LABELS: Record<ArticleType, string> = {
  general: msg('General'),
  community: msg('Community'),
};
