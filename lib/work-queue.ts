/**
 * A line for work that must not run side by side: at most `concurrency` jobs run, at most
 * `maxWaiting` wait (first come, first served), and a job past that is turned away at once rather
 * than queued, so neither the waiting nor the memory the waiting requests hold can grow unbounded.
 * The owners' photos (lib/server/submissions/images.ts) and the page renders of the production
 * server (scripts/serve.ts, lib/cache/page-server.ts) each wait in one. No `server-only`: the
 * production server script imports it outside the app's bundles.
 */
export type WorkQueue = {
  /** Runs `job` when its turn comes; `undefined` at once when the line is full. */
  run<T>(job: () => Promise<T>): Promise<T> | undefined;
  /** Jobs running and waiting now. */
  readonly running: number;
  readonly waiting: number;
};

export function createWorkQueue(concurrency: number, maxWaiting: number): WorkQueue {
  let running = 0;
  const line: (() => void)[] = [];
  // A finished job hands its slot straight to the next in line, so a newcomer cannot jump it.
  const next = () => {
    const start = line.shift();
    if (start) start();
    else running -= 1;
  };
  return {
    run<T>(job: () => Promise<T>) {
      if (running >= concurrency && line.length >= maxWaiting) return undefined;
      let turn: Promise<void>;
      if (running < concurrency) {
        running += 1;
        turn = Promise.resolve();
      } else {
        turn = new Promise<void>((resolve) => line.push(resolve));
      }
      return turn.then(job).finally(next);
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
