import { useMutation } from '@tanstack/react-query';
import type { SubmissionInput, SubmissionWithPayment } from '@dugout/domain';
import { api } from '@/lib/api';

export const createSubmission = (input: SubmissionInput) => api<SubmissionWithPayment>('POST', '/api/submissions', { body: input });
export const useCreateSubmission = () => useMutation({ mutationFn: createSubmission });
