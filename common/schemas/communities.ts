import { fill, msg } from '../i18n';
import { z } from 'zod';
import {
  COMMUNITY_DESCRIPTION_MAX,
  COMMUNITY_DESCRIPTION_MIN,
  COMMUNITY_MESSAGES as M,
  COMMUNITY_NAME_MAX,
  COMMUNITY_NAME_MIN,
  COMMUNITY_STATUSES,
} from '../communities';
import { optionalChoice } from './fields';
import { PageQuery } from './pagination';
import { imageFile } from './uploads';

export const Community = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  status: z.enum(COMMUNITY_STATUSES),
  articlesCount: z.number().int(),
  memberCount: z.number().int(),
  isPrivate: z.boolean(),
  createdAt: z.string(),
  creator: z.object({ name: z.string(), avatar: z.string().nullable() }).nullable(),
});
export type Community = z.infer<typeof Community>;

export const CommunityCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  disapproved: z.number().int(),
  archived: z.number().int(),
});
export type CommunityCounts = z.infer<typeof CommunityCounts>;

export const CommunityListQuery = PageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(COMMUNITY_STATUSES).optional(),
});
export type CommunityListQuery = z.infer<typeof CommunityListQuery>;

const nameMax = fill(msg('Community name must be at most {max} characters'), { max: COMMUNITY_NAME_MAX });

/** The edit form's name rule (part 1 §4). */
export const CommunityName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .min(COMMUNITY_NAME_MIN, M.nameShort)
  .max(COMMUNITY_NAME_MAX, nameMax);
export type CommunityName = z.infer<typeof CommunityName>;

export const CommunityDescription = z
  .string({ error: M.descriptionRequired })
  .trim()
  .min(1, M.descriptionRequired)
  .min(COMMUNITY_DESCRIPTION_MIN, M.descriptionShort)
  .max(
    COMMUNITY_DESCRIPTION_MAX,
    fill(msg('Description must be at most {max} characters'), { max: COMMUNITY_DESCRIPTION_MAX }),
  );
export type CommunityDescription = z.infer<typeof CommunityDescription>;

const banner = imageFile({ required: M.imageMissing, type: M.imageType, size: M.imageSize });
const statusMessage = `status must be one of ${COMMUNITY_STATUSES.join(', ')}`;

/** POST /club/create (multipart): the create form keeps its own message for a blank name (part 1 §4). */
export const CreateCommunityBody = z.object({
  name: z
    .string({ error: M.nameMissing })
    .trim()
    .min(1, M.nameMissing)
    .min(COMMUNITY_NAME_MIN, M.nameShort)
    .max(COMMUNITY_NAME_MAX, nameMax),
  description: CommunityDescription,
  image: banner,
});
export type CreateCommunityBody = z.infer<typeof CreateCommunityBody>;

/** PATCH /club/{id}, JSON or multipart: {status} alone, or {name, description, status} with an optional new banner. */
export const UpdateCommunityBody = z.object({
  name: CommunityName.optional(),
  description: CommunityDescription.optional(),
  status: optionalChoice(COMMUNITY_STATUSES, statusMessage),
  image: banner.optional(),
});
export type UpdateCommunityBody = z.infer<typeof UpdateCommunityBody>;

export const JoinBody = z.object({ clubId: z.uuid({ error: 'clubId must be a community id' }) });
export type JoinBody = z.infer<typeof JoinBody>;

export const ClubIdParam = z.object({ clubId: z.uuid({ error: 'clubId must be a community id' }) });
export type ClubIdParam = z.infer<typeof ClubIdParam>;

export const Membership = z.object({ clubId: z.string() });
export type Membership = z.infer<typeof Membership>;

export const JoinAnswer = z.object({ clubId: z.string(), message: z.string() });
export type JoinAnswer = z.infer<typeof JoinAnswer>;
