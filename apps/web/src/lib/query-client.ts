import { QueryClient } from '@tanstack/react-query';

/** Defaults of the spec (part 1 section 9): retry 1, stale 5 minutes, cache 30 minutes, no refetch on focus. */
export const minutes = (n: number) => n * 60_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: minutes(5), gcTime: minutes(30), refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
