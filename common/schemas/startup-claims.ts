import { z } from 'zod';
import { CLAIM_CODE_INPUT_MAX, EMAIL_MAX, STARTUP_MESSAGES as M } from '../startups';

// Claiming an admin-created startup (decision 17): the two calls' bodies and answers, and the admin's counts.

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

/** GET /startup/admin/claim-stats (admin): admin-created startups by claim status (part 3 §2.14). */
export const ClaimStats = z.object({
  total: z.number().int(),
  unclaimed: z.number().int(),
  pendingClaim: z.number().int(),
  claimed: z.number().int(),
});
export type ClaimStats = z.infer<typeof ClaimStats>;
