// The texts of the article screens' failures (part 2 §8): what a status code means on each screen, in the page's
// language (the API's own messages already are).
import { ARTICLE_MESSAGES as M } from '../../../../common/articles';
import { ApiError, errorMessage } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import type { Article } from './api';

const status = (err: unknown) => (err instanceof ApiError ? err.status : undefined);

/** A community article that could not be read. */
export function loadErrorText(err: unknown): string {
  const s = status(err);
  if (s === 404 || s === 400) return t('Article not found');
  if (s === 403) return t("You don't have permission to view this article");
  return t('Failed to load article');
}

/** A failed create of a community article. */
export function createErrorText(err: unknown): string {
  const s = status(err);
  if (s === 403) return t(M.notMember);
  if (s === 400) return errorMessage(err, t('Invalid article data'));
  return t('Failed to create article');
}

/** A failed update of a community article. */
export function updateErrorText(err: unknown): string {
  const s = status(err);
  if (s === 404) return t(M.notFound);
  if (s === 403) return t(M.noPermissionEdit);
  if (s === 400) return errorMessage(err, t('Invalid article data'));
  return t('Failed to update article');
}

/**
 * Why the edit screen cannot edit this article, if it cannot: only its author edits it, and only as an article
 * of type community in the community of the address (part 2 §5).
 */
export function editProblem(
  loadError: unknown,
  article: Article | undefined,
  communityId: string,
  userId: string,
): string | null {
  if (loadError) return status(loadError) === 404 ? t(M.notFound) : t('Failed to load article');
  if (article?.articleType !== 'community' || article.clubId !== communityId) return t(M.notFound);
  if (article.userId?._id !== userId) return t(M.onlyAuthor);
  return null;
}
