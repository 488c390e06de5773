import { fill, msg } from '../i18n';
import { z } from 'zod';
import { ARTICLE_MESSAGES as M } from '../articles';

export const Category = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Category = z.infer<typeof Category>;

export const ActiveCategory = Category.pick({ _id: true, name: true, slug: true });
export type ActiveCategory = z.infer<typeof ActiveCategory>;

const CATEGORY_NAME_MAX = 80;
const CATEGORY_DESCRIPTION_MAX = 500;

const categoryName = z
  .string({ error: M.categoryRequired })
  .trim()
  .min(1, M.categoryRequired)
  .max(CATEGORY_NAME_MAX, fill(msg('Category name must be at most {max} characters'), { max: CATEGORY_NAME_MAX }));
const description = z
  .string()
  .trim()
  .max(
    CATEGORY_DESCRIPTION_MAX,
    fill(msg('Description must be at most {max} characters'), { max: CATEGORY_DESCRIPTION_MAX }),
  );

export const CreateCategoryBody = z.object({ name: categoryName, description: description.optional().default('') });
export type CreateCategoryBody = z.infer<typeof CreateCategoryBody>;

export const UpdateCategoryBody = z
  .object({
    name: categoryName.optional(),
    description: description.optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  })
  .refine((v) => v.name !== undefined || v.description !== undefined || v.isActive !== undefined, {
    error: 'Send at least one of name, description or isActive.',
  });
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBody>;

export const CategoryListQuery = z.object({ includeInactive: z.enum(['true', 'false']).optional() });
export type CategoryListQuery = z.infer<typeof CategoryListQuery>;
