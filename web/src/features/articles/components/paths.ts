import { articleSlug } from '../../../../../common/articles';

/** The one article address rule lives in common/ (the server's canonical tags, sitemap and RSS use it too). */
export { articlePath } from '../../../../../common/articles';
export const slugOf = articleSlug;

/** The community reading page /{communityId}/{articleId}/{slug}. */
export const communityArticlePath = (communityId: string, a: { _id: string; title: string; slug?: string }) =>
  `/${communityId}/${a._id}/${slugOf(a)}`;
