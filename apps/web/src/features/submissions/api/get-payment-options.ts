import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentOptionSchema } from '@dugout/domain/scoring';
import { apiGet } from '@/lib/api';
import { submissionKeys } from './keys';

export const getPaymentOptions = (signal?: AbortSignal) =>
  apiGet('/api/payments/options', paymentOptionSchema, undefined, signal);
export const paymentOptionsQuery = queryOptions({
  queryKey: submissionKeys.paymentOptions(),
  queryFn: ({ signal }) => getPaymentOptions(signal),
});
export const usePaymentOptions = () => useQuery(paymentOptionsQuery);
