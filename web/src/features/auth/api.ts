import { useMutation } from '@tanstack/react-query';
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

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => api.post<RegisterAnswer>('/auth/onboard', body) });

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: EmailBody['email']) => api.post<Partial<MessageAnswer> | undefined>('/auth/resend-verification', { email } satisfies EmailBody),
  });

export const verifyEmail = (token: string) => api.post<VerifyEmailAnswer>('/auth/verify-email', { token } satisfies VerifyEmailBody);

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: EmailBody['email']) => api.post<MessageAnswer>('/user/forgot-password', { email } satisfies EmailBody) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<Partial<MessageAnswer> | undefined>('/user/reset-password', body),
  });
