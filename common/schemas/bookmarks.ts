import { z } from 'zod';
import { BOOKMARK_KINDS, BOOKMARK_MESSAGES as M, BOOKMARK_STATE_IDS_MAX } from '../bookmarks';
import { PageQuery } from './pagination';

/** A bookmark's kind; an unknown one is refused with a message naming it. */
export const BookmarkKindField = z.enum(BOOKMARK_KINDS, {
  error: (iss) => (iss.input === undefined ? M.kindRequired : M.unknownKind(iss.input)),
});

const itemId = z.uuid({ error: M.id });

/** POST /bookmarks: save an item for later. */
export const BookmarkBody = z.object({ kind: BookmarkKindField, id: itemId });
export type BookmarkBody = z.infer<typeof BookmarkBody>;

/** DELETE /bookmarks/{kind}/{id}. */
export const BookmarkParams = z.object({ kind: BookmarkKindField, id: itemId });
export type BookmarkParams = z.infer<typeof BookmarkParams>;

/** GET /bookmarks: newest first, all kinds or one. */
export const BookmarkQuery = PageQuery.extend({ kind: BookmarkKindField.optional() });
export type BookmarkQuery = z.infer<typeof BookmarkQuery>;

/** A saved item as the list shows it: `_id` is the item's id; an unavailable item's title may be empty. */
export const Bookmark = z.object({
  kind: z.enum(BOOKMARK_KINDS),
  _id: z.string(),
  title: z.string(),
  /** The item's page in the app. */
  url: z.string(),
  /** ISO 8601: when it was saved. */
  savedAt: z.string(),
  /** False when the item was deleted or the caller may no longer see it. */
  available: z.boolean(),
});
export type Bookmark = z.infer<typeof Bookmark>;

/** GET /bookmarks/state?kind=&ids=a,b: which of some items of one kind the caller saved. */
export const BookmarkStateQuery = z.object({
  kind: BookmarkKindField,
  ids: z
    .string({ error: M.ids })
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ error: M.ids }))
        .min(1, M.ids)
        .max(BOOKMARK_STATE_IDS_MAX, M.ids),
    ),
});
export type BookmarkStateQuery = z.infer<typeof BookmarkStateQuery>;

export const BookmarkState = z.object({
  kind: z.enum(BOOKMARK_KINDS),
  /** The ids among those asked about that the caller saved. */
  saved: z.array(z.string()),
});
export type BookmarkState = z.infer<typeof BookmarkState>;
