import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionWithPayment } from '@dugout/domain';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';

export const getSubmission = (id: string, signal?: AbortSignal) => apiGet<SubmissionWithPayment>(`/api/submissions/${encodeURIComponent(id)}`, undefined, signal);
/** Submission: fresh 1 minute (spec part 2 section 9). */
export const submissionQuery = (id: string) =>
  queryOptions({ queryKey: ['submissions', { id }], queryFn: ({ signal }) => getSubmission(id, signal), staleTime: minutes(1), enabled: !!id });
export const useSubmission = (id: string) => useQuery(submissionQuery(id));
