import type { FeaturedPost } from '../../../common/schemas/featured-posts';
import type { FeaturedPostRow } from './queries';

export const presentFeaturedPost = (p: FeaturedPostRow): FeaturedPost => ({
  _id: p.id,
  title: p.title,
  content: p.content,
  tag: p.tag,
  image: p.image,
  createdAt: p.createdAt.toISOString(),
});
