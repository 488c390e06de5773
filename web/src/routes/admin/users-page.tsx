import { Download, UserPlus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { UserStatus } from '../../../../common/constants';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { Tabs } from '../../components/tabs';
import { inputClass } from '../../components/text-field';
import { useUserCounts, useUsers } from '../../features/users/api';
import { UsersTable } from '../../features/users/components/users-table';
import { msg, t } from '../../lib/i18n';
import { usePageParam } from '../../lib/paged-list';

const TABS: { value: UserStatus | 'all'; label: string }[] = [
  { value: 'all', label: msg('All') },
  { value: 'active', label: msg('Active') },
  { value: 'suspended', label: msg('Suspended') },
  { value: 'pending', label: msg('Pending') },
];
const LIMIT = 10;

export default function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatus | 'all'>('all');
  const [page, setPage] = usePageParam();
  const deferredSearch = useDeferredValue(search.trim());
  const users = useUsers({ search: deferredSearch, status: status === 'all' ? '' : status, page, limit: LIMIT });
  const counts = useUserCounts();

  return (
    <>
      <PageHeader
        title={t('Users')}
        description={t('Everyone registered on the platform.')}
        actions={
          <>
            {/* Export and Add User have no effect (part 1 §2.8). */}
            <Button variant="secondary" size="sm">
              <Download aria-hidden className="h-4 w-4" /> {t('Export')}
            </Button>
            <Button size="sm">
              <UserPlus aria-hidden className="h-4 w-4" /> {t('Add User')}
            </Button>
          </>
        }
      />

      <dl className="mb-6 grid grid-cols-3 gap-3">
        {[
          [msg('Total users'), counts.data?.totalCount],
          [msg('Active'), counts.data?.activeCount],
          [msg('Suspended'), counts.data?.suspendedCount],
        ].map(([label, value]) => (
          <div key={label as string} className="card p-4">
            <dt className="text-xs font-medium text-muted">{t(label as string)}</dt>
            <dd className="mt-1 text-2xl font-bold">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>

      <div className="card">
        <div className="flex flex-col gap-3 border-b border-line p-4 lg:flex-row lg:items-center lg:justify-between">
          <Tabs
            label={t('Status')}
            items={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
            value={status}
            onValueChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchField
              label={t('Search users')}
              placeholder={t('Search users...')}
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
              inputClassName="sm:w-64"
            />
            {/* Displayed, not applied (part 1 §3). */}
            <select aria-label={t('Role')} className={`${inputClass} sm:w-36`} defaultValue="">
              <option value="">{t('All roles')}</option>
              <option value="User">{t('User')}</option>
              <option value="Admin">{t('Admin')}</option>
              <option value="SuperAdmin">{t('SuperAdmin')}</option>
            </select>
          </div>
        </div>

        <QueryState query={users} loading={t('Loading users')} error={t('Failed to fetch users')} errorClassName="p-4">
          {(data) => <UsersTable users={data.items} />}
        </QueryState>
        <Pager page={page} total={users.data?.total ?? 0} limit={LIMIT} noun={[t('user'), t('users')]} />
      </div>
    </>
  );
}
