import { z } from 'zod';

/**
 * An optional choice of a form: one of the values, or left out. A blank select sends '' in a form, which
 * counts as left out, so the same schema serves the browser form, multipart and JSON.
 */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum(['', ...values] as unknown as readonly ['', ...T], { error: message })
    .transform((v) => (v === '' ? undefined : (v as T[number])))
    .optional();

/** A yes/no flag as JSON sends it (a boolean) or a form does ('true'/'false', '1'/'0'). */
export const formFlag = (message: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: message })
    .transform((v) => v === true || v === 'true' || v === '1');
