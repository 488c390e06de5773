import { Avatar } from '../../../components/avatar';
import { formatDate, fullName } from '../../../lib/format';
import { t } from '../../../lib/i18n';

export function AuthorLine({
  user,
  createdAt,
  size = 'md',
}: {
  user: { first_name: string; last_name: string; profileImage: string | null };
  createdAt: string;
  size?: 'sm' | 'md';
}) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar
        src={user.profileImage}
        first={user.first_name}
        last={user.last_name}
        size={size === 'sm' ? 'sm' : 'md'}
      />
      <div className="min-w-0 leading-tight">
        <p className={`truncate font-semibold ${size === 'sm' ? 'text-xs' : 'text-sm'}`}>
          {fullName(user) || t('Member')}
        </p>
        <p className="text-xs text-muted">
          <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        </p>
      </div>
    </div>
  );
}
