import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { watchBlocking } from '@/components/query-island';
import { loadingCount, onLoadingChange } from '@/components/ui/loading-flag';

/** The loading flag behind the full-screen spinner (SPEC §2), fed by the islands' query client. */
describe('loading flag', () => {
  it('is on while a blocking query or mutation is in flight, and not for background ones', async () => {
    const client = new QueryClient();
    const stop = watchBlocking(client);
    const seen: number[] = [];
    const off = onLoadingChange(() => seen.push(loadingCount()));
    let finish = () => {};
    const blocking = client.fetchQuery({ queryKey: ['page'], meta: { blocking: true }, queryFn: () => new Promise<number>((r) => (finish = () => r(1))) });
    await Promise.resolve();
    expect(loadingCount()).toBe(1);
    const quiet = client.fetchQuery({ queryKey: ['count'], queryFn: async () => 2 });
    expect(loadingCount()).toBe(1);
    finish();
    await Promise.all([blocking, quiet]);
    expect(loadingCount()).toBe(0);

    let done = () => {};
    const mutation = client
      .getMutationCache()
      .build(client, { meta: { blocking: true }, mutationFn: () => new Promise<void>((r) => (done = r)) })
      .execute(undefined);
    await Promise.resolve();
    expect(loadingCount()).toBe(1);
    done();
    await mutation;
    expect(loadingCount()).toBe(0);
    expect(seen).toEqual([1, 0, 1, 0]);
    off();
    stop();
  });
});
