'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { setLoading } from './loading-flag';

/**
 * What the islands used before TanStack Query and keep: an answer is fresh for a minute, a failed
 * request is tried once more after a second, and a tab coming back into focus asks nothing again.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, retryDelay: 1_000, refetchOnWindowFocus: false } } });
}

/** A query or mutation marked so holds the page's full-screen spinner on while it is in flight. */
export const BLOCKING = { blocking: true } as const;

/**
 * Keeps the page's loading flag (the layout's full-screen spinner) at the client's queries and
 * mutations marked `meta: BLOCKING` in flight; background ones (the unit count) stay quiet.
 */
export function watchBlocking(client: QueryClient): () => void {
  const blocking = { predicate: (item: { meta?: Record<string, unknown> }) => item.meta?.blocking === true };
  const update = () => setLoading(client.isFetching(blocking) + client.isMutating(blocking));
  const stopQueries = client.getQueryCache().subscribe(update);
  const stopMutations = client.getMutationCache().subscribe(update);
  return () => {
    stopQueries();
    stopMutations();
  };
}

let browserClient: QueryClient | undefined;

/** One client per tab, shared by every island; a new one per server render (TanStack Query's SSR guide). */
function tabClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  if (!browserClient) {
    browserClient = makeQueryClient();
    watchBlocking(browserClient);
  }
  return browserClient;
}

/**
 * TanStack Query for the islands that fetch (the search forms' count, districts and buildings, the
 * saved lists), around each of them rather than in the layout, so only their pages load it.
 * `client` is for tests.
 */
export function QueryIsland({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [own] = useState(() => client ?? tabClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
