import { useLocation, useNavigate } from 'react-router';

/**
 * Anonymous actions (join, like, comment, reply) go to /login with the return address and a message
 * (part 2 §6), in the same state shape as the route guard: {from: location, message}.
 */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  return (message: string) => navigate('/login', { state: { from: location, message } });
}
