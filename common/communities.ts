import { fill, msg } from './i18n';
/** Community status machine (part 1 §4). */
export const COMMUNITY_STATUSES = ['pending', 'approved', 'disapproved', 'archived'] as const;
export type CommunityStatus = (typeof COMMUNITY_STATUSES)[number];

const TRANSITIONS: Record<CommunityStatus, readonly CommunityStatus[]> = {
  pending: ['approved', 'disapproved', 'archived'],
  approved: ['disapproved', 'archived'],
  disapproved: ['approved'],
  archived: ['approved'],
};

/** The statuses a community may move to from its current one (staying put is always allowed). */
export const allowedTransitions = (from: CommunityStatus): readonly CommunityStatus[] => TRANSITIONS[from];

export function canTransition(from: CommunityStatus, to: CommunityStatus): boolean {
  return from === to || TRANSITIONS[from].includes(to);
}

/** Decision 11: visitors and users see approved and pending communities; admins see all. */
export const PUBLIC_COMMUNITY_STATUSES: readonly CommunityStatus[] = ['approved', 'pending'];

export const COMMUNITY_NAME_MIN = 3;
export const COMMUNITY_NAME_MAX = 100;
export const COMMUNITY_DESCRIPTION_MIN = 10;
export const COMMUNITY_DESCRIPTION_MAX = 2000;
export const POST_PREVIEW_CHARS = 300;
/** Longest post, comment or reply. */
export const POST_BODY_MAX = 10_000;
export const DASHBOARD_COMMUNITIES = 4;

/** 'N members' with the plural 's' unless N is 1 (part 1 §9). */
export const memberCountLabel = (n: number) => `${n} member${n === 1 ? '' : 's'}`;

export const COMMUNITY_MESSAGES = {
  nameMissing: 'Please enter a community name',
  nameRequired: 'Community name is required',
  nameShort: fill(msg('Community name must be at least {min} characters'), { min: COMMUNITY_NAME_MIN }),
  descriptionRequired: 'Description is required',
  descriptionShort: fill(msg('Description must be at least {min} characters'), { min: COMMUNITY_DESCRIPTION_MIN }),
  imageMissing: 'Please upload a banner image',
  imageType: 'Only PNG, JPG, and JPEG files are allowed',
  imageSize: 'File size must be less than 5MB',
  joinLogin: 'Please log in to join this community',
  likeLogin: 'Please log in to like posts',
  commentLogin: 'Please log in to comment on posts',
  replyLogin: 'Please log in to reply to comments',
  joinToComment: 'Join this community to comment on posts',
} as const;
