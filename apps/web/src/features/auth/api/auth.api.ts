import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, SignInInput, SignUpInput } from '@dugout/domain';
import { api } from '@/lib/api';
import { meQuery } from '@/lib/auth';

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api<Me>('POST', '/api/session', { body: input }),
    onSuccess: (me) => {
      qc.setQueryData(meQuery.queryKey, me);
    },
  });
}

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => api<Me>('POST', '/api/account/sign-up', { body: input }),
    onSuccess: (me) => qc.setQueryData(meQuery.queryKey, me),
  });
}

export const useForgotPassword = () => useMutation({ mutationFn: (email: string) => api('POST', '/api/password/forgot', { body: { email } }) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: { token: string; password: string; confirmPassword: string }) => api('POST', '/api/password/reset', { body: input }) });
