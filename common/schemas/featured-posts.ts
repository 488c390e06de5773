import { z } from 'zod';
import { ARTICLE_MESSAGES as M } from '../articles';
import { imageFile } from './uploads';

export const FeaturedPost = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  tag: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type FeaturedPost = z.infer<typeof FeaturedPost>;

const TOO_LONG = 'A field is too long.';
/** Part 2 §5: every field is required, with one message for all of them. */
const required = (max: number) =>
  z.string({ error: M.featuredPostRequired }).trim().min(1, M.featuredPostRequired).max(max, TOO_LONG);
const image = imageFile({
  required: M.featuredPostRequired,
  type: 'Only PNG, JPG, and JPEG files are allowed',
  size: M.imageSize,
});

const shape = { title: required(200), content: required(10_000), tag: required(100) };

/** POST /featured-post (multipart): title, content, tag and an image. */
export const CreateFeaturedPostBody = z.object({ ...shape, image });
export type CreateFeaturedPostBody = z.infer<typeof CreateFeaturedPostBody>;

/** PATCH /featured-post/{id} (multipart): the same fields; leaving the image out keeps the current one. */
export const UpdateFeaturedPostBody = z.object({ ...shape, image: image.optional() });
export type UpdateFeaturedPostBody = z.infer<typeof UpdateFeaturedPostBody>;
