import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  EmailBody,
  RegisterAnswer,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailAnswer,
  VerifyEmailBody,
} from '../../../../common/schemas/accounts';
import type { MessageAnswer } from '../../../../common/schemas/errors';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => api.post<RegisterAnswer>('/auth/onboard', body) });

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: EmailBody['email']) =>
      api.post<Partial<MessageAnswer> | undefined>('/auth/resend-verification', { email } satisfies EmailBody),
  });

export const verifyEmail = (token: string) =>
  api.post<VerifyEmailAnswer>('/auth/verify-email', { token } satisfies VerifyEmailBody);

/** Sends the emailed token once and starts the session it answers. A query (not an effect) so StrictMode's double
 *  mount sends the single-use token only once. */
export function useVerifyEmail(token: string | undefined) {
  const { startSession } = useAuth();
  return useQuery({
    queryKey: ['verify-email', token],
    enabled: !!token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const answer = await verifyEmail(token as string);
      await startSession(answer.access_token, answer.refresh_token).catch(() => undefined);
      return answer;
    },
  });
}

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: EmailBody['email']) =>
      api.post<MessageAnswer>('/user/forgot-password', { email } satisfies EmailBody),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post<Partial<MessageAnswer> | undefined>('/user/reset-password', body),
  });
