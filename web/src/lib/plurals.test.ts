import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../common/i18n';
import { activateLocale, addMessages, t } from './i18n';
import { categoryOf } from './plurals';

const NUMBERS = [
  0, 0.5, 1, 1.5, 2, 3, 11, 21, 99, 100, 101, 999, 1000, 1001, 12345, 999_999, 1_000_000, 1_000_001, 1_500_000,
  2_000_000, 10_000_000, 123_456_789, -1, -2, -1_000_000,
];

afterEach(() => {
  activateLocale('en');
  vi.restoreAllMocks();
});

it("answers Intl.PluralRules' category for every number, in both languages", () => {
  for (const locale of LOCALES) {
    const rules = new Intl.PluralRules(locale);
    for (const n of NUMBERS) expect([locale, n, categoryOf(n, locale)]).toEqual([locale, n, rules.select(n)]);
  }
});

it('makes no Intl.PluralRules to choose a plural', () => {
  const MESSAGE = '{count, plural, one {# membre} many {# de membres} other {# membres}}';
  addMessages('fr', { [MESSAGE]: compileMessage(MESSAGE) });
  activateLocale('fr');
  const made = vi.spyOn(Intl, 'PluralRules');
  expect([1, 2, 1_000_000].map((count) => t(MESSAGE, { count }))).toEqual([
    '1 membre',
    '2 membres',
    '1\u202f000\u202f000 de membres',
  ]);
  expect(made).not.toHaveBeenCalled();
});
