import { queryOptions, useQuery } from '@tanstack/react-query';
import { submissionListSchema } from '@dugout/domain/scoring';
import { apiGet } from '@/lib/api';
import { submissionKeys } from './keys';

export const listSubmissions = (signal?: AbortSignal) =>
  apiGet('/api/submissions', submissionListSchema, undefined, signal);
/** Submissions: fresh 30 s (docs/spec/part-1-accounts-teams-organizations.md section 9). */
export const submissionsQuery = queryOptions({
  queryKey: submissionKeys.mine(),
  queryFn: ({ signal }) => listSubmissions(signal),
  staleTime: 30_000,
});
export const useSubmissions = () => useQuery(submissionsQuery);
