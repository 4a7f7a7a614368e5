import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { okResponseSchema } from '@dugout/domain/shared';
import { contactLogMessages } from '@dugout/domain/tracker';
import { api } from '@/lib/api';
import { contactLogKeys } from './keys';

export const deleteContactLog = (id: string) => api('DELETE', `/api/contact-log/${id}`, okResponseSchema);

export function useDeleteContactLog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteContactLog,
    onSuccess: () => {
      toast.success(contactLogMessages.deleted);
      return qc.invalidateQueries({ queryKey: contactLogKeys.all });
    },
    onError: (err) => toast.error('Error', { description: err.message }),
  });
}
