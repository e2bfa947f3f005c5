/**
 * The page's loading flag (SPEC §2: a full-screen spinner shows while it is on): how many blocking
 * requests are in flight. The tab's query store raises it for requests marked `blocking`
 * (lib/browser/query-store.ts); the spinner in the layout reads it without loading that store.
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
