import type { CommunityStatus } from '../../../../common/communities';

export interface StatusAction {
  label: 'Approve' | 'Reject' | 'Disapprove' | 'Restore' | 'Archive';
  to: CommunityStatus;
  /** Archive goes through PATCH /club/{id}/archive after a confirmation; the others PATCH {status}. */
  confirm: boolean;
}

/** The status actions an admin is offered per status (part 1 §4 'Community status'). */
export function statusActions(status: CommunityStatus): StatusAction[] {
  switch (status) {
    case 'pending':
      return [
        { label: 'Approve', to: 'approved', confirm: false },
        { label: 'Reject', to: 'disapproved', confirm: false },
        { label: 'Archive', to: 'archived', confirm: true },
      ];
    case 'approved':
      return [
        { label: 'Disapprove', to: 'disapproved', confirm: false },
        { label: 'Archive', to: 'archived', confirm: true },
      ];
    case 'disapproved':
    case 'archived':
      return [{ label: 'Restore', to: 'approved', confirm: false }];
  }
}
