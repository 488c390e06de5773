import { fill, msg } from '../i18n';
import { z } from 'zod';
import { PAYMENT_INSTRUCTIONS_MAX } from '../events';
import {
  PROGRAM_DESCRIPTION_MAX,
  PROGRAM_FILTERS,
  PROGRAM_MESSAGES as M,
  PROGRAM_SEARCH_MAX,
  PROGRAM_TITLE_MAX,
  PROGRAM_TYPES,
} from '../programs';
import { checkPayment, optionalText, optionalUrl, requiredText } from './events';
import { PageQuery } from './pagination';
import { imageFile } from './uploads';

export const Program = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  registrationUrl: z.string().nullable(),
  programType: z.enum(PROGRAM_TYPES),
  /** Paid programs only. */
  paymentInstructions: z.string().nullable(),
  isFeatured: z.boolean(),
  isArchived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Program = z.infer<typeof Program>;

/** GET /program/admin/all: the search box (title or description) and the All Programs / Featured filter. */
export const ProgramListQuery = PageQuery.extend({
  search: z
    .string()
    .trim()
    .max(
      PROGRAM_SEARCH_MAX,
      fill(msg('{field} must be at most {max} characters'), { field: 'search', max: PROGRAM_SEARCH_MAX }),
    )
    .optional(),
  filter: z.enum(PROGRAM_FILTERS, { error: `filter must be one of ${PROGRAM_FILTERS.join(', ')}` }).default('all'),
});
export type ProgramListQuery = z.infer<typeof ProgramListQuery>;

/** POST /program/create (multipart, admin, part 3 §7): the created program is answered. */
export const CreateProgramBody = z
  .object({
    title: requiredText(PROGRAM_TITLE_MAX, M.titleRequired, 'Title'),
    description: requiredText(PROGRAM_DESCRIPTION_MAX, M.descriptionRequired, 'Description'),
    registrationUrl: optionalUrl(M.registrationUrl),
    programType: z.enum(PROGRAM_TYPES, { error: M.programType }).default('free'),
    paymentInstructions: optionalText(PAYMENT_INSTRUCTIONS_MAX, 'Payment instructions'),
    image: imageFile({ required: M.imageRequired, type: M.imageType, size: M.imageSize }),
  })
  .superRefine(checkPayment('programType', M.paymentRequired));
export type CreateProgramBody = z.infer<typeof CreateProgramBody>;
