import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { trackerMessages, type UpdateTrackerInfoInput, trackerEntryViewSchema } from '@dugout/domain/tracker';
import { api } from '@/lib/api';
import { invalidateMySchools } from './keys';

export const updateTrackerInfo = ({ trackerId, ...body }: { trackerId: string } & UpdateTrackerInfoInput) =>
  api('PATCH', `/api/tracker/${trackerId}`, trackerEntryViewSchema, { body });

export function useUpdateTrackerInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateTrackerInfo,
    onSuccess: () => {
      toast.success('Tracker information saved');
      return invalidateMySchools(qc);
    },
    onError: () => toast.error('Error', { description: trackerMessages.infoUpdateFailed }),
  });
}
