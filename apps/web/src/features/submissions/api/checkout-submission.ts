import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutResultSchema } from '@dugout/domain';
import { api } from '@/lib/api';

export const checkoutSubmission = (id: string) =>
  api('POST', `/api/submissions/${encodeURIComponent(id)}/checkout`, checkoutResultSchema);

/** After a completed submission the header may show the Dashboard link: refresh ['auth','me'] and submission data. */
export function useCheckoutSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: checkoutSubmission,
    onSuccess: async (result) => {
      if (result.status === 'completed') {
        await Promise.all([
          qc.invalidateQueries({ queryKey: ['auth', 'me'] }),
          qc.invalidateQueries({ queryKey: ['submissions'] }),
        ]);
      }
    },
  });
}
