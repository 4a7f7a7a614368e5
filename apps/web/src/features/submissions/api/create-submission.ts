import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SubmissionInput, submissionWithPaymentSchema } from '@dugout/domain/scoring';
import { api } from '@/lib/api';
import { invalidatePurchases } from './keys';

export const createSubmission = (input: SubmissionInput) =>
  api('POST', '/api/submissions', submissionWithPaymentSchema, { body: input });
/** A new submission is listed (pending until paid, or completed at once when free): refresh what a purchase changes. */
export function useCreateSubmission() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createSubmission, onSuccess: () => void invalidatePurchases(qc) });
}
