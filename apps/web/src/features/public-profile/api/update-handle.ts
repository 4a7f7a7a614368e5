import { useMutation, useQueryClient } from '@tanstack/react-query';
import { handleUpdateSchema, publicProfileSettingsSchema } from '@dugout/domain/public-profile';
import { api } from '@/lib/api';
import { putSettings } from './update-public-profile';

/** PUT /api/public-profile/handle: a new handle; the old address stops working at once. */
export function useUpdateHandle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (handle: string) =>
      api('PUT', '/api/public-profile/handle', publicProfileSettingsSchema, {
        body: handleUpdateSchema.parse({ handle }),
      }),
    onSuccess: (settings) => putSettings(qc, settings),
  });
}
