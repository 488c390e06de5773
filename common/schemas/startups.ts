import { fill, msg } from '../i18n';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../constants';
import {
  ALL_FUNDING_STAGES,
  ALL_INDUSTRIES,
  CLAIM_CODE_INPUT_MAX,
  CLAIM_STATUSES,
  EMAIL_MAX,
  FOUNDER_NAME_MAX,
  FOUNDERS_MAX,
  LOGO_MIME_TYPES,
  REJECTION_REASON_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_SIMILAR_LIMIT,
  SEARCH_SIMILAR_LIMIT_MAX,
  STARTUP_DESCRIPTION_MAX,
  STARTUP_LOCATION_MAX,
  STARTUP_MESSAGES as M,
  STARTUP_NAME_MAX,
  STARTUP_STATUSES,
  VERIFY_STATUSES,
} from '../startups';
import { optionalText, optionalUrl, requiredText } from './events';
import { PageQuery } from './pagination';
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

/** POST /startup/{id}/initiate-claim (signed-in): where to send the code (decision 17). Also the resend. */
export const InitiateClaimBody = z.object({
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(EMAIL_MAX, M.emailInvalid)
    .pipe(z.email({ error: M.emailInvalid })),
});
export type InitiateClaimBody = z.infer<typeof InitiateClaimBody>;
export const InitiateClaimAnswer = z.object({
  message: z.string(),
  /** The address the code went to. */
  email: z.string(),
  /** When this code stops working (ISO 8601). */
  expiresAt: z.string(),
  /** When another code may be requested (ISO 8601). */
  resendAfter: z.string(),
});
export type InitiateClaimAnswer = z.infer<typeof InitiateClaimAnswer>;

/** POST /startup/{id}/verify-claim (signed-in): {token} = the emailed code; spaces stripped, at most 50 characters. */
export const VerifyClaimBody = z.object({
  token: z
    .string({ error: M.codeRequired })
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().min(1, M.codeRequired).max(CLAIM_CODE_INPUT_MAX, M.codeInvalid)),
});
export type VerifyClaimBody = z.infer<typeof VerifyClaimBody>;

const optionalIndustryFilter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);
const optionalSearch = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX)
  .optional()
  .transform((v) => v || undefined);

/** GET /startup (public): verified startups, newest first; `industry` and `search` (full text) narrow it. */
export const StartupListQuery = PageQuery.extend({
  industry: optionalIndustryFilter,
  search: optionalSearch,
});
export type StartupListQuery = z.infer<typeof StartupListQuery>;

/**
 * GET /startup/admin/all (admin): every startup, newest first; `search` over name, description and contact
 * email; `status`, `claimStatus`, `industry` and `adminCreated` filters.
 */
export const AdminStartupListQuery = StartupListQuery.extend({
  status: z.enum(STARTUP_STATUSES, { error: 'status must be pending, verified or rejected' }).optional(),
  claimStatus: z.enum(CLAIM_STATUSES, { error: 'claimStatus must be unclaimed, pending_claim or claimed' }).optional(),
  adminCreated: z
    .enum(['true', 'false'], { error: 'adminCreated must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type AdminStartupListQuery = z.infer<typeof AdminStartupListQuery>;

/** GET /startup/{id}/search-similar?q=&limit= (public): ranked full-text search, default 8; blank q answers []. */
export const SearchSimilarQuery = z.object({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX, fill(msg('{field} must be at most {max} characters'), { field: 'q', max: SEARCH_QUERY_MAX }))
    .default(''),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(
      SEARCH_SIMILAR_LIMIT_MAX,
      fill(msg('{field} must be at most {max}'), { field: 'limit', max: SEARCH_SIMILAR_LIMIT_MAX }),
    )
    .default(SEARCH_SIMILAR_LIMIT),
});
export type SearchSimilarQuery = z.infer<typeof SearchSimilarQuery>;

/** GET /startup/industry/{industry}. */
export const IndustryParam = z.object({ industry: z.string().trim().min(1, 'industry is required').max(100) });

/** GET /startup/stats (public): the directory hero's counts of verified startups and their industries. */
export const StartupStats = z.object({ startups: z.number().int(), industries: z.number().int() });
export type StartupStats = z.infer<typeof StartupStats>;
/** GET /startup/industries (public): the industries that exist among verified startups, with counts. */
export const IndustryCount = z.object({ industry: z.string(), count: z.number().int() });
export type IndustryCount = z.infer<typeof IndustryCount>;
/** GET /startup/admin/claim-stats (admin): admin-created startups by claim status (part 3 §2.14). */
export const ClaimStats = z.object({
  total: z.number().int(),
  unclaimed: z.number().int(),
  pendingClaim: z.number().int(),
  claimed: z.number().int(),
});
export type ClaimStats = z.infer<typeof ClaimStats>;

/** POST|DELETE /startup/{id}/follow (signed-in). */
export const FollowAnswer = z.object({ isFollowing: z.boolean(), followersCount: z.number().int() });
export type FollowAnswer = z.infer<typeof FollowAnswer>;
/** POST|DELETE /startup/{id}/watchlist (signed-in). */
export const WatchlistAnswer = z.object({ isWatchlisted: z.boolean() });
export type WatchlistAnswer = z.infer<typeof WatchlistAnswer>;
/** POST /startup/{id}/view (public): counted once per visitor per day; bots are not counted. */
export const ViewAnswer = z.object({ counted: z.boolean(), viewsCount: z.number().int() });
export type ViewAnswer = z.infer<typeof ViewAnswer>;
