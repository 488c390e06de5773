import { msg } from './i18n';
// Constants stated by the specification (part 1 §9, part 3 §9, decisions 4, 7-9, 17-18).

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/jpg'] as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;

export const SIDEBAR_COLLAPSED_PX = 60;
export const SIDEBAR_EXPANDED_PX = 200;

export const VERIFIED_REDIRECT_MS = 3000;
export const RESEND_REDIRECT_MS = 2000;
export const STATUS_MESSAGE_TIMEOUT_MS = 5000;

export const ROLES = ['user', 'admin', 'SuperAdmin'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLES: readonly Role[] = ['admin', 'SuperAdmin'];

export const USER_STATUSES = ['active', 'suspended', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const FOOTER_TAGLINE = msg(
  'Empowering African entrepreneurs with resources, community, and knowledge to build successful startups.',
);
export const BOTTOM_BAR_TAGLINE = msg('Join a thriving community of African tech builders.');
