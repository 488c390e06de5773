import type { User } from '../../../../../common/schemas/accounts';
import { Avatar } from '../../../components/avatar';
import { DataTable } from '../../../components/data-table';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, fullName } from '../../../lib/format';
import { t } from '../../../lib/i18n';

export function UsersTable({ users }: { users: User[] }) {
  return (
    <DataTable
      rows={users}
      rowKey={(u) => u._id}
      empty={t('No users found')}
      columns={[
        {
          header: t('Name'),
          cell: (u) => (
            <span className="flex items-center gap-3 font-medium">
              <Avatar src={u.profileImage} first={u.first_name} last={u.last_name} size="sm" />
              {fullName(u)}
            </span>
          ),
        },
        { header: t('Email'), cell: (u) => u.email, className: 'text-muted' },
        { header: t('Roles'), cell: (u) => (u.roles ?? []).join(', ') },
        { header: t('Status'), cell: (u) => <StatusBadge status={u.status} /> },
        { header: t('Joined'), cell: (u) => formatDate(u.createdAt), className: 'whitespace-nowrap text-muted' },
      ]}
    />
  );
}
