import { okResponseSchema } from '@dugout/domain/shared';
import { commitmentResultSchema } from '@dugout/domain/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api';
import { invalidateMySchools } from './keys';

/** The player's own commitment: PUT/DELETE /api/me/commitment (the commitments service of the teams feature). */
export const setMyCommitment = (body: { schoolId: number; commitmentDate?: string }) =>
  api('PUT', '/api/me/commitment', commitmentResultSchema, { body });
export const removeMyCommitment = () => api('DELETE', '/api/me/commitment', okResponseSchema);

const failed = () => toast.error('Error', { description: 'Failed to update commitment. Please try again.' });

export function useSetMyCommitment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setMyCommitment,
    onSuccess: () => {
      toast.success('Commitment saved');
      return invalidateMySchools(qc);
    },
    onError: failed,
  });
}

export function useRemoveMyCommitment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeMyCommitment,
    onSuccess: () => {
      toast.success('Commitment removed');
      return invalidateMySchools(qc);
    },
    onError: failed,
  });
}
