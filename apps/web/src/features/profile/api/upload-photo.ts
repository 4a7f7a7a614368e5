import { profilePhotoResultSchema } from '@dugout/domain/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateMyProfile } from './keys';

/** POST /api/profile/photo (multipart field 'photo'). */
export function useUploadPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('photo', file);
      return api('POST', '/api/profile/photo', profilePhotoResultSchema, { form });
    },
    onSuccess: () => {
      void invalidateMyProfile(qc);
    },
  });
}
