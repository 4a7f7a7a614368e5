import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { contactLogMessages, type ContactLogInput, contactLogViewSchema } from '@dugout/domain/tracker';
import { api } from '@/lib/api';
import { contactLogKeys } from './keys';

export const updateContactLog = ({ id, ...body }: ContactLogInput & { id: string }) =>
  api('PUT', `/api/contact-log/${id}`, contactLogViewSchema, { body });

export function useUpdateContactLog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateContactLog,
    onSuccess: () => {
      toast.success(contactLogMessages.updated);
      return qc.invalidateQueries({ queryKey: contactLogKeys.all });
    },
    onError: (err) => toast.error('Error', { description: err.message }),
  });
}
