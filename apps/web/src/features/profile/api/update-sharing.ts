import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSharingSchema } from '@dugout/domain/families';
import type { ProfileResponse } from '@dugout/domain/profile';
import { api } from '@/lib/api';
import { profileKeys } from './keys';

/**
 * PUT /api/profile/sharing: the player's wish to share their profile with college coaches. A minor without a
 * guardian's recorded consent is refused (403 with the reason); the answer is the sharing state, computed by the server.
 */
export function useUpdateSharing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (shareWithCollegeCoaches: boolean) =>
      api('PUT', '/api/profile/sharing', profileSharingSchema, { body: { shareWithCollegeCoaches } }),
    onSuccess: (sharing) => {
      qc.setQueryData<ProfileResponse>(profileKeys.detail(), (old) => (old ? { ...old, sharing } : old));
      return qc.invalidateQueries({ queryKey: profileKeys.detail() });
    },
  });
}
