import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponseSchema } from '@dugout/domain/profile';
import { api } from '@/lib/api';
import { profileKeys } from './keys';

/**
 * PUT /api/profile/sharing: the player's wish to share their profile with college coaches. A minor without a
 * guardian's recorded consent is refused (403 with the reason); `sharing.effective` is the server's.
 */
export function useUpdateSharing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (shareWithCollegeCoaches: boolean) =>
      api('PUT', '/api/profile/sharing', profileResponseSchema, { body: { shareWithCollegeCoaches } }),
    onSuccess: (data) => {
      qc.setQueryData(profileKeys.detail(), data);
      return qc.invalidateQueries({ queryKey: profileKeys.detail() });
    },
  });
}
