// Server state of the console through TanStack Query: each screen names a path, the library keeps
// the answer (cached per path), retries a failed read (never a refusal: 4xx answers are final),
// and a change invalidates the reads it affects so every table shows the new rows.
import { QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiFailure } from '../api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiFailure && error.status < 500) && count < 2,
    },
  },
});

/** GET `path` (null: not yet); the answer is kept under the path as its key. */
export function useApi<T>(
  path: string | null,
  /** `fresh`: read again each time the screen opens (figures that move without a change of ours). */
  options: { refetchInterval?: (data: T | undefined) => number | false; fresh?: boolean } = {},
) {
  return useQuery<T, Error>({
    queryKey: [path],
    queryFn: () => api<T>(path!),
    enabled: path !== null,
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
    refetchInterval: options.refetchInterval && ((q) => options.refetchInterval!(q.state.data)),
  });
}

/** A change (POST, PUT, PATCH, DELETE); when it succeeds, every read whose path starts with one of
 * `invalidates` is read again. */
export function useChange<T = unknown>(invalidates: string[]) {
  const client = useQueryClient();
  return useMutation<T, Error, { path: string; method?: string; body?: unknown }>({
    mutationFn: ({ path, method = 'POST', body }) => api<T>(path, { method, body }),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) => invalidates.some((prefix) => String(q.queryKey[0]).startsWith(prefix)),
      }),
  });
}
