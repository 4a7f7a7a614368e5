import { queryOptions, useQuery } from '@tanstack/react-query';
import { submissionWithPaymentSchema } from '@dugout/domain/scoring';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { submissionKeys } from './keys';

export const getSubmission = (id: string, signal?: AbortSignal) =>
  apiGet(`/api/submissions/${encodeURIComponent(id)}`, submissionWithPaymentSchema, undefined, signal);
/** Submission: fresh 1 minute (docs/spec/part-2-colleges-tracker-scoring.md section 9); `pollWhilePending` re-reads every 2 s until a payment completes it. */
export const submissionQuery = (id: string, opts: { pollWhilePending?: boolean } = {}) =>
  queryOptions({
    queryKey: submissionKeys.detail(id),
    queryFn: ({ signal }) => getSubmission(id, signal),
    staleTime: opts.pollWhilePending ? 0 : minutes(1),
    enabled: !!id,
    refetchInterval: opts.pollWhilePending
      ? (q) => (q.state.data?.submission.paymentStatus === 'pending' ? 2000 : false)
      : false,
  });
export const useSubmission = (id: string, opts: { pollWhilePending?: boolean } = {}) =>
  useQuery(submissionQuery(id, opts));
