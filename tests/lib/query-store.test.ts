import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryStore, RETRY_DELAY_MS } from '@/lib/browser/query-store';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** The browser's cache of API answers behind the search forms and the saved lists. */
describe('query store', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once for a key however many islands ask, and keeps the answer', async () => {
    const store = new QueryStore();
    const fetcher = vi.fn(async () => ({ message: 42 }));
    const changes = vi.fn();
    store.subscribe(changes);
    store.fetch('count', fetcher);
    store.fetch('count', fetcher);
    expect(store.get('count')?.fetching).toBe(true);
    await tick();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(store.get('count')).toMatchObject({ data: { message: 42 }, fetching: false, error: undefined });
    expect(store.isFresh('count', 60_000)).toBe(true);
    expect(store.isFresh('count', 0)).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it("keeps the page's own data as an answer, but never over one that came", async () => {
    const store = new QueryStore();
    store.seed('districts', ['Tay Ho'], 1_000);
    expect(store.get('districts')?.data).toEqual(['Tay Ho']);
    expect(store.isFresh('districts', 60_000, 2_000)).toBe(true);
    expect(store.isFresh('districts', 60_000, 70_000)).toBe(false);
    store.fetch('districts', async () => ['Ba Dinh']);
    await tick();
    store.seed('districts', ['Tay Ho']);
    expect(store.get('districts')?.data).toEqual(['Ba Dinh']);
  });

  it('tries a failed request once more after a second, then reports the failure and keeps the last answer', async () => {
    vi.useFakeTimers();
    const store = new QueryStore();
    store.seed('count', { message: 1 });
    const fetcher = vi.fn(async () => {
      throw new Error('503');
    });
    store.fetch('count', fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(store.get('count')?.fetching).toBe(true);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(store.get('count')).toMatchObject({ data: { message: 1 }, fetching: false });
    expect(store.get('count')?.error).toBeInstanceOf(Error);

    // The next request clears the failure.
    store.fetch('count', async () => ({ message: 3 }));
    expect(store.get('count')?.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get('count')).toMatchObject({ data: { message: 3 }, error: undefined });
  });

  it('drops a request when the last island showing its key goes, and asks anew for the next one', async () => {
    const store = new QueryStore();
    const signals: AbortSignal[] = [];
    const fetcher = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<number>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        setTimeout(() => resolve(signals.length), 5);
      });
    };
    const first = store.observe('page-2');
    const second = store.observe('page-2');
    store.fetch('page-2', fetcher);
    first();
    expect(signals[0].aborted).toBe(false);
    second();
    second();
    expect(signals[0].aborted).toBe(true);
    expect(store.get('page-2')).toMatchObject({ fetching: false, error: undefined });
    expect(store.get('page-2')?.data).toBeUndefined();

    const again = store.observe('page-2');
    store.fetch('page-2', fetcher);
    await new Promise((r) => setTimeout(r, 20));
    expect(store.get('page-2')).toMatchObject({ data: 2, fetching: false, error: undefined });
    again();
  });
});
