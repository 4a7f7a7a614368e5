import { useMutation } from '@tanstack/react-query';
import { type SupportRequestInput, supportRequestCreatedSchema } from '@dugout/domain/support';
import { api } from '@/lib/api';

export const useSendSupportRequest = () =>
  useMutation({
    mutationFn: (input: SupportRequestInput) =>
      api('POST', '/api/support', supportRequestCreatedSchema, { body: input }),
  });
