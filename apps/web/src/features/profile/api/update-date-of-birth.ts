import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponseSchema } from '@dugout/domain/profile';
import { api } from '@/lib/api';
import { invalidateMyProfile, profileKeys } from './keys';

/** PUT /api/profile/date-of-birth: an existing player's date of birth, asked once (the families contract). */
export function useUpdateDateOfBirth() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (dateOfBirth: string) =>
      api('PUT', '/api/profile/date-of-birth', profileResponseSchema, { body: { dateOfBirth } }),
    onSuccess: (data) => {
      qc.setQueryData(profileKeys.detail(), data);
      return invalidateMyProfile(qc);
    },
  });
}
