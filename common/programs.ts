/** Program rules of part 3 §2.6, §4, §5, §8 and part 1 §5. */
import { EVENT_TYPES } from './events';

/** Programs are free or paid, like events. */
export const PROGRAM_TYPES = EVENT_TYPES;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

/** The admin programs manager's filter (part 3 §2.6): All Programs or Featured. */
export const PROGRAM_FILTERS = ['all', 'featured'] as const;
export type ProgramFilter = (typeof PROGRAM_FILTERS)[number];

export const PROGRAM_TITLE_MAX = 200;
export const PROGRAM_DESCRIPTION_MAX = 5000;
export const PROGRAM_SEARCH_MAX = 200;

export const PROGRAM_MESSAGES = {
  titleRequired: 'Please enter a program title',
  descriptionRequired: 'Please enter a program description',
  imageRequired: 'Please upload an image',
  imageType: 'Please select a PNG or JPEG image file',
  imageSize: 'File size should be less than 5MB',
  paymentRequired: 'Payment instructions are required for paid programs',
  registrationUrl: 'Please enter a valid registration URL (http or https)',
  programType: 'Program type must be free or paid',
  notFound: 'Program not found',
  deleted: 'Program deleted successfully',
  // Client texts (part 3 §8, part 1 §5).
  createFailed: 'Error creating program. Please try again.',
  toggleFailed: 'Error updating featured status. Please try again.',
  deleteFailed: 'Error deleting program. Please try again.',
  confirmDelete: 'Are you sure you want to delete this program? This action cannot be undone.',
  empty: 'No Programs Found',
  noFeatured: 'No Featured Programs',
} as const;
