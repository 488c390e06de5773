import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { compareText, formatDate, formatDateTime, formatNumber } from './format';
import { activateLocale, addMessages, t } from './i18n';

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

describe("a plural's count (#), written without Intl", () => {
  const PLURAL = '{count, plural, one {# member} other {# members}}';
  const SELECT_IN_PLURAL = '{count, plural, one {{kind, select, a {# A} other {# B}}} other {# of {total}}}';
  afterEach(() => activateLocale('en'));

  it('reads as Lingui writes it with Intl, in English and in French', () => {
    const compile = (text: string) => compileMessage(text);
    for (const [locale, text] of [
      ['en', PLURAL],
      ['fr', '{count, plural, one {# membre} other {# membres}}'],
    ] as const) {
      addMessages(locale, { [PLURAL]: compile(text), [SELECT_IN_PLURAL]: compile(SELECT_IN_PLURAL) });
      activateLocale(locale);
      const withIntl = setupI18n({
        locale,
        messages: { [locale]: { x: compile(text), y: compile(SELECT_IN_PLURAL) } },
      });
      for (const count of [0, 1, 2, 999, 1000, 1234567]) {
        expect(t(PLURAL, { count })).toBe(withIntl._('x', { count }));
        for (const kind of ['a', 'b'])
          expect(t(SELECT_IN_PLURAL, { count, kind, total: 12345 })).toBe(
            withIntl._('y', { count, kind, total: 12345 }),
          );
      }
    }
    activateLocale('fr');
    expect(t(PLURAL, { count: 1234 })).toBe('1\u202f234 membres');
  });

  it('is not written by an Intl number formatter', () => {
    addMessages('en', { [PLURAL]: compileMessage(PLURAL) });
    activateLocale('en');
    // Lingui keeps its formatters: a kept one formats without being made again, so its `format` is watched.
    const proto = Intl.NumberFormat.prototype;
    const format = Object.getOwnPropertyDescriptor(proto, 'format')!;
    let formatted = 0;
    Object.defineProperty(proto, 'format', {
      configurable: true,
      get() {
        formatted++;
        return format.get!.call(this);
      },
    });
    try {
      expect(t(PLURAL, { count: 4321 })).toBe('4,321 members');
      expect(t(SELECT_IN_PLURAL, { count: 2345, kind: 'a', total: 12 })).toBe('2,345 of 12');
    } finally {
      Object.defineProperty(proto, 'format', format);
    }
    expect(formatted).toBe(0);
  });

  it('keeps exact values, offsets and numbers given as text', () => {
    const EXACT = '{n, plural, =0 {none} =12 {a dozen} one {# item} other {# items}}';
    const OFFSET = '{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}';
    addMessages('fr', { [EXACT]: compileMessage(EXACT), [OFFSET]: compileMessage(OFFSET) });
    activateLocale('fr');
    const withIntl = setupI18n({
      locale: 'fr',
      messages: { fr: { e: compileMessage(EXACT), o: compileMessage(OFFSET) } },
    });
    for (const n of [0, 1, 2, 12, 1500, '1', '12', '2000'])
      for (const [id, key] of [
        [EXACT, 'e'],
        [OFFSET, 'o'],
      ] as const)
        expect(t(id, { n })).toBe(withIntl._(key, { n }));
    expect(t(EXACT, { n: 0 })).toBe('none');
    expect(t(EXACT, { n: 1500 })).toBe('1\u202f500 items');
  });
});
