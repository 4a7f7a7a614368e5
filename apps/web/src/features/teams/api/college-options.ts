import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { minutes } from '@/lib/query-client';

export interface CollegeOption {
  school_id: number;
  school_name: string;
  division: string;
  conference: string | null;
}
/** The commitment college picker's options (GET /api/colleges/options). */
export const fetchCollegeOptions = async (division: string, signal?: AbortSignal): Promise<CollegeOption[]> => {
  const res = await apiGet<CollegeOption[] | { options: CollegeOption[] }>('/api/colleges/options', { division: division === 'all' ? undefined : division }, signal);
  return Array.isArray(res) ? res : res.options;
};
export const collegeOptionsQuery = (division: string, enabled: boolean) =>
  queryOptions({ queryKey: ['teams', { collegeOptions: division }], queryFn: ({ signal }) => fetchCollegeOptions(division, signal), staleTime: minutes(60), enabled });
export const useCollegeOptions = (division: string, enabled: boolean) => useQuery(collegeOptionsQuery(division, enabled));
