// Reading times in the page's language: common/articles.ts counts the minutes (part 2 §9), the catalogue words them.
import { readTimeMinutes } from '../../../../common/articles';
import { t } from '../../lib/i18n';

/** 'N min read'. */
export const readTimeText = (minutes: number) => t('{minutes} min read', { minutes });
/** The reading time of an article's HTML body. */
export const readTimeLabel = (html: string) => readTimeText(readTimeMinutes(html));
