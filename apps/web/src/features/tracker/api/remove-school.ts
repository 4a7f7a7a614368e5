import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { trackerMessages } from '@dugout/domain';
import { api } from '@/lib/api';

export const removeSchool = (trackerId: string) => api<{ ok: true }>('DELETE', `/api/tracker/${trackerId}`);

export function useRemoveSchool() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeSchool,
    onSuccess: () => {
      toast.success(trackerMessages.removedTitle);
      return qc.invalidateQueries({ queryKey: ['tracker'] });
    },
    onError: () => toast.error('Error', { description: trackerMessages.removeFailed }),
  });
}
