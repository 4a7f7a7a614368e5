import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSharingSchema } from '@dugout/domain/families';
import { api } from '@/lib/api';
import { invalidateMyProfile } from './keys';

/**
 * PUT /api/profile/date-of-birth: a player's date of birth, asked once of existing players (the families contract).
 * The answer carries the sharing state the date changes (read here with the sharing schema); the profile is read again.
 */
export function useUpdateDateOfBirth() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (dateOfBirth: string) =>
      api('PUT', '/api/profile/date-of-birth', profileSharingSchema, { body: { dateOfBirth } }),
    onSuccess: () => invalidateMyProfile(qc),
  });
}
