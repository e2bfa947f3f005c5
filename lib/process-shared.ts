/**
 * State there is one of per process, whichever copy of a module asks for it.
 *
 * One process loads the app's modules more than once: Next compiles a module into each of its
 * server layers (pages, route handlers, instrumentation) and, in development, again on every hot
 * reload; and the production server (scripts/serve.ts) runs the page cache from its own module
 * graph beside Next's bundles. What must be single (the database handle, the rate limiter, the
 * upload memory, the metrics registry, the content version the page cache reads) is kept in one
 * slot on globalThis, under its name here, and nowhere else.
 *
 * No `server-only`: the production server's own graph reads it too.
 */
const SLOT = Symbol.for('vn-rentals.process-shared');
type Holder = { [SLOT]?: Map<string, unknown> };

/** The process's value under `name`, made by `create` on first use. */
export function processShared<T>(name: string, create: () => T): T {
  const holder = globalThis as Holder;
  const slot = (holder[SLOT] ??= new Map());
  if (!slot.has(name)) slot.set(name, create());
  return slot.get(name) as T;
}

/**
 * Work to finish before the process exits (the mail worker's mails in flight, a backup under way):
 * the background work (lib/server/background.ts) adds its stops, the production server runs them
 * when it is told to stop.
 */
export function shutdownHooks(): Set<() => Promise<unknown>> {
  return processShared('shutdown', () => new Set<() => Promise<unknown>>());
}
