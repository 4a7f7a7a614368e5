import { useMutation } from '@tanstack/react-query';
import { type SupportRequestInput, supportRequestCreatedSchema } from '@dugout/domain';
import { api } from '@/lib/api';

export const useSendSupportRequest = () =>
  useMutation({
    mutationFn: (input: SupportRequestInput) =>
      api('POST', '/api/support', supportRequestCreatedSchema, { body: input }),
  });
