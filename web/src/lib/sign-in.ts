import { useLocation, useNavigate } from 'react-router';
import { msg } from './i18n';

/** What /login says to someone sent there from a page or action that needs an account. */
export const LOGIN_PROMPT = msg('Please log in to continue.');

/** The state /login receives (the route guard uses the same shape): where to return, and why. */
export interface LoginState {
  from: ReturnType<typeof useLocation>;
  message: string;
}

/**
 * Anonymous actions (join, like, comment, reply) go to /login with the return address and a message
 * (part 2 §6).
 */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  return (message: string) => navigate('/login', { state: { from: location, message } satisfies LoginState });
}
