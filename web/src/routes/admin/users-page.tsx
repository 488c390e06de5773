import { ChevronLeft, ChevronRight, Download, UserPlus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { UserStatus } from '../../../../common/constants';
import { FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { inputClass } from '../../components/text-field';
import { useUserCounts, useUsers } from '../../features/users/api';
import { UsersTable } from '../../features/users/components/users-table';
import { SearchField } from '../../components/search-field';

const TABS: { value: UserStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'pending', label: 'Pending' },
];
const LIMIT = 10;

export default function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search.trim());
  const users = useUsers({ search: deferredSearch, status, page, limit: LIMIT });
  const counts = useUserCounts();
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIMIT));

  return (
    <>
      <PageHeader
        title="Users"
        description="Everyone registered on the platform."
        actions={
          <>
            {/* Export and Add User have no effect (part 1 §2.8). */}
            <Button variant="secondary" size="sm">
              <Download aria-hidden className="h-4 w-4" /> Export
            </Button>
            <Button size="sm">
              <UserPlus aria-hidden className="h-4 w-4" /> Add User
            </Button>
          </>
        }
      />

      <dl className="mb-6 grid grid-cols-3 gap-3">
        {[
          ['Total users', counts.data?.totalCount],
          ['Active', counts.data?.activeCount],
          ['Suspended', counts.data?.suspendedCount],
        ].map(([label, value]) => (
          <div key={label as string} className="card p-4">
            <dt className="text-xs font-medium text-muted">{label}</dt>
            <dd className="mt-1 text-2xl font-bold">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>

      <div className="card">
        <div className="flex flex-col gap-3 border-b border-line p-4 lg:flex-row lg:items-center lg:justify-between">
          <div role="tablist" aria-label="Status" className="flex flex-wrap gap-1">
            {TABS.map((t) => (
              <button
                key={t.label}
                type="button"
                role="tab"
                aria-selected={status === t.value}
                onClick={() => {
                  setStatus(t.value);
                  setPage(1);
                }}
                className={`rounded-lg px-3 py-1.5 text-sm font-medium ${
                  status === t.value ? 'bg-brand-600 text-white' : 'text-muted hover:bg-black/5'
                }`}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchField
              label="Search users"
              placeholder="Search users..."
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
              inputClassName="sm:w-64"
            />
            {/* Displayed, not applied (part 1 §3). */}
            <select aria-label="Role" className={`${inputClass} sm:w-36`} defaultValue="">
              <option value="">All roles</option>
              <option>User</option>
              <option>Admin</option>
              <option>SuperAdmin</option>
            </select>
          </div>
        </div>

        {users.isPending ? (
          <div className="flex justify-center p-10 text-brand-600">
            <Spinner label="Loading users" />
          </div>
        ) : users.isError ? (
          <div className="p-4">
            <FormError message="Failed to fetch users" />
          </div>
        ) : (
          <UsersTable users={users.data.items} />
        )}

        <div className="flex items-center justify-between gap-3 border-t border-line p-4 text-sm">
          <p className="text-muted">
            {total === 0 ? '0 users' : `Page ${page} of ${pages} · ${total} user${total === 1 ? '' : 's'}`}
          </p>
          <nav aria-label="Pagination" className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
            </Button>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next <ChevronRight aria-hidden className="h-4 w-4" />
            </Button>
          </nav>
        </div>
      </div>
    </>
  );
}
