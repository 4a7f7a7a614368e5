import { useMutation } from '@tanstack/react-query';
import { type PasswordChangeInput, okResponseSchema } from '@dugout/domain';
import { api } from '@/lib/api';

/** POST /api/profile/password — the server verifies the current password first. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: PasswordChangeInput) => api('POST', '/api/profile/password', okResponseSchema, { body: input }),
  });
