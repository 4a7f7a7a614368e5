import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileUpdateInput, profileResponseSchema } from '@dugout/domain/profile';
import { api } from '@/lib/api';
import { invalidateMyProfile, profileKeys } from './keys';

/** PUT /api/profile (a new e-mail address carries currentPassword and waits for its link: decision 0039). */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api('PUT', '/api/profile', profileResponseSchema, { body: input }),
    onSuccess: (data) => {
      qc.setQueryData(profileKeys.detail(), data);
      void invalidateMyProfile(qc);
    },
  });
}
