import { queryOptions, useQuery } from '@tanstack/react-query';
import { winterTrainingListSchema } from '@dugout/domain/winter-training';
import { apiGet } from '@/lib/api';
import { winterTrainingKeys } from './keys';

/** GET /api/winter-training — my entries, newest first. */
export const myWinterTrainingQuery = queryOptions({
  queryKey: winterTrainingKeys.mine(),
  queryFn: ({ signal }) => apiGet('/api/winter-training', winterTrainingListSchema, undefined, signal),
});
export const useMyWinterTraining = () => useQuery(myWinterTrainingQuery);
