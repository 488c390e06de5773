import { describe, expect, it } from 'vitest';
import { formatCount, formatDay } from './format';

describe('formatting without Intl', () => {
  it('writes counts with thousands separators, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 1000000000])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
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
});
