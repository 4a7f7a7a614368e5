import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { contactLogMessages } from '@dugout/domain';
import { api } from '@/lib/api';

export const deleteContactLog = (id: string) => api<{ ok: true }>('DELETE', `/api/contact-log/${id}`);

export function useDeleteContactLog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteContactLog,
    onSuccess: () => {
      toast.success(contactLogMessages.deleted);
      return qc.invalidateQueries({ queryKey: ['contact-log'] });
    },
    onError: (err) => toast.error('Error', { description: err.message }),
  });
}
