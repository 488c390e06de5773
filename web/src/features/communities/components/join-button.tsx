import { Check } from 'lucide-react';
import type { CommunityStatus } from '../../../../../common/communities';
import { Button, type ButtonSize } from '../../../components/button';
import { t } from '../../../lib/i18n';

/** Join button, or the joined label once a member (part 1 §2.6, §4). Only approved communities can be joined. */
export function JoinButton({
  status,
  joined,
  joining,
  onJoin,
  joinLabel = t('Join'),
  joinedLabel = t('Joined'),
  size = 'sm',
}: {
  status: CommunityStatus;
  joined: boolean;
  joining: boolean;
  onJoin(): void;
  joinLabel?: string;
  joinedLabel?: string;
  size?: ButtonSize;
}) {
  if (joined) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
        <Check aria-hidden className="h-3.5 w-3.5" /> {joinedLabel}
      </span>
    );
  }
  const closed = status !== 'approved';
  return (
    <Button
      size={size}
      onClick={onJoin}
      disabled={closed || joining}
      title={closed ? t('Only approved communities can be joined') : undefined}
    >
      {joining ? t('Joining...') : joinLabel}
    </Button>
  );
}
