import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { okResponseSchema } from '@dugout/domain/shared';
import { trackerMessages } from '@dugout/domain/tracker';
import { api } from '@/lib/api';
import { invalidateMySchools } from './keys';

export const removeSchool = (trackerId: string) => api('DELETE', `/api/tracker/${trackerId}`, okResponseSchema);

export function useRemoveSchool() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeSchool,
    onSuccess: () => {
      toast.success(trackerMessages.removedTitle);
      return invalidateMySchools(qc);
    },
    onError: () => toast.error('Error', { description: trackerMessages.removeFailed }),
  });
}
