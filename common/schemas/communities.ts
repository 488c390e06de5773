import { z } from 'zod';
import { COMMUNITY_MESSAGES as M, COMMUNITY_STATUSES } from '../communities';
import { PageQuery } from './pagination';

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

export const CommunityName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .min(3, M.nameShort)
  .max(100, 'Community name must be at most 100 characters');
export const CommunityDescription = z
  .string({ error: M.descriptionRequired })
  .trim()
  .min(1, M.descriptionRequired)
  .min(10, M.descriptionShort)
  .max(2000, 'Description must be at most 2000 characters');

/** PATCH /club/{id} as JSON: {status} alone, or {name, description, status}. */
export const UpdateCommunityBody = z.object({
  name: CommunityName.optional(),
  description: CommunityDescription.optional(),
  status: z.enum(COMMUNITY_STATUSES, { error: `status must be one of ${COMMUNITY_STATUSES.join(', ')}` }).optional(),
});
export type UpdateCommunityBody = z.infer<typeof UpdateCommunityBody>;

export const JoinBody = z.object({ clubId: z.uuid({ error: 'clubId must be a community id' }) });
export const Membership = z.object({ clubId: z.string() });
export type Membership = z.infer<typeof Membership>;

export const IdParam = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

const Author = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profileImage: z.string().nullable(),
});

const Body = (what: string) =>
  z
    .string({ error: `${what} must not be empty` })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(10_000, `${what} must be at most 10000 characters`);

export const Post = z.object({
  _id: z.string(),
  body: z.string(),
  club: z.string(),
  user: Author,
  createdAt: z.string(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  isLiked: z.boolean(),
});
export type Post = z.infer<typeof Post>;

export const CreatePostBody = z.object({ body: Body('Post'), club: z.uuid({ error: 'club must be a community id' }) });
export const LikeAnswer = z.object({ postId: z.string(), isLiked: z.boolean(), likesCount: z.number().int() });

export interface CommentT {
  _id: string;
  body: string;
  post: string;
  parentId: string | null;
  user: z.infer<typeof Author>;
  createdAt: string;
  replies: CommentT[];
  repliesCount: number;
}
export const Comment: z.ZodType<CommentT> = z.lazy(() =>
  z.object({
    _id: z.string(),
    body: z.string(),
    post: z.string(),
    parentId: z.string().nullable(),
    user: Author,
    createdAt: z.string(),
    replies: z.array(Comment),
    repliesCount: z.number().int(),
  }),
);
// Recursive: registered by name so the OpenAPI description can refer to it.
z.globalRegistry.add(Comment, { id: 'Comment' });
export type Comment = CommentT;

export const CommentBody = z.object({ body: Body('Comment') });
export const ReplyBody = z.object({ body: Body('Reply'), post: z.uuid({ error: 'post must be a post id' }) });
