import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type SignInInput,
  type SignUpInput,
  meSchema,
  resetLinkStateSchema,
  signUpResultSchema,
} from '@dugout/domain/accounts';
import { okResponseSchema } from '@dugout/domain/shared';
import { api } from '@/lib/api';
import { meQuery } from '@/lib/auth';
import { authKeys } from './keys';

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api('POST', '/api/session', meSchema, { body: input }),
    onSuccess: (me) => {
      qc.setQueryData(meQuery.queryKey, me);
    },
  });
}

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => api('POST', '/api/account/sign-up', signUpResultSchema, { body: input }),
    // With mail the server answers 'confirm_email' and signs nobody in (docs/decisions/0020-sign-up-confirmation.md).
    onSuccess: (result) => {
      if (result.status === 'signed_in') qc.setQueryData(meQuery.queryKey, { user: result.user });
    },
  });
}

/** Following the e-mailed confirmation link signs in. */
export function useConfirmEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api('POST', '/api/account/confirm-email', meSchema, { body: { token } }),
    onSuccess: (me) => qc.setQueryData(meQuery.queryKey, me),
  });
}

export const useResendConfirmation = () =>
  useMutation({
    mutationFn: (email: string) =>
      api('POST', '/api/account/confirm-email/resend', okResponseSchema, { body: { email } }),
  });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) => api('POST', '/api/password/forgot', okResponseSchema, { body: { email } }),
  });

/**
 * Whether the opened reset link still works, asked once when /reset-password opens (it uses nothing up). Never
 * cached for later: a link used in another tab must not look valid here.
 */
export const useResetLinkCheck = (token: string) =>
  useQuery({
    queryKey: authKeys.resetLink(token),
    queryFn: ({ signal }) =>
      api('POST', '/api/password/reset/check', resetLinkStateSchema, { body: { token }, signal }),
    enabled: token.length > 0,
    staleTime: 0,
    gcTime: 0,
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { token: string; password: string; confirmPassword: string }) =>
      api('POST', '/api/password/reset', okResponseSchema, { body: input }),
  });

/** A locked account's e-mailed unlock link (docs/decisions/0043-sign-in-device-cookies.md): this browser may sign in. */
export const useUnlockSignIn = () =>
  useMutation({
    mutationFn: (token: string) => api('POST', '/api/session/unlock', okResponseSchema, { body: { token } }),
  });
