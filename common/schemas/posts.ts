import { fill, msg } from '../i18n';
import { z } from 'zod';
import { POST_BODY_MAX } from '../communities';
import { OWN_CONTENT_KINDS } from '../own-content';

/** The author of a post, comment or reply. */
export const PostAuthor = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profileImage: z.string().nullable(),
});
export type PostAuthor = z.infer<typeof PostAuthor>;

const Body = (what: string) =>
  z
    .string({ error: fill(msg('{field} must not be empty'), { field: what }) })
    .trim()
    .min(1, fill(msg('{field} must not be empty'), { field: what }))
    .max(POST_BODY_MAX, fill(msg('{field} must be at most {max} characters'), { field: what, max: POST_BODY_MAX }));

export const Post = z.object({
  _id: z.string(),
  body: z.string(),
  club: z.string(),
  user: PostAuthor,
  createdAt: z.string(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  isLiked: z.boolean(),
});
export type Post = z.infer<typeof Post>;

export const CreatePostBody = z.object({ body: Body('Post'), club: z.uuid({ error: 'club must be a community id' }) });
export type CreatePostBody = z.infer<typeof CreatePostBody>;

export const LikeAnswer = z.object({ postId: z.string(), isLiked: z.boolean(), likesCount: z.number().int() });
export type LikeAnswer = z.infer<typeof LikeAnswer>;

export interface Comment {
  _id: string;
  body: string;
  post: string;
  parentId: string | null;
  user: PostAuthor;
  createdAt: string;
  replies: Comment[];
  repliesCount: number;
}
export const Comment: z.ZodType<Comment> = z.lazy(() =>
  z.object({
    _id: z.string(),
    body: z.string(),
    post: z.string(),
    parentId: z.string().nullable(),
    user: PostAuthor,
    createdAt: z.string(),
    replies: z.array(Comment),
    repliesCount: z.number().int(),
  }),
);
// Recursive: registered by name so the OpenAPI description can refer to it.
z.globalRegistry.add(Comment, { id: 'Comment' });

export const CommentBody = z.object({ body: Body('Comment') });
export type CommentBody = z.infer<typeof CommentBody>;

export const ReplyBody = z.object({ body: Body('Reply'), post: z.uuid({ error: 'post must be a post id' }) });
export type ReplyBody = z.infer<typeof ReplyBody>;

const uuid = (name: string) => z.uuid({ error: fill(msg('{field} must be a valid id'), { field: name }) });
export const PostIdParam = z.object({ postId: uuid('postId') });
export type PostIdParam = z.infer<typeof PostIdParam>;
export const CommentIdParam = z.object({ commentId: uuid('commentId') });
export type CommentIdParam = z.infer<typeof CommentIdParam>;
export const PostClubParam = z.object({ clubId: uuid('clubId') });
export type PostClubParam = z.infer<typeof PostClubParam>;

/** GET /post/mine (issue 17): one of the caller's posts or comments (replies too), with where it is shown. */
export const MyContentItem = z.object({
  kind: z.enum(OWN_CONTENT_KINDS),
  _id: z.string(),
  /** The post itself, or the post the comment is on. */
  post: z.string(),
  /** The plain-text start of the body. */
  excerpt: z.string(),
  createdAt: z.string(),
  community: z.object({ _id: z.string(), name: z.string() }),
  /** The community page at the post, its comments open. */
  url: z.string(),
});
export type MyContentItem = z.infer<typeof MyContentItem>;
