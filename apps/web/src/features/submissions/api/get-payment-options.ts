import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentOptionSchema } from '@dugout/domain';
import { apiGet } from '@/lib/api';

export const getPaymentOptions = (signal?: AbortSignal) =>
  apiGet('/api/payments/options', paymentOptionSchema, undefined, signal);
export const paymentOptionsQuery = queryOptions({
  queryKey: ['submissions', { paymentOptions: true }],
  queryFn: ({ signal }) => getPaymentOptions(signal),
});
export const usePaymentOptions = () => useQuery(paymentOptionsQuery);
