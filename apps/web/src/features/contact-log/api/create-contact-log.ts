import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { contactLogMessages, type ContactLogInput, contactLogViewSchema } from '@dugout/domain/tracker';
import { api } from '@/lib/api';
import { contactLogKeys } from './keys';

export const createContactLog = ({ schoolId, ...body }: ContactLogInput & { schoolId: number }) =>
  api('POST', '/api/contact-log', contactLogViewSchema, { body: { schoolId, ...body } });

export function useCreateContactLog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createContactLog,
    onSuccess: () => {
      toast.success(contactLogMessages.logged);
      return qc.invalidateQueries({ queryKey: contactLogKeys.all });
    },
    onError: (err) => toast.error('Error', { description: err.message }),
  });
}
