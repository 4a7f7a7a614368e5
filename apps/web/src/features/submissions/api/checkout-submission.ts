import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutResultSchema } from '@dugout/domain/scoring';
import { api } from '@/lib/api';
import { invalidatePurchases } from './keys';

export const checkoutSubmission = (id: string) =>
  api('POST', `/api/submissions/${encodeURIComponent(id)}/checkout`, checkoutResultSchema);

/** After a completed submission the header may show the Dashboard link: refresh what a purchase changes (keys.ts). */
export function useCheckoutSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: checkoutSubmission,
    onSuccess: async (result) => {
      if (result.status === 'completed') await invalidatePurchases(qc);
    },
  });
}
