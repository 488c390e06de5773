import type { CommunityStatus } from '../../../../common/communities';
import { msg } from '../../lib/i18n';

export interface StatusAction {
  /** English; shown through t(). */
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
        { label: msg('Approve'), to: 'approved', confirm: false },
        { label: msg('Reject'), to: 'disapproved', confirm: false },
        { label: msg('Archive'), to: 'archived', confirm: true },
      ];
    case 'approved':
      return [
        { label: msg('Disapprove'), to: 'disapproved', confirm: false },
        { label: msg('Archive'), to: 'archived', confirm: true },
      ];
    case 'disapproved':
    case 'archived':
      return [{ label: msg('Restore'), to: 'approved', confirm: false }];
  }
}
