import { fill, msg } from './i18n';
/**
 * Opportunities and applications: part 3 §2.11, §2.12, §3, §4, §5, §7, §8, §9, decision 15 and issue 11
 * ('Beyond the documents': applications, real views and applications counts).
 */

/** Part 3 §3: type (default job). */
export const OPPORTUNITY_TYPES = ['job', 'internship', 'partnership'] as const;
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number];
export const OPPORTUNITY_TYPE_DEFAULT: OpportunityType = 'job';
export const OPPORTUNITY_TYPE_LABELS: Record<OpportunityType, string> = {
  job: 'Job',
  internship: 'Internship',
  partnership: 'Partnership',
};

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'remote', 'hybrid'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  remote: 'Remote',
  hybrid: 'Hybrid',
};

/** Part 3 §3: currency (default USD). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'NGN'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_DEFAULT: Currency = 'USD';

export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'lead'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
};

/** Part 3 §3, §4: the status labels. New opportunities are active (api-contract); the owner closes, reopens or drafts. */
export const OPPORTUNITY_STATUSES = ['active', 'closed', 'draft'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];
export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = {
  active: 'Active',
  closed: 'Closed',
  draft: 'Draft',
};

/** Applications (issue 11): a new one is submitted; the owner marks it reviewed, shortlisted or declined. */
export const APPLICATION_STATUSES = ['submitted', 'reviewed', 'shortlisted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The states the owner may set. */
export const APPLICATION_REVIEW_STATUSES = ['reviewed', 'shortlisted', 'declined'] as const;
export type ApplicationReviewStatus = (typeof APPLICATION_REVIEW_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  reviewed: 'Reviewed',
  shortlisted: 'Shortlisted',
  declined: 'Declined',
};

/**
 * Part 3 §5: salary, experience level, location, deadline, requirements and skills are shown only for job and
 * internship; lookingFor and offering are partnership lists (§3). The server keeps only the fields of the type;
 * jobType, currency and contactEmail belong to every type (§5 does not limit them).
 */
export const JOB_ONLY_FIELDS = [
  'salaryMin',
  'salaryMax',
  'experienceLevel',
  'location',
  'applicationDeadline',
  'requirements',
  'skills',
] as const;
export const PARTNERSHIP_ONLY_FIELDS = ['lookingFor', 'offering'] as const;
export const hasJobFields = (type: OpportunityType) => type === 'job' || type === 'internship';
export const hasPartnershipFields = (type: OpportunityType) => type === 'partnership';

export const OPPORTUNITY_TITLE_MAX = 200;
export const OPPORTUNITY_DESCRIPTION_MAX = 5000;
export const OPPORTUNITY_LOCATION_MAX = 200;
/** Entries of each list (requirements, skills, lookingFor, offering) and their length. */
export const OPPORTUNITY_LIST_MAX = 30;
export const OPPORTUNITY_LIST_ENTRY_MAX = 200;
/** Salaries are whole amounts of the currency. */
export const SALARY_MAX = 1_000_000_000;
export const EMAIL_MAX = 254;
export const URL_MAX = 2048;
/** Part 3 §9: opportunity cards cut the description at 100 characters. */
export const OPPORTUNITY_CARD_DESCRIPTION = 100;
/** An application's message: short. */
export const APPLICATION_MESSAGE_MAX = 1000;

/** The public page of an opportunity (part 3 §2.12). */
export const opportunityPath = (id: string) => `/opportunity/${id}`;

/** Part 3 §9: a card's description, cut at 100 characters. */
export const cardDescription = (text: string) =>
  text.length > OPPORTUNITY_CARD_DESCRIPTION ? `${text.slice(0, OPPORTUNITY_CARD_DESCRIPTION).trimEnd()}…` : text;

/**
 * A deadline picked as a date (YYYY-MM-DD) lasts to the end of that day (UTC); a full date-time is kept as it is.
 * Answers carry the ISO instant.
 */
export const deadlineInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);

/** Part 3 §5 (issue 11): a deadline not in the past. `now` is a parameter so server, browser and tests agree. */
export const isPastDeadline = (value: string | Date, now: Date | number = Date.now()) =>
  (typeof value === 'string' ? deadlineInstant(value) : value).getTime() < new Date(now).getTime();

/**
 * Decision 15: public while active and its startup verified. Applications are accepted while it is public and its
 * deadline (if any) has not passed.
 */
export const isOpportunityPublic = (o: { status: OpportunityStatus }, startup: { status: string }) =>
  o.status === 'active' && startup.status === 'verified';
export const acceptsApplications = (
  o: { status: OpportunityStatus; applicationDeadline: string | null },
  startup: { status: string },
  now: Date | number = Date.now(),
) => isOpportunityPublic(o, startup) && !(o.applicationDeadline && isPastDeadline(o.applicationDeadline, now));

export const OPPORTUNITY_MESSAGES = {
  // Server validation (part 3 §5: title, description and type required; salaries numeric; lists without blanks).
  titleRequired: 'Please enter a title',
  descriptionRequired: 'Please enter a description',
  type: 'Type must be job, internship or partnership',
  jobType: 'Job type must be full-time, part-time, contract, remote or hybrid',
  currency: 'Currency must be USD, EUR, GBP or NGN',
  experienceLevel: 'Experience level must be entry, mid, senior or lead',
  status: 'Status must be active, closed or draft',
  nothingToUpdate: 'Send at least one field to change',
  salaryMin: fill(msg('Minimum salary must be a whole number from 0 to {max}'), { max: SALARY_MAX }),
  salaryMax: fill(msg('Maximum salary must be a whole number from 0 to {max}'), { max: SALARY_MAX }),
  salaryRange: 'Minimum salary cannot be greater than maximum salary',
  deadlineInvalid: 'Application deadline must be a valid date',
  deadlinePast: 'Application deadline cannot be in the past',
  contactEmail: 'Contact email must be a valid email address',
  list: (what: string) => fill(msg('{field} must be a list of text entries'), { field: what }),
  listTooLong: (what: string) =>
    fill(msg('{field} can have at most {max} entries'), { field: what, max: OPPORTUNITY_LIST_MAX }),
  listEntryTooLong: (what: string) =>
    fill(msg('Each entry of {field} must be at most {max} characters'), {
      field: what,
      max: OPPORTUNITY_LIST_ENTRY_MAX,
    }),
  startupRequired: 'startup must be a startup id',
  // Rules (decision 15, part 3 §4).
  notFound: 'Opportunity not found',
  startupNotFound: 'Startup not found',
  notOwner: 'You can only manage opportunities of your own startups',
  startupNotVerified: 'Only verified startups can post opportunities',
  deleted: 'Opportunity deleted successfully',
  // Applications (issue 11).
  messageRequired: 'Please write a short message',
  messageTooLong: fill(msg('Message must be at most {max} characters'), { max: APPLICATION_MESSAGE_MAX }),
  link: 'Link must be a valid URL (http or https)',
  applicationStatus: 'Status must be reviewed, shortlisted or declined',
  applied: 'Application submitted successfully!',
  alreadyApplied: 'You have already applied to this opportunity',
  ownOpportunity: 'You cannot apply to an opportunity of your own startup',
  notAcceptingApplications: 'This opportunity is no longer accepting applications',
  applicationNotFound: 'Application not found',
  // Client texts (part 3 §8; owner-dashboard failures are only logged, §8 'Silent failures').
  fetchFailed: 'Failed to fetch opportunity details',
  applyFailed: 'Failed to submit application',
  noOpportunities: 'No opportunities yet',
  noApplications: 'No applications yet',
  signInToApply: 'Sign in to apply',
  // Ours (review of issue 11): the owner sees this instead of the apply form.
  ownStartupOpportunity: 'This opportunity belongs to your startup.',
} as const;

/** Where the owner reads applications and where an applicant follows theirs (the mails link there). */
export const OWNER_DASHBOARD_PATH = '/user/startup-management';
export const MY_APPLICATIONS_PATH = '/user/applications';
