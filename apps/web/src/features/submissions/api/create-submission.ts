import { useMutation } from '@tanstack/react-query';
import { type SubmissionInput, submissionWithPaymentSchema } from '@dugout/domain';
import { api } from '@/lib/api';

export const createSubmission = (input: SubmissionInput) =>
  api('POST', '/api/submissions', submissionWithPaymentSchema, { body: input });
export const useCreateSubmission = () => useMutation({ mutationFn: createSubmission });
