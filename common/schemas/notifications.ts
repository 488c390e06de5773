import { z } from 'zod';
import {
  DIGEST_FREQUENCIES,
  EMAIL_CHOICES,
  NOTIFICATION_TYPES,
  type NotificationType,
  type TypePreference,
} from '../notifications';

const oneOf = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });

/** Someone a notification is about (the newest of a group first). */
export const NotificationActor = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profileImage: z.string().nullable(),
});
export type NotificationActor = z.infer<typeof NotificationActor>;

/** GET /notifications: one row, its sentence written by the server. */
export const Notification = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  text: z.string(),
  url: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  actors: z.array(NotificationActor),
  actorCount: z.number().int(),
});
export type Notification = z.infer<typeof Notification>;

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const TypePreferenceSchema = z.object({
  email: oneOf(EMAIL_CHOICES, 'email'),
  inApp: z.boolean({ error: 'inApp must be true or false' }),
});

/** GET /notifications/preferences: the digest and every type the member can receive. */
export const Preferences = z.object({
  digest: oneOf(DIGEST_FREQUENCIES, 'digest'),
  types: z.record(z.string(), TypePreferenceSchema),
});
export type Preferences = {
  digest: (typeof DIGEST_FREQUENCIES)[number];
  types: Partial<Record<NotificationType, TypePreference>>;
};

/** PUT /notifications/preferences: any part of the same shape; a type not offered is refused by name. */
export const PreferencesBody = z
  .object({
    digest: oneOf(DIGEST_FREQUENCIES, 'digest').optional(),
    types: z
      .record(z.string(), TypePreferenceSchema.partial())
      .superRefine((types, ctx) => {
        for (const key of Object.keys(types)) {
          if (!(NOTIFICATION_TYPES as readonly string[]).includes(key))
            ctx.addIssue({ code: 'custom', message: `Unknown notification type: ${key}` });
        }
      })
      .optional(),
  })
  .strict();
export type PreferencesBody = z.infer<typeof PreferencesBody>;

/** The one-click unsubscribe of a notification mail: the member's token and the type. */
export const NotificationUnsubscribeParams = z.object({
  token: z.string().min(1).max(100),
  type: z.enum([...NOTIFICATION_TYPES, 'digest'], {
    error: `type must be one of: ${[...NOTIFICATION_TYPES, 'digest'].join(', ')}`,
  }),
});
export type NotificationUnsubscribeParams = z.infer<typeof NotificationUnsubscribeParams>;
export const UnsubscribeAnswer = z.object({ type: z.enum([...NOTIFICATION_TYPES, 'digest']), message: z.string() });
export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswer>;
