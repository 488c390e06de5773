import type { User } from '../../../../../common/schemas/accounts';
import { Avatar } from '../../../components/avatar';
import { formatDate, fullName } from '../../../lib/format';

const STATUS_STYLE: Record<string, string> = {
  active: 'bg-brand-50 text-brand-700',
  suspended: 'bg-red-50 text-red-700',
  pending: 'bg-amber-50 text-amber-800',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium capitalize ${STATUS_STYLE[status] ?? 'bg-canvas text-muted'}`}>
      {status}
    </span>
  );
}

export function UsersTable({ users }: { users: User[] }) {
  if (users.length === 0) return <p className="p-10 text-center text-sm text-muted">No users found</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Name</th>
            <th scope="col" className="px-4 py-3 font-medium">Email</th>
            <th scope="col" className="px-4 py-3 font-medium">Roles</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 font-medium">Joined</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((u) => (
            <tr key={u._id} className="hover:bg-canvas/60">
              <td className="px-4 py-3">
                <span className="flex items-center gap-3 font-medium">
                  <Avatar src={u.profileImage} first={u.first_name} last={u.last_name} size="sm" />
                  {fullName(u)}
                </span>
              </td>
              <td className="px-4 py-3 text-muted">{u.email}</td>
              <td className="px-4 py-3">{(u.roles ?? []).join(', ')}</td>
              <td className="px-4 py-3">
                <StatusBadge status={u.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted">{formatDate(u.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
