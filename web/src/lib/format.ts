// Dates are written out here, not with Intl: the first Intl date formatter a page makes costs ~20 ms of main
// thread on a mid-range phone (the locale's data is loaded then), and it fell inside the hydration of every page
// that shows a date. The texts are Intl's en-US and fr-FR ones (the tests compare them), in the page's language.
import { groupNumber } from '../../../common/i18n';
import { currentLocale } from './i18n';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS_FR = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const WEEKDAYS_FR = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];

const parse = (iso: string | null | undefined) => {
  if (!iso) return undefined;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

/** A date in the page's language (decision 2): 'Nov 23, 2026' or '23 nov. 2026', in the reader's time zone. */
export function formatDate(iso: string | null | undefined, zone: 'local' | 'utc' = 'local'): string {
  const date = parse(iso);
  if (!date) return '';
  // Read in UTC ('utc': the server's HTML and every reader agree on the day) or in the reader's zone.
  const d = zone === 'utc' ? new Date(date.getTime() + date.getTimezoneOffset() * 60_000) : date;
  return currentLocale() === 'fr'
    ? `${d.getDate()} ${MONTHS_FR[d.getMonth()]} ${d.getFullYear()}`
    : `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** A count in the page's language: '1,234' or '1 234'. */
export const formatNumber = (n: number): string => groupNumber(n, currentLocale());

/**
 * A date and time in en-US format: 'Mon, Nov 23, 2026, 1:05 AM GMT+1', in UTC ('… UTC') or in the reader's
 * time zone, named by its offset from GMT as en-US names every zone outside the United States.
 */
export function formatDateTime(iso: string | null | undefined, zone: 'utc' | 'local'): string {
  const date = parse(iso);
  if (!date) return '';
  const utc = zone === 'utc';
  // The same instant moved so that its UTC fields read as the wanted zone's wall clock.
  const offset = utc ? 0 : -date.getTimezoneOffset();
  const d = new Date(date.getTime() + offset * 60_000);
  const h = d.getUTCHours();
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  const abs = Math.abs(offset);
  const shift =
    offset === 0
      ? ''
      : `${offset < 0 ? '-' : '+'}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
  if (currentLocale() === 'fr') {
    // fr-FR: 'lun. 23 nov. 2026, 01:05 UTC+1', a reader's zone named by its offset ('UTC+0', 'UTC−3' with a minus sign).
    const time = `${String(h).padStart(2, '0')}:${mm}`;
    const zoneName = utc ? 'UTC' : `UTC${shift.replace('-', '\u2212') || '+0'}`;
    return `${WEEKDAYS_FR[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS_FR[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${time} ${zoneName}`;
  }
  const time = `${h % 12 || 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
  const name = utc ? 'UTC' : `GMT${shift}`;
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${time} ${name}`;
}

export function initials(first?: string | null, last?: string | null): string {
  return `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase() || '?';
}

export function fullName(u: { first_name?: string | null; last_name?: string | null; name?: string | null }): string {
  return [u.first_name, u.last_name].filter(Boolean).join(' ') || u.name || '';
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Case- and accent-insensitive order of names, without Intl's collator (its first use costs what a date's does). */
export function compareText(a: string, b: string): number {
  const x = fold(a);
  const y = fold(b);
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}
