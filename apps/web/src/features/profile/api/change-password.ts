import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@dugout/domain/profile';
import { okResponseSchema } from '@dugout/domain/shared';
import { api } from '@/lib/api';

/** POST /api/profile/password — the server verifies the current password first. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: PasswordChangeInput) => api('POST', '/api/profile/password', okResponseSchema, { body: input }),
  });
