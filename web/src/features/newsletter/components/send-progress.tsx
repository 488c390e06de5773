import { QueryState } from '../../../components/query-state';
import { RichText } from '../../../components/rich-text';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { msg, t } from '../../../lib/i18n';
import { isSending, type NewsletterSend, useNewsletterSend, useNewsletterSends } from '../api';

export const RECENT_SENDS_LIMIT = 10;

/**
 * The recent sends with their progress (decision 19): each one still sending reads its progress again every few
 * seconds, so the admin watches it without reloading, and finds it again after leaving the page.
 */
export function RecentSends({ className = '' }: { className?: string }) {
  const sends = useNewsletterSends({ page: 1, limit: RECENT_SENDS_LIMIT });
  return (
    <section aria-labelledby="recent-sends-heading" className={`p-4 sm:p-6 ${className}`}>
      <h2 id="recent-sends-heading" className="text-lg font-semibold">
        {t('Recent sends')}
      </h2>
      <QueryState
        query={sends}
        loading={t('Loading recent sends')}
        error={t('Failed to load recent sends')}
        errorClassName="mt-3"
        className="p-6"
        isEmpty={(d) => d.items.length === 0}
        empty={<p className="mt-2 text-sm text-muted">{t('No newsletters sent yet.')}</p>}
      >
        {(d) => (
          <ul className="mt-3 space-y-3">
            {d.items.map((s) => (
              <SendProgress key={s._id} send={s} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** One send: its subject, date, status and progress (sent, failed and queued, of its total). */
export function SendProgress({ send: initial }: { send: NewsletterSend }) {
  const { data: send = initial } = useNewsletterSend(initial);
  const done = send.sent + send.failed;
  const pct = send.total ? Math.round((done / send.total) * 100) : 100;
  return (
    <li className="rounded-lg border border-line p-4" data-testid="newsletter-send" data-status={send.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{send.subject}</p>
          <p className="text-xs text-muted">
            <time dateTime={send.createdAt}>{formatDate(send.createdAt)}</time>
          </p>
        </div>
        {isSending(send) ? (
          <StatusBadge status="sending" tone="warn" />
        ) : (
          <StatusBadge status="finished" tone={send.failed ? 'bad' : 'good'} />
        )}
      </div>
      <div
        role="progressbar"
        aria-label={t('Progress of {subject}', { subject: send.subject })}
        aria-valuemin={0}
        aria-valuemax={send.total}
        aria-valuenow={done}
        className="mt-3 h-2 overflow-hidden rounded-full bg-canvas"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <p className="mt-2 text-sm text-muted" data-testid="send-counts">
        <RichText
          text={msg('{sent} sent · {failed} failed · {queued} queued · of {total}')}
          values={{
            sent: <span className="font-medium text-ink">{send.sent}</span>,
            failed: send.failed,
            queued: send.queued,
            total: send.total,
          }}
        />
      </p>
    </li>
  );
}
