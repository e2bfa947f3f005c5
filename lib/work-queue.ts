import pLimit from 'p-limit';

/**
 * A line for work that must not run side by side: at most `concurrency` jobs run, at most
 * `maxWaiting` wait (first come, first served, p-limit's queue), and a job past that is turned away
 * at once rather than queued, so neither the waiting nor the memory the waiting requests hold can
 * grow unbounded. The owners' photos (lib/server/submissions/images.ts) and the page renders of
 * the production server (scripts/serve.ts, lib/cache/page-server.ts) each wait in one. No
 * `server-only`: the production server script imports it outside the app's bundles.
 */
export type WorkQueue = {
  /** Runs `job` when its turn comes; `undefined` at once when the line is full. */
  run<T>(job: () => Promise<T>): Promise<T> | undefined;
  /** Jobs running and waiting now. */
  readonly running: number;
  readonly waiting: number;
};

export function createWorkQueue(concurrency: number, maxWaiting: number): WorkQueue {
  const limit = pLimit(concurrency);
  return {
    run<T>(job: () => Promise<T>) {
      // Counted together: p-limit starts a queued job a microtask later, so within one burst of
      // calls a job counts as waiting before it counts as running.
      if (limit.activeCount + limit.pendingCount >= concurrency + maxWaiting) return undefined;
      return limit(job);
    },
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
