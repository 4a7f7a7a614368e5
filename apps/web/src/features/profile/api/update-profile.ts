import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileInput, profileResponseSchema } from '@dugout/domain';
import { api } from '@/lib/api';
import { meQuery } from '@/lib/auth';

/** PUT /api/profile */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api('PUT', '/api/profile', profileResponseSchema, { body: input }),
    onSuccess: (data) => {
      qc.setQueryData(['profile', {}], data);
      void qc.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}
