import 'server-only';

/**
 * Background work on a clock (the alerts' digests, the viewings' reminders): `run` at once and then
 * every `everyMs`, never two runs at a time; `tick()` runs it now (tests), `stop()` ends the timer
 * and waits for the run in flight, so a shutdown lets it finish. The timer keeps no process alive.
 */
export function periodic(run: () => Promise<void>, everyMs: number): { tick(): Promise<void>; stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;

  async function tick() {
    if (running || stopped) return;
    running = run().finally(() => {
      running = undefined;
    });
    await running;
  }

  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
