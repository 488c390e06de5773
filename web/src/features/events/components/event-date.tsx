import { useHydrated } from '../../../lib/use-hydrated';

const FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** An event's date and time (en-US, decision 2), in UTC while the server's HTML hydrates, then in the reader's time zone. */
export function formatEventDate(iso: string, timeZone?: string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString('en-US', { ...FORMAT, timeZone, timeZoneName: 'short' });
}

export function EventDate({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {formatEventDate(iso, hydrated ? undefined : 'UTC')}
    </time>
  );
}
