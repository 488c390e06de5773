/**
 * A count with thousands separators ('12,345'), without Intl: the first Intl call of a page costs tens of
 * milliseconds on a slow phone, and counts are all the directory needs it for.
 */
export const formatCount = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date in en-US ('Mar 5, 2026', decision 2), read in UTC so the server's HTML and the browser agree; written
 * out rather than through Intl for the same reason as formatCount.
 */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
