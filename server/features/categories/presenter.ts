import type { ActiveCategory, Category } from '../../../common/schemas/categories';
import type { CategoryRow } from './queries';

export const presentCategory = (c: CategoryRow): Category => ({
  _id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  isActive: c.isActive,
  createdAt: c.createdAt.toISOString(),
});

export const presentActiveCategory = (c: CategoryRow): ActiveCategory => ({ _id: c.id, name: c.name, slug: c.slug });
