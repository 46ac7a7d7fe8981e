import { QueryClient } from '@tanstack/react-query';

/** Spec §9: no retries, no refetch on focus or interval, data never stale (screens refetch on purpose). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** Teacher data is fresh for 30 s (spec §9). */
export const TEACHER_STALE_TIME = 30_000;
