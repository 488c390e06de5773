import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { type Community, useLeaveCommunity } from '../api';

/** Leave a community after a confirmation (decision: DELETE /club-member/{id}); the outcome is a toast. */
export function LeaveButton({
  community,
  notify,
}: {
  community: Community;
  notify: (tone: 'success' | 'error', text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveCommunity();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('Leave')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('Leave this community?')}
        description={t('You will no longer be able to post or comment in {name}. You can join again at any time.', {
          name: community.name,
        })}
        confirmLabel={t('Leave')}
        busy={leave.isPending}
        onConfirm={() =>
          leave.mutate(community._id, {
            onSuccess: () => {
              setOpen(false);
              notify('success', t('You have left the community.'));
            },
            onError: (err) => {
              setOpen(false);
              notify('error', errorMessage(err, t('Failed to leave community. Please try again.')));
            },
          })
        }
      />
    </>
  );
}
