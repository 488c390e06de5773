import { z } from 'zod';

/** Decision 3: every error answer has this shape. */
export const ErrorAnswer = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;
