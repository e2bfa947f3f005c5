import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BLOCKING, watchBlocking } from '@/components/ui/query-island.client';
import { loadingCount, onLoadingChange } from '@/components/ui/loading-flag';

/** The loading flag behind the full-screen spinner, fed by the islands' query client. */
describe('loading flag', () => {
  it('is on while a blocking query or mutation is in flight, and not for background ones', async () => {
    const client = new QueryClient();
    const stop = watchBlocking(client);
    const seen: number[] = [];
    const off = onLoadingChange(() => seen.push(loadingCount()));
    let finish = () => {};
    const blocking = client.fetchQuery({ queryKey: ['page'], meta: BLOCKING, queryFn: () => new Promise<number>((r) => (finish = () => r(1))) });
    await Promise.resolve();
    expect(loadingCount()).toBe(1);
    let quiet = () => {};
    const background = client.fetchQuery({ queryKey: ['count'], queryFn: () => new Promise<number>((r) => (quiet = () => r(2))) });
    await Promise.resolve();
    expect(loadingCount()).toBe(1);
    finish();
    await blocking;
    expect(loadingCount()).toBe(0);
    quiet();
    await background;

    let done = () => {};
    const mutation = client
      .getMutationCache()
      .build(client, { meta: BLOCKING, mutationFn: () => new Promise<void>((r) => (done = r)) })
      .execute(undefined);
    await Promise.resolve();
    expect(loadingCount()).toBe(1);
    done();
    await mutation;
    expect(loadingCount()).toBe(0);

    // A blocking query that fails turns the flag off too.
    const failing = client.fetchQuery({ queryKey: ['broken'], meta: BLOCKING, retry: false, queryFn: () => Promise.reject(new Error('offline')) });
    await expect(failing).rejects.toThrow('offline');
    expect(loadingCount()).toBe(0);
    expect(seen.filter((n, i) => n !== seen[i - 1])).toEqual([1, 0, 1, 0, 1, 0]);
    off();
    stop();
  });
});
