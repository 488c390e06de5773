import { z } from 'zod';
import { fill, LOCALES, msg } from '../i18n';
import { PASSWORD_MAX, PASSWORD_MIN, ROLES, USER_STATUSES } from '../constants';
import { PageQuery } from './pagination';
import { imageFile } from './uploads';

const email = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'email is too long')
  .pipe(z.email({ error: 'email must be a valid email address' }));

export const Password = z
  .string({ error: 'password is required' })
  .min(PASSWORD_MIN, fill(msg('Password must be at least {min} characters long.'), { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, fill(msg('Password must be at most {max} characters long.'), { max: PASSWORD_MAX }));
export type Password = z.infer<typeof Password>;

export const LoginBody = z.object({
  email,
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(PASSWORD_MAX * 4),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const TokenPair = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

const name = (field: string) =>
  z
    .string({ error: fill(msg('{field} is required'), { field }) })
    .trim()
    .min(1, fill(msg('{field} is required'), { field }))
    .max(100, fill(msg('{field} must be at most {max} characters'), { field, max: 100 }));

const phone = z
  .string({ error: 'phone_number is required' })
  .trim()
  .max(30, 'phone_number must be at most 30 characters')
  .regex(/^[+0-9 ()-]*$/, 'phone_number may contain only digits, spaces, +, -, ( and )');

export const RegisterBody = z.object({
  first_name: name('first_name'),
  last_name: name('last_name'),
  email,
  phone_number: phone.min(1, 'phone_number is required'),
  password: Password,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const RegisterAnswer = z.object({ email: z.string(), message: z.string() });
export type RegisterAnswer = z.infer<typeof RegisterAnswer>;

export const EmailBody = z.object({ email });
export type EmailBody = z.infer<typeof EmailBody>;

export const VerifyEmailBody = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;
export const VerifyEmailAnswer = z.object({
  message: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
});
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswer>;

export const ResetPasswordBody = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200),
  password: Password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const User = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  profileImage: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  status: z.enum(USER_STATUSES),
  location: z.string().nullable(),
  /** The member's language (issue 20). */
  locale: z.enum(LOCALES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

/** The profile's language (issue 20). */
export const LOCALE_MESSAGES = {
  unsupported: 'The language must be en (English) or fr (French).',
} as const;

/** Part 1 §9: the profile picture's messages. */
export const PROFILE_IMAGE_MESSAGES = {
  required: 'Please select an image',
  type: 'Please select a valid image file (JPEG, PNG, or JPG)',
  size: 'Image size must be less than 5MB',
} as const;

/** An email field a form may leave blank (blank keeps the current address). */
const optionalEmail = z
  .string({ error: 'email must be a valid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'email is too long')
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'email must be a valid email address' })
  .transform((v) => v || undefined)
  .optional();

/** PATCH /user/profile (multipart): the fields to change and an optional new picture. */
export const UpdateProfileBody = z.object({
  first_name: name('first_name').optional(),
  last_name: name('last_name').optional(),
  email: optionalEmail,
  phone_number: phone.optional(),
  profileImage: imageFile(PROFILE_IMAGE_MESSAGES).optional(),
  locale: z.enum(LOCALES, { error: LOCALE_MESSAGES.unsupported }).optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const UserCounts = z.object({
  totalCount: z.number().int(),
  activeCount: z.number().int(),
  suspendedCount: z.number().int(),
});
export type UserCounts = z.infer<typeof UserCounts>;

export const UserListQuery = PageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;
