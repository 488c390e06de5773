import { currentLocale } from '../../../lib/i18n';

/**
 * A count with thousands separators ('12,345'; in French '12 345' with a narrow no-break space), without Intl: the
 * first Intl call of a page costs tens of milliseconds on a slow phone, and counts are all the directory needs it for.
 */
export const formatCount = (n: number) =>
  String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, currentLocale() === 'fr' ? '\u202f' : ',');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_FR = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

/**
 * A date in en-US ('Mar 5, 2026', decision 2), or in French ('5 mars 2026'), read in UTC so the server's HTML and
 * the browser agree; written out rather than through Intl for the same reason as formatCount.
 */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  if (currentLocale() === 'fr') return `${d.getUTCDate()} ${MONTHS_FR[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
