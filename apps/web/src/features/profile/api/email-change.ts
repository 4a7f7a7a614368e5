import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailChangeResultSchema, profileResponseSchema } from '@dugout/domain/profile';
import { api } from '@/lib/api';
import { authKeys, forgetAccountData } from '@/lib/keys';
import { invalidateMyProfile, profileKeys } from './keys';

// The e-mail change's three endpoints (docs/decisions/0039-email-change-confirmation.md).

/** POST /api/profile/email-change/confirm — the link sent to the new address. */
export function useConfirmEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api('POST', '/api/profile/email-change/confirm', emailChangeResultSchema, { body: { token } }),
    onSuccess: () => {
      void invalidateMyProfile(qc);
    },
  });
}

/** POST /api/profile/email-change/undo — the link sent to the old address; every session of the account ends. */
export function useUndoEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api('POST', '/api/profile/email-change/undo', emailChangeResultSchema, { body: { token } }),
    onSuccess: () => {
      // This browser's session may have been one of them: ask again who is signed in, forget the rest.
      forgetAccountData(qc);
      void qc.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
}

/** DELETE /api/profile/email-change — drops the pending change. */
export function useCancelEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE', '/api/profile/email-change', profileResponseSchema),
    onSuccess: (data) => qc.setQueryData(profileKeys.detail(), data),
  });
}
