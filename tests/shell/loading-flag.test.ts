import { describe, expect, it } from 'vitest';
import { QueryStore } from '@/lib/browser/query-store';
import { loadingCount, onLoadingChange, setLoading } from '@/components/ui/loading-flag';

/** The loading flag behind the full-screen spinner (SPEC §2), fed by the islands' query store. */
describe('loading flag', () => {
  it('is on while a blocking request is out, and not for background ones', async () => {
    const store = new QueryStore(setLoading);
    const seen: number[] = [];
    const off = onLoadingChange(() => seen.push(loadingCount()));
    let finish = () => {};
    store.fetch('page', () => new Promise<number>((r) => (finish = () => r(1))), { blocking: true });
    expect(loadingCount()).toBe(1);
    let quiet = () => {};
    store.fetch('count', () => new Promise<number>((r) => (quiet = () => r(2))));
    expect(loadingCount()).toBe(1);
    finish();
    await new Promise((r) => setTimeout(r, 0));
    expect(loadingCount()).toBe(0);
    quiet();

    // A blocking request nobody waits for any more is dropped, and the flag goes off with it.
    const stop = store.observe('next');
    store.fetch('next', (signal) => new Promise<number>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))), { blocking: true });
    expect(loadingCount()).toBe(1);
    stop();
    expect(loadingCount()).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([1, 0, 1, 0]);
    off();
  });
});
