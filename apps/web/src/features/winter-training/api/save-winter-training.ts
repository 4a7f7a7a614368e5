import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@dugout/domain/shared';
import { type WinterTrainingInput, winterTrainingRowSchema } from '@dugout/domain/winter-training';
import { api } from '@/lib/api';
import { winterTrainingKeys } from './keys';

/** POST /api/winter-training and DELETE /api/winter-training/:id */
export function useWinterTrainingWrites() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: winterTrainingKeys.all });
  return {
    add: useMutation({
      mutationFn: (input: WinterTrainingInput) =>
        api('POST', '/api/winter-training', winterTrainingRowSchema, { body: input }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api('DELETE', `/api/winter-training/${id}`, okResponseSchema),
      onSuccess: done,
    }),
  };
}
