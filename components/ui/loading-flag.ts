/**
 * The page's loading flag (a full-screen spinner shows while it is on): how many blocking
 * requests are in flight. The islands' query client raises it for queries and mutations marked
 * `meta: BLOCKING` (components/ui/query-island.client.tsx); the spinner in the layout reads it without
 * loading TanStack Query.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

export function setLoading(count: number): void {
  if (count === inFlight) return;
  inFlight = count;
  for (const listener of listeners) listener();
}

export function loadingCount(): number {
  return inFlight;
}

export function onLoadingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
