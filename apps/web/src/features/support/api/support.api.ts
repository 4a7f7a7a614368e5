import { useMutation } from '@tanstack/react-query';
import type { SupportRequestInput } from '@dugout/domain';
import { api } from '@/lib/api';

export const useSendSupportRequest = () =>
  useMutation({ mutationFn: (input: SupportRequestInput) => api<{ id: string }>('POST', '/api/support', { body: input }) });
