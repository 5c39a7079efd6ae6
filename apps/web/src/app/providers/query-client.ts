import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import { showGlobalErrorToast } from '../toasts/global-error-toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorTitle`: an i18n key naming what failed, shown above the status text (roleplay.md §8). */
    queryMeta: { silent?: boolean; errorTitle?: string };
    mutationMeta: { silent?: boolean; errorTitle?: string };
  }
}

/** Only a dropped connection or a gateway hiccup is worth one quiet retry. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);
const isTransient = (error: unknown) =>
  error instanceof NetworkError || (error instanceof ApiError && TRANSIENT_STATUSES.has(error.status));

/** One client per app: every failed query or mutation becomes the catalogue toast unless marked silent. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) showGlobalErrorToast(error, query.meta?.errorTitle);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) showGlobalErrorToast(error, mutation.meta?.errorTitle);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => isTransient(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
