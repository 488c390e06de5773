import { useMutation } from '@tanstack/react-query';
import type { RegisterAnswer, RegisterBody, VerifyEmailAnswer } from '../../../../common/schemas/accounts';
import type { MessageAnswer } from '../../../../common/schemas/errors';
import { api } from '../../lib/api-client';

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => api.post<RegisterAnswer>('/auth/onboard', body) });

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) => api.post<Partial<MessageAnswer> | undefined>('/auth/resend-verification', { email }),
  });

export const verifyEmail = (token: string) => api.post<VerifyEmailAnswer>('/auth/verify-email', { token });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => api.post<MessageAnswer>('/user/forgot-password', { email }) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<Partial<MessageAnswer> | undefined>('/user/reset-password', body),
  });
