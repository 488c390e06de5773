import { afterEach, describe, expect, it } from 'vitest';
import { compareText, formatDate, formatDateTime, formatNumber } from './format';
import { activateLocale, addMessages } from './i18n';

const DATES = ['2026-11-23T00:05:00Z', '2026-07-04T12:00:00Z', '2027-01-01T23:59:00Z', '2026-03-29T01:30:00Z'];
const ZONES = [
  'UTC',
  'Africa/Lagos',
  'Africa/Accra',
  'Africa/Nairobi',
  'Africa/Johannesburg',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/Sao_Paulo',
];
const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const originalTz = process.env.TZ;

describe('dates without Intl read as Intl en-US writes them', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each(ZONES)('in %s', (zone) => {
    process.env.TZ = zone;
    for (const iso of DATES) {
      const d = new Date(iso);
      expect(formatDate(iso)).toBe(d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }));
      expect(formatDateTime(iso, 'utc')).toBe(d.toLocaleString('en-US', { ...DATE_TIME, timeZone: 'UTC' }));
      // en-US names a zone outside the United States by its offset ('GMT+1'); the reader's own zone is written so.
      const local = d.toLocaleString('en-US', DATE_TIME).replace(/ UTC$/, ' GMT');
      expect(formatDateTime(iso, 'local')).toBe(local);
    }
  });

  it("writes the reader's offset", () => {
    process.env.TZ = 'Africa/Lagos';
    expect(formatDateTime('2026-11-23T00:05:00Z', 'local')).toBe('Mon, Nov 23, 2026, 1:05 AM GMT+1');
    expect(formatDate('2027-01-01T23:59:00Z')).toBe('Jan 2, 2027');
    process.env.TZ = 'Asia/Kolkata';
    expect(formatDateTime('2026-11-23T00:05:00Z', 'local')).toBe('Mon, Nov 23, 2026, 5:35 AM GMT+5:30');
    expect(formatDateTime('2026-11-23T00:05:00Z', 'utc')).toBe('Mon, Nov 23, 2026, 12:05 AM UTC');
  });

  it('leaves out what is not a date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined, 'utc')).toBe('');
  });
});

describe('in French, as Intl fr-FR writes them', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
    activateLocale('en');
  });

  it.each(ZONES)('in %s', (zone) => {
    process.env.TZ = zone;
    addMessages('fr', {});
    activateLocale('fr');
    for (const iso of DATES) {
      const d = new Date(iso);
      expect(formatDate(iso)).toBe(d.toLocaleDateString('fr-FR', { year: 'numeric', month: 'short', day: 'numeric' }));
      expect(formatDateTime(iso, 'utc')).toBe(d.toLocaleString('fr-FR', { ...DATE_TIME, timeZone: 'UTC' }));
      // The reader's own zone is named by its offset, 'UTC+0' where Intl knows it as UTC itself.
      expect(formatDateTime(iso, 'local')).toBe(d.toLocaleString('fr-FR', DATE_TIME).replace(/ UTC$/, ' UTC+0'));
    }
  });

  it('groups thousands the French way', () => {
    addMessages('fr', {});
    activateLocale('fr');
    expect(formatNumber(1234)).toBe((1234).toLocaleString('fr-FR'));
    expect(formatNumber(1234567)).toBe('1\u202f234\u202f567');
    expect(formatNumber(12)).toBe('12');
    activateLocale('en');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234.5)).toBe('-1,234.5');
  });
});

it('orders names regardless of case and accents', () => {
  expect(['zebra', 'Émile', 'apple', 'Eve', 'eve'].sort(compareText)).toEqual([
    'apple',
    'Émile',
    'Eve',
    'eve',
    'zebra',
  ]);
});
