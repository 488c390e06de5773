import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
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
        Leave
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Leave this community?"
        description={`You will no longer be able to post or comment in ${community.name}. You can join again at any time.`}
        confirmLabel="Leave"
        busy={leave.isPending}
        onConfirm={() =>
          leave.mutate(community._id, {
            onSuccess: () => {
              setOpen(false);
              notify('success', 'You have left the community.');
            },
            onError: (err) => {
              setOpen(false);
              notify('error', errorMessage(err, 'Failed to leave community. Please try again.'));
            },
          })
        }
      />
    </>
  );
}
