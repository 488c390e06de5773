import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, addMessages } from '../../../lib/i18n';
import { formatCount, formatDay } from './format';

describe('formatting without Intl', () => {
  beforeAll(() => addMessages('fr', {}));
  afterEach(() => activateLocale('en'));

  it('writes counts with thousands separators, as en-US and fr do', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 1000000000])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    activateLocale('fr');
    for (const n of [0, 7, 999, 1000, 12345, 1234567]) expect(formatCount(n)).toBe(n.toLocaleString('fr'));
  });

  it('writes dates as en-US short dates in UTC', () => {
    expect(formatDay('2026-03-05T10:00:00.000Z')).toBe('Mar 5, 2026');
    expect(formatDay('2026-12-31T23:59:59.999Z')).toBe('Dec 31, 2026');
    expect(formatDay('2026-12-31T23:59:59.999Z')).toBe(
      new Date('2026-12-31T23:59:59.999Z').toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    );
    expect(formatDay('not a date')).toBe('');
  });

  it('writes French dates as fr short dates in UTC', () => {
    activateLocale('fr');
    for (const iso of ['2026-03-05T10:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z'])
      expect(formatDay(iso)).toBe(
        new Date(iso).toLocaleDateString('fr', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
      );
  });
});
