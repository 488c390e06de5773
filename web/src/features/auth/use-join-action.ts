import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';

/**
 * Join/Content buttons (part 1 §2.4, part 3 §2.16): /user/community when signed in, else /login;
 * nothing while the session is loading.
 */
export function useJoinAction() {
  const { isLoading, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  return () => {
    if (isLoading) return;
    navigate(isAuthenticated ? '/user/community' : '/login');
  };
}
