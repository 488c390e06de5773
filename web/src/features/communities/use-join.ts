import { COMMUNITY_MESSAGES } from '../../../../common/communities';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { msg, t } from '../../lib/i18n';
import { useJoinCommunity, useMemberships } from './api';
import { useLoginRedirect } from '../../lib/sign-in';

export const JOIN_SUCCESS = msg('Successfully joined the community!');
export const JOIN_FAILED = msg('Failed to join community. Please try again.');

/**
 * Joining (part 1 §4 'Joining'): anonymous visitors go to /login; otherwise the button shows 'Joining...'
 * while the call runs, then the membership map and the my-communities list reload.
 */
export function useJoin(notify: (tone: 'success' | 'error', text: string) => void) {
  const { isLoading, isAuthenticated } = useAuth();
  const memberships = useMemberships();
  const join = useJoinCommunity();
  const toLogin = useLoginRedirect();

  async function joinCommunity(communityId: string) {
    if (isLoading) return;
    if (!isAuthenticated) return toLogin(t(COMMUNITY_MESSAGES.joinLogin));
    try {
      await join.mutateAsync(communityId);
      notify('success', t(JOIN_SUCCESS));
    } catch (err) {
      notify('error', errorMessage(err, t(JOIN_FAILED)));
    }
  }

  return {
    isMember: (communityId: string) => memberships.data?.has(communityId) ?? false,
    joiningId: join.isPending ? join.variables : undefined,
    joinCommunity,
  };
}
