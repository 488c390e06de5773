import { formatDate, formatNumber } from '../../../lib/format';

/** A count with thousands separators in the page's language ('12,345', '12 345'), without Intl (lib/format.ts). */
export const formatCount = (n: number) => formatNumber(Math.trunc(n));

/** A day in the page's language ('Mar 5, 2026', '5 mars 2026'), read in UTC so the server's HTML and the browser agree. */
export const formatDay = (iso: string) => formatDate(iso, 'utc');
