// The app's query client. Spec section 9: it retries once and does not refetch on window focus.
// Answers are reused for 30 s, except the public catalogue's (listings, counts, filter options):
// those are fresh for a second, so a page opened again refetches and a position published meanwhile
// shows within the two seconds the API promises (its own caches hold a listing a second at most).
import { QueryClient } from '@tanstack/react-query';

export const CATALOGUE_FRESH_MS = 1_000;
/** Query keys of the catalogue reads (web/src/api/opportunities.ts). */
export const CATALOGUE_KEYS = [['opportunities'], ['counts'], ['options']] as const;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
  for (const queryKey of CATALOGUE_KEYS) client.setQueryDefaults(queryKey, { staleTime: CATALOGUE_FRESH_MS });
  return client;
}
