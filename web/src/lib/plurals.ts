import type { Messages } from '@lingui/core';
import { groupNumber, type Locale } from '../../../common/i18n';

/**
 * Plurals without an Intl number formatter (docs/decisions.md "Stop 32"). Lingui writes a plural's value with one
 * whether or not the chosen text shows it (`#`), and the first one a page makes costs ~50 ms of main thread on a
 * mid-range phone, inside the hydration of every page that shows a count (a community's members, a startup's
 * followers). lib/i18n.ts rewrites each compiled plural when its catalogue loads into selects on values `t()` adds
 * for every number of a message (`pluralValues`):
 *   `{count, plural, =0 {none} one {# member} other {# members}}` →
 *   `{count#=, select, 0 {none} other {{count#cat, select, one {{count#} member} other {{count#} members}}}}`
 * where `count#=` is the number ('0'), `count#cat` its plural category in the page's language (`categoryOf`, CLDR's
 * rules written out) and `count#` the number as Intl's en-US and fr-FR write it (common/i18n.ts `groupNumber`): the
 * same texts as Lingui's. A plural with an offset, and an ordinal, stay Lingui's.
 */
type Cases = Record<string, unknown>;
type Token = string | [string, string?, Cases?];
const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

export function withoutIntlPlurals(message: unknown): Messages[string] {
  if (!Array.isArray(message)) return message as Messages[string];
  return message.map((token: Token) => {
    if (!Array.isArray(token) || !token[2]) return token;
    const [name, type, cases] = token;
    const rewritten: Cases = {};
    for (const [key, value] of Object.entries(cases)) rewritten[key] = withoutIntlPlurals(value);
    if (type !== 'plural' || cases.offset) return [name, type, rewritten];
    const exact: Cases = {};
    const byCategory: Cases = {};
    for (const [key, value] of Object.entries(rewritten)) {
      if (key === 'offset') continue;
      const text = Array.isArray(value) ? value.map((t) => (t === '#' ? [`${name}#`] : t)) : value;
      (CATEGORIES.has(key) ? byCategory : exact)[key] = text;
    }
    const categories = [`${name}#cat`, 'select', byCategory];
    return Object.keys(exact).length ? [`${name}#=`, 'select', { ...exact, other: [categories] }] : categories;
  }) as Messages[string];
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * A number's plural category in the page's language: CLDR's cardinal rules of English and French, the answers of
 * `Intl.PluralRules` for them (plurals.test.ts compares the two). Written out because making an `Intl.PluralRules`
 * and its first answer cost ~5 ms of a phone's main thread (4× CPU), inside the hydration of every page that shows
 * a count.
 * - en: one when the number is 1 (no fraction), else other;
 * - fr: one when its integer part is 0 or 1, many for a whole non-zero multiple of a million, else other.
 */
export function categoryOf(n: number, locale: Locale): 'one' | 'many' | 'other' {
  const whole = Number.isInteger(n);
  const i = Math.trunc(Math.abs(n));
  if (locale === 'fr') return i === 0 || i === 1 ? 'one' : whole && i % 1_000_000 === 0 ? 'many' : 'other';
  return whole && i === 1 ? 'one' : 'other';
}

/**
 * A message's values with, for each number, what its rewritten plurals read: `<name>#`, `<name>#=` and
 * `<name>#cat`, computed only when a message reads them.
 */
export function pluralValues(values: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(values)) {
    // A number, or a number's text ('12'), as Lingui's plural reads either.
    const n = typeof value === 'number' ? value : typeof value === 'string' && NUMBER.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(n)) continue;
    out ??= { ...values };
    Object.defineProperties(out, {
      [`${key}#`]: { get: () => groupNumber(n, locale) },
      [`${key}#=`]: { value: String(n) },
      [`${key}#cat`]: { get: () => categoryOf(n, locale) },
    });
  }
  return out ?? values;
}
