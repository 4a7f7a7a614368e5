import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactLogListSchema } from '@dugout/domain/tracker';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';
import { contactLogKeys } from './keys';

export const listContactLogs = (schoolId: number, signal?: AbortSignal) =>
  apiGet('/api/contact-log', contactLogListSchema, { schoolId }, signal);

/** Coach log: fresh for 2 minutes (docs/spec/part-2-colleges-tracker-scoring.md §9). */
export const contactLogsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: contactLogKeys.school(schoolId),
    queryFn: ({ signal }) => listContactLogs(schoolId, signal),
    staleTime: minutes(2),
  });

export const useContactLogs = (schoolId: number) => useQuery(contactLogsQueryOptions(schoolId));
