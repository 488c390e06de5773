import { fill, msg } from '../i18n';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../constants';
import {
  ALL_FUNDING_STAGES,
  ALL_INDUSTRIES,
  CLAIM_STATUSES,
  EMAIL_MAX,
  FOUNDER_NAME_MAX,
  FOUNDERS_MAX,
  LOGO_MIME_TYPES,
  REJECTION_REASON_MAX,
  STARTUP_DESCRIPTION_MAX,
  STARTUP_LOCATION_MAX,
  STARTUP_MESSAGES as M,
  STARTUP_NAME_MAX,
  STARTUP_STATUSES,
  VERIFY_STATUSES,
} from '../startups';
import { optionalText, optionalUrl, requiredText } from './events';
import { type FileValue, fileSize, isFileValue } from './uploads';

/** Part 3 §3: a startup as every call answers it. */
export const Startup = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  industry: z.string(),
  /** Image URL (a WebP re-encoded or rasterised on upload), or null when none was given. */
  logo: z.string().nullable(),
  location: z.string().nullable(),
  /** Text, a year such as '2021'. */
  foundedYear: z.string().nullable(),
  fundingStage: z.string().nullable(),
  founders: z.array(z.string()),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  status: z.enum(STARTUP_STATUSES),
  /** Set when an admin rejects the startup; shown to its owner. */
  rejectionReason: z.string().nullable(),
  isAdminCreated: z.boolean(),
  claimStatus: z.enum(CLAIM_STATUSES),
  claimDate: z.string().nullable(),
  /** The owner's user id (null for an unclaimed admin-created startup). */
  owner: z.string().nullable(),
  /** Signed-in users who follow it (public). */
  followersCount: z.number().int(),
  /** Profile views, once per visitor per day, bots excluded. */
  viewsCount: z.number().int(),
  /** Present for a signed-in caller only: whether they follow it and keep it on their watchlist. */
  isFollowing: z.boolean().optional(),
  isWatchlisted: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Startup = z.infer<typeof Startup>;

/**
 * The logo field of the startup forms: jpeg, png or svg (part 3 §5), at most 5 MB. The server decides the
 * type by the bytes and rasterises SVG to WebP (decision 18). Wrap with .optional() where it may be left out.
 */
export const logoFile = (required: string = M.logoRequired) =>
  z
    .custom<FileValue>(isFileValue, { error: required, abort: true })
    .refine((f) => fileSize(f) <= UPLOAD_MAX_BYTES, { error: M.logoSize, abort: true })
    .refine(
      (f) =>
        typeof Blob === 'undefined' ||
        !(f instanceof Blob) ||
        !f.type ||
        (LOGO_MIME_TYPES as readonly string[]).includes(f.type),
      { error: M.logoType },
    )
    .meta({ type: 'string', format: 'binary' });

/**
 * Founders as the forms send them: one comma-separated text, or a list (multipart `founders[]` repeated, or
 * JSON); entries are split, trimmed and blanks dropped (part 3 §5).
 */
export const foundersField = z
  .union([z.string(), z.array(z.string())], { error: M.founders })
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(FOUNDER_NAME_MAX, M.founders)).max(FOUNDERS_MAX, M.founders));

const industry = (required: string = M.industryRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.enum(ALL_INDUSTRIES, { error: M.industryInvalid }));
/** An optional choice: '' counts as left out. */
const optionalFundingStage = z
  .union([z.literal(''), z.enum(ALL_FUNDING_STAGES, { error: M.fundingStage })], { error: M.fundingStage })
  .optional()
  .transform((v) => v || undefined);
const optionalYear = z
  .string({ error: M.foundedYear })
  .trim()
  .regex(/^(\d{4})?$/, M.foundedYear)
  .refine((y) => !y || (Number(y) >= 1800 && Number(y) <= new Date().getUTCFullYear() + 1), M.foundedYear)
  .optional()
  .transform((v) => v || undefined);
const optionalEmail = (message: string = M.contactEmail) =>
  z
    .union(
      [
        z.literal(''),
        z
          .string()
          .trim()
          .max(EMAIL_MAX, message)
          .pipe(z.email({ error: message })),
      ],
      {
        error: message,
      },
    )
    .optional()
    .transform((v) => v || undefined);

const startupFields = {
  name: requiredText(STARTUP_NAME_MAX, M.nameRequired, 'Name'),
  description: requiredText(STARTUP_DESCRIPTION_MAX, M.descriptionRequired, 'Description'),
  industry: industry(),
  location: optionalText(STARTUP_LOCATION_MAX, 'Location'),
  foundedYear: optionalYear,
  fundingStage: optionalFundingStage,
  founders: foundersField.optional(),
  website: optionalUrl(M.website),
  contactEmail: optionalEmail(),
};

/** POST /startup/create (signed-in, multipart: fields, founders[] repeated, logo): pending, owned by the caller. */
export const CreateStartupBody = z.object({ ...startupFields, logo: logoFile() });
export type CreateStartupBody = z.infer<typeof CreateStartupBody>;

/**
 * POST /startup/admin/create (admin, multipart): verified, isAdminCreated, claimStatus unclaimed. The logo is
 * optional here (the claim form's create-for-company); the admin manager's form asks for one with
 * `AdminManagerStartupForm`.
 */
export const AdminCreateStartupBody = z.object({ ...startupFields, logo: logoFile().optional() });
export type AdminCreateStartupBody = z.infer<typeof AdminCreateStartupBody>;
/** The admin startup manager's add-new form: the same call with a logo required (part 3 §5). */
export const AdminManagerStartupForm = AdminCreateStartupBody.extend({ logo: logoFile() });
/**
 * The admin claim form (create for a company): name, description, industry and contactEmail required with
 * 'Please fill in all required fields'; logo optional (part 3 §5). Its body is AdminCreateStartupBody's.
 */
export const ClaimFormStartupBody = AdminCreateStartupBody.extend({
  name: requiredText(STARTUP_NAME_MAX, M.requiredFields, 'Name'),
  description: requiredText(STARTUP_DESCRIPTION_MAX, M.requiredFields, 'Description'),
  industry: industry(M.requiredFields),
  contactEmail: z
    .string({ error: M.requiredFields })
    .trim()
    .min(1, M.requiredFields)
    .max(EMAIL_MAX, M.contactEmail)
    .pipe(z.email({ error: M.contactEmail })),
});

/**
 * PATCH /startup/{id} (owner or admin; JSON, or multipart with a logo): every field optional, a field left out
 * keeps its value; '' clears an optional one. An owner cannot send status (403); an admin may.
 */
export const UpdateStartupBody = z.object({
  name: requiredText(STARTUP_NAME_MAX, M.nameRequired, 'Name').optional(),
  description: requiredText(STARTUP_DESCRIPTION_MAX, M.descriptionRequired, 'Description').optional(),
  industry: industry().optional(),
  location: z.string({ error: 'Location must be text' }).trim().max(STARTUP_LOCATION_MAX).optional(),
  foundedYear: z
    .string({ error: M.foundedYear })
    .trim()
    .regex(/^(\d{4})?$/, M.foundedYear)
    .optional(),
  fundingStage: z.union([z.literal(''), z.enum(ALL_FUNDING_STAGES)], { error: M.fundingStage }).optional(),
  founders: foundersField.optional(),
  website: z
    .union(
      [
        z.literal(''),
        z
          .string()
          .trim()
          .max(2048, M.website)
          .pipe(z.url({ protocol: /^https?$/, error: M.website })),
      ],
      {
        error: M.website,
      },
    )
    .optional(),
  contactEmail: z
    .union(
      [
        z.literal(''),
        z
          .string()
          .trim()
          .max(EMAIL_MAX)
          .pipe(z.email({ error: M.contactEmail })),
      ],
      {
        error: M.contactEmail,
      },
    )
    .optional(),
  status: z.enum(STARTUP_STATUSES, { error: 'Status must be pending, verified or rejected' }).optional(),
  rejectionReason: z.string().trim().max(REJECTION_REASON_MAX).optional(),
  logo: logoFile().optional(),
});
export type UpdateStartupBody = z.infer<typeof UpdateStartupBody>;

/** PATCH /startup/{id}/verify (admin): {status (default verified), rejectionReason}; a rejection needs a reason. */
export const VerifyStartupBody = z
  .object({
    status: z.enum(VERIFY_STATUSES, { error: M.status }).default('verified'),
    rejectionReason: z
      .string({ error: M.rejectionReasonRequired })
      .trim()
      .max(
        REJECTION_REASON_MAX,
        fill(msg('Rejection reason must be at most {max} characters'), { max: REJECTION_REASON_MAX }),
      )
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && !v.rejectionReason)
      ctx.addIssue({ code: 'custom', path: ['rejectionReason'], message: M.rejectionReasonRequired });
  });
export type VerifyStartupBody = z.infer<typeof VerifyStartupBody>;
