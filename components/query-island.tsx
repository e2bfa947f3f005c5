'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { setLoading } from '@/components/ui/loading-flag';

const OPTIONS = { defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } };

let browserClient: QueryClient | undefined;

/** Keeps the page's loading flag (the layout's full-screen spinner) at the client's blocking requests in flight. */
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

/** One query client per browser tab, shared by every island; one per request on the server (TanStack's SSR guide). */
function queryClient(): QueryClient {
  if (typeof window === 'undefined') return new QueryClient(OPTIONS);
  if (!browserClient) {
    browserClient = new QueryClient(OPTIONS);
    watchBlocking(browserClient);
  }
  return browserClient;
}

/**
 * The query client for the islands that fetch (the search forms' counts, districts and buildings,
 * the saved lists). Only their pages load TanStack Query: the layout has no provider, so a detail,
 * project or article page does not carry it.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
