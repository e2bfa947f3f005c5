'use client';
import { useSyncExternalStore } from 'react';
import { loadingCount, onLoadingChange } from './loading-flag';

/**
 * The site's one full-screen spinner: on while the loading flag is (any island's request
 * marked `meta: BLOCKING` in flight, components/ui/query-island.client.tsx; background refreshes such as the unit count stay quiet).
 */
export function FullScreenSpinner({ label }: { label: string }) {
  const count = useSyncExternalStore(onLoadingChange, loadingCount, () => 0);
  if (count === 0) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[100] flex items-center justify-center bg-white/60" data-testid="full-screen-spinner">
      <span className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
