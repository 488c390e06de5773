import { NEWSLETTER_MESSAGES as M } from '../../../../../common/newsletter';
import { DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useSubscribers } from '../api';

export const SUBSCRIBERS_LIMIT = 50;

/** The Subscribers tab (part 3 §2.4): email, status (pending until confirmed, active) and date, paged. */
export function SubscribersTable({ page }: { page: number }) {
  const list = useSubscribers({ page, limit: SUBSCRIBERS_LIMIT });
  const total = list.data?.total ?? 0;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line p-4">
        <h2 className="text-lg font-semibold">
          {list.data ? t('Subscribers ({total})', { total }) : t('Subscribers')}
        </h2>
        <p className="text-xs text-muted">{t('Pending addresses receive newsletters once they confirm.')}</p>
      </div>
      <QueryState query={list} loading={t('Loading subscribers')} error={t(M.fetchFailed)} errorClassName="p-4">
        {(data) => (
          <DataTable
            label={t('Subscribers')}
            rows={data.items}
            rowKey={(s) => s._id}
            rowProps={(s) => ({ 'data-testid': 'subscriber-row', 'data-email': s.email })}
            empty={t(M.noSubscribers)}
            className="min-w-[560px]"
            columns={[
              { header: t('Email'), rowHeader: true, cell: (s) => <span className="break-all">{s.email}</span> },
              {
                header: t('Status'),
                cell: (s) => (
                  <span className="flex flex-wrap gap-1">
                    <StatusBadge status={s.status} />
                    {s.suppressed && <StatusBadge status="suppressed" tone="bad" label={t('Undeliverable')} />}
                  </span>
                ),
              },
              {
                header: t('Subscribed'),
                cell: (s) => <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>,
                className: 'whitespace-nowrap text-muted',
              },
            ]}
          />
        )}
      </QueryState>
      <Pager page={page} total={total} limit={SUBSCRIBERS_LIMIT} noun={[t('subscriber'), t('subscribers')]} />
    </>
  );
}
