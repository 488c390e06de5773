import { formatDateTime } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';

/** An event's date and time (en-US, decision 2), in UTC while the server's HTML hydrates, then in the reader's time zone. */
export function formatEventDate(iso: string, timeZone?: 'UTC') {
  return formatDateTime(iso, timeZone === 'UTC' ? 'utc' : 'local');
}

export function EventDate({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {formatEventDate(iso, hydrated ? undefined : 'UTC')}
    </time>
  );
}
