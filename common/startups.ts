import { fill, msg } from './i18n';
/** Startup directory, profile and claim rules of part 3 §2.8-2.14, §3-§9 and decisions 15, 17 and 18. */

/** Part 3 §3: verification statuses. An owner's new startup is pending (decision 15). */
export const STARTUP_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type StartupStatus = (typeof STARTUP_STATUSES)[number];
/** The admin's verify modal sets one of these (default verified, part 3 §3). */
export const VERIFY_STATUSES = ['verified', 'rejected'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];

/** Part 3 §3-§4: unclaimed → pending_claim (a code was sent) → claimed (the code was verified). */
export const CLAIM_STATUSES = ['unclaimed', 'pending_claim', 'claimed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * Part 3 §3: each form keeps its own option lists.
 * Industries of the owner form and of the admin startup manager.
 */
export const STARTUP_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'E-commerce',
  'Manufacturing',
  'Real Estate',
  'Transportation',
  'Entertainment',
  'Food & Beverage',
  'Energy',
  'Agriculture',
  'Biotechnology',
] as const;
/** The admin claim form's industries: the same list ending with Other. */
export const CLAIM_FORM_INDUSTRIES = [...STARTUP_INDUSTRIES, 'Other'] as const;
/** Every industry the server accepts (the union of the forms' lists). */
export const ALL_INDUSTRIES = CLAIM_FORM_INDUSTRIES;
export type Industry = (typeof ALL_INDUSTRIES)[number];

/** Funding stages of the admin startup manager. */
export const ADMIN_FUNDING_STAGES = [
  'Pre-Seed',
  'Seed',
  'Series A',
  'Series B',
  'Series C',
  'Series D+',
  'IPO',
  'Acquired',
  'Bootstrap',
] as const;
/** Funding stage values of the owner form. */
export const OWNER_FUNDING_STAGES = ['pre-seed', 'seed', 'series-a', 'series-b', 'series-c', 'ipo'] as const;
/** Funding stage values of the admin claim form. */
export const CLAIM_FORM_FUNDING_STAGES = [
  'Pre-seed',
  'Seed',
  'Series A',
  'Series B',
  'Series C',
  'Growth',
  'IPO',
] as const;
/** Every funding stage value the server accepts (the union of the three lists, stored as sent). */
export const ALL_FUNDING_STAGES = [
  ...new Set<string>([...ADMIN_FUNDING_STAGES, ...OWNER_FUNDING_STAGES, ...CLAIM_FORM_FUNDING_STAGES]),
] as [string, ...string[]];

/**
 * One key for the three lists' spellings of a stage ('Pre-Seed', 'pre-seed' and 'Pre-seed' are one stage;
 * 'Series A' and 'series-a' too): Same Funding Stage compares these keys (the server keeps the same rule in SQL).
 */
export const fundingStageKey = (stage: string) => stage.trim().toLowerCase().replace(/\s+/g, '-');
/** A label for any stored value: the admin manager's spelling when it has one, otherwise the value. */
export function fundingStageLabel(stage: string): string {
  const key = fundingStageKey(stage);
  const known = [...ADMIN_FUNDING_STAGES, ...CLAIM_FORM_FUNDING_STAGES].find((s) => fundingStageKey(s) === key);
  return known ?? stage;
}
/**
 * Same Location compares the country: the last comma-separated part of the location, case-insensitive
 * ('Lagos, Nigeria' and 'Abuja, Nigeria' match). The server keeps the same rule in SQL.
 */
export const locationKey = (location: string) => (location.split(',').pop() ?? '').trim().toLowerCase();

/** Decision 17: the claim code. */
export const CLAIM_CODE_LENGTH = 6;
export const CLAIM_CODE_TTL_MINUTES = 10;
export const CLAIM_CODE_TTL_MS = CLAIM_CODE_TTL_MINUTES * 60 * 1000;
/** Wrong tries allowed on one code; then a new code is needed. */
export const CLAIM_MAX_TRIES = 5;
/** One send (first or resend) a minute per claimant and startup. */
export const CLAIM_RESEND_SECONDS = 60;
/** Part 3 §5 and §9: the code input keeps at most 50 characters, spaces stripped. */
export const CLAIM_CODE_INPUT_MAX = 50;
/** Part 3 §2.10: what the claim page keeps in session storage for a signed-out visitor who starts a claim. */
export const CLAIM_PENDING_STORAGE_KEY = 'pendingClaim';
export const CLAIM_REDIRECT_HINT = 'claim';

/** Whether an address may receive a claim code (decision 17): the contactEmail, or an address at the website's domain. */
export function claimEmailAllowed(email: string, startup: { contactEmail?: string | null; website?: string | null }) {
  const address = email.trim().toLowerCase();
  if (startup.contactEmail && address === startup.contactEmail.trim().toLowerCase()) return true;
  const domain = websiteDomain(startup.website);
  return !!domain && address.split('@').pop() === domain;
}
/** The domain of a website address without a leading www. ('https://www.acme.co.ke/about' → 'acme.co.ke'). */
export function websiteDomain(website?: string | null): string | undefined {
  if (!website) return undefined;
  try {
    const host = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.toLowerCase();
    return host.replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}
/**
 * Part 4: the Claim button shows when the startup is admin-created and unclaimed (and the user is signed in), and
 * decision 17 can send a code somewhere: the startup has a contact email or a website (an admin may create one
 * with neither, which nobody could claim until an address is added).
 */
export const isClaimable = (s: {
  isAdminCreated: boolean;
  claimStatus: ClaimStatus;
  contactEmail?: string | null;
  website?: string | null;
}) => s.isAdminCreated && s.claimStatus !== 'claimed' && (!!s.contactEmail || !!websiteDomain(s.website));

/** Part 3 §9 and §2.9. */
export const SEARCH_SIMILAR_LIMIT = 8;
export const SEARCH_SIMILAR_LIMIT_MAX = 50;
export const SEARCH_SIMILAR_DEBOUNCE_MS = 300;
export const SEARCH_QUERY_MAX = 200;
/** Suggestion chips under Search Similar. */
export const SUGGESTIONS_MAX = 8;
/** Quick-filter lists on the profile (each a page of this size by default). */
export const QUICK_FILTER_LIMIT = 8;
export const DIRECTORY_SKELETON_COUNT = 8;
/** Part 3 §9: a directory description longer than 120 characters is cut to 70. */
export const DIRECTORY_DESCRIPTION_LONG = 120;
export const DIRECTORY_DESCRIPTION_CUT = 70;
export const truncateDirectoryDescription = (d: string) =>
  d.length > DIRECTORY_DESCRIPTION_LONG ? `${d.slice(0, DIRECTORY_DESCRIPTION_CUT).trimEnd()}...` : d;

export const STARTUP_NAME_MAX = 200;
export const STARTUP_DESCRIPTION_MAX = 5000;
export const STARTUP_LOCATION_MAX = 200;
export const FOUNDERS_MAX = 20;
export const FOUNDER_NAME_MAX = 100;
export const REJECTION_REASON_MAX = 1000;
export const EMAIL_MAX = 254;
/** Logo formats of the owner form and the admin forms (part 3 §5, §9); SVG is rasterised (decision 18). */
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/svg+xml'] as const;
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml';

/** Part 3 §2.8-2.14 labels. */
export const STARTUP_LABELS = {
  allIndustries: 'All Industries',
  similarIndustry: 'Similar Industry',
  sameFundingStage: 'Same Funding Stage',
  sameLocation: 'Same Location',
  recentlyFounded: 'Recently Founded',
  searchSimilar: 'Search Similar',
  coFounder: 'Co-Founder',
  claimProfile: 'Claim This Profile',
  showPendingOnly: 'Show Pending Only',
  follow: 'Follow',
  following: 'Following',
  watchlist: 'Watchlist',
  share: 'Share',
  back: 'Back',
} as const;
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  unclaimed: 'Unclaimed',
  pending_claim: 'Pending Claim',
  claimed: 'Claimed',
};
export const STARTUP_STATUS_LABELS: Record<StartupStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const STARTUP_MESSAGES = {
  // Validation (part 3 §5).
  nameRequired: 'Startup name is required',
  industryRequired: 'Industry is required',
  industryInvalid: 'Please select an industry from the list',
  descriptionRequired: 'Description is required',
  logoRequired: 'Please select a logo file',
  logoType: 'Please select a JPEG, PNG or SVG logo',
  logoSize: 'File size should be less than 5MB',
  website: 'Please enter a valid website URL (http or https)',
  contactEmail: 'Please enter a valid contact email',
  fundingStage: 'Please select a funding stage from the list',
  foundedYear: 'Founded year must be a year such as 2021',
  founders: fill(msg('At most {max} founders, each at most {length} characters'), {
    max: FOUNDERS_MAX,
    length: FOUNDER_NAME_MAX,
  }),
  requiredFields: 'Please fill in all required fields',
  status: 'Status must be verified or rejected',
  rejectionReasonRequired: 'A reason is required to reject a startup',
  ownerCannotChangeStatus: 'Only an administrator can change the status of a startup',
  notFound: 'Startup not found',
  deleted: 'Startup deleted successfully',
  // Claims (part 3 §2.10, §5, §8 and decision 17).
  notClaimable: 'This startup is not available for claiming',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailNotAllowed:
    "The verification code can only be sent to the startup's contact email or an address at its website's domain",
  codeRequired: 'Verification code is required',
  codeSent: fill(msg('A verification code has been sent to your email. It expires in {minutes} minutes.'), {
    minutes: CLAIM_CODE_TTL_MINUTES,
  }),
  codeInvalid: 'Invalid verification code',
  codeExpired: 'This verification code has expired. Please request a new code.',
  codeAddressChanged: "The startup's contact details have changed since this code was sent. Please request a new code.",
  codeNotSent: 'We could not send the verification code. Please try again in a moment.',
  codeLocked: 'Too many wrong codes. Please request a new code.',
  noPendingClaim: 'No verification code was requested for this startup. Please start the claim again.',
  resendTooSoon: 'Please wait a minute before requesting another code.',
  claimed: 'Startup claimed successfully!',
  // Client texts (part 3 §2.8, §2.13, §8).
  loadError: 'Error Loading Startups',
  empty: 'No Startups Found',
  adminEmpty: 'No startups found',
  fetchFailed: 'Failed to fetch startups',
  detailsFailed: 'Failed to fetch startup details',
  initiateFailed: 'Failed to initiate claim',
  verifyFailed: 'Failed to verify claim',
  resendFailed: 'Failed to resend verification code',
  resent: 'Verification code resent successfully!',
  createError: 'Error creating startup',
  updateError: 'Error updating startup',
  deleteError: 'Error deleting startup',
  verifyError: 'Error verifying startup',
  confirmDelete: 'Are you sure you want to delete this startup? This action cannot be undone.',
  codeExpiresHint: fill(msg('The code expires in {minutes} minutes.'), { minutes: CLAIM_CODE_TTL_MINUTES }),
  linkCopied: 'Link copied to clipboard',
} as const;

/** A startup's public page and its claim page. */
export const startupPath = (id: string) => `/startup/${id}`;
export const startupClaimPath = (id: string) => `/startup/${id}/claim`;
export const STARTUP_DIRECTORY_PATH = '/startup';
/** The signed-in user's private watchlist (issue 11, review: the list the Watchlist button fills). */
export const WATCHLIST_PATH = '/user/watchlist';
