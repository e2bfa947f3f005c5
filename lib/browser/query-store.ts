/**
 * The browser's cache of API answers for the islands that fetch (the search forms' counts,
 * districts, buildings and maps, the saved lists): one answer per key, fresh for a while, each
 * request made once however many islands ask, cancelled when nobody waits for it any more, tried
 * again once after a second when it fails. It does for this site what it used TanStack Query for,
 * in about 1 kB instead of 12 kB of every search page's first-load scripts (docs/PERFORMANCE.md).
 *
 * Only the browser writes to it: a server render reads nothing from it (useApiQuery's server
 * snapshot), so no answer is shared between two visitors' requests.
 */
import { setLoading } from '@/components/ui/loading-flag';

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

export type Entry<T> = {
  /** The last answer, absent until one came. */
  data?: T;
  /** When `data` came (or was given as the page's own data). */
  updatedAt: number;
  /** The last failure, cleared by the next success or request. */
  error?: unknown;
  fetching: boolean;
};

type Slot = {
  entry: Entry<unknown>;
  /** Islands that show this key now. */
  observers: number;
  controller?: AbortController;
  blocking: boolean;
};

export const RETRY_DELAY_MS = 1_000;

export class QueryStore {
  private slots = new Map<string, Slot>();
  private listeners = new Set<() => void>();
  private blockingInFlight = 0;

  constructor(private readonly onBlocking: (inFlight: number) => void = () => {}) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get<T>(key: string): Entry<T> | undefined {
    return this.slots.get(key)?.entry as Entry<T> | undefined;
  }

  /** True when `key` holds an answer younger than `staleMs`. */
  isFresh(key: string, staleMs: number, now = Date.now()): boolean {
    const entry = this.slots.get(key)?.entry;
    return entry?.data !== undefined && now - entry.updatedAt < staleMs;
  }

  /** Keeps data the page came with as the answer for `key`, unless one is already there. */
  seed<T>(key: string, data: T, now = Date.now()): void {
    const slot = this.slot(key);
    if (slot.entry.data !== undefined) return;
    this.replace(slot, { ...slot.entry, data, updatedAt: now });
  }

  /** An island starts showing `key`; the returned function says it stopped. */
  observe(key: string): () => void {
    const slot = this.slot(key);
    slot.observers++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      slot.observers--;
      // Nobody waits for the answer any more: the request is dropped, and the next island to ask
      // starts a new one.
      if (slot.observers > 0 || !slot.controller) return;
      const controller = slot.controller;
      slot.controller = undefined;
      controller.abort();
      if (slot.blocking) this.setBlocking(-1);
      this.replace(slot, { ...slot.entry, fetching: false });
    };
  }

  /** Asks for `key` unless a request for it is already out. */
  fetch<T>(key: string, fetcher: Fetcher<T>, options: { retry?: number; blocking?: boolean } = {}): void {
    const slot = this.slot(key);
    if (slot.entry.fetching) return;
    const controller = new AbortController();
    slot.controller = controller;
    slot.blocking = options.blocking ?? false;
    if (slot.blocking) this.setBlocking(+1);
    this.replace(slot, { ...slot.entry, fetching: true, error: undefined });
    void this.run(fetcher, controller.signal, options.retry ?? 1).then(
      (data) => this.settle(slot, controller, { ...slot.entry, data, updatedAt: Date.now(), error: undefined, fetching: false }),
      (error: unknown) => this.settle(slot, controller, controller.signal.aborted ? { ...slot.entry, fetching: false } : { ...slot.entry, error, fetching: false }),
    );
  }

  private async run<T>(fetcher: Fetcher<T>, signal: AbortSignal, retries: number): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetcher(signal);
      } catch (error) {
        if (signal.aborted || attempt >= retries) throw error;
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, RETRY_DELAY_MS);
          signal.addEventListener('abort', () => (clearTimeout(timer), reject(error)), { once: true });
        });
      }
    }
  }

  private settle(slot: Slot, controller: AbortController, entry: Entry<unknown>) {
    if (slot.controller !== controller) return;
    slot.controller = undefined;
    if (slot.blocking) this.setBlocking(-1);
    this.replace(slot, entry);
  }

  private slot(key: string): Slot {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = { entry: { updatedAt: 0, fetching: false }, observers: 0, blocking: false };
      this.slots.set(key, slot);
    }
    return slot;
  }

  /** Entries are replaced, never changed in place, so a snapshot read earlier stays as it was. */
  private replace(slot: Slot, entry: Entry<unknown>) {
    slot.entry = entry;
    for (const listener of this.listeners) listener();
  }

  private setBlocking(change: number) {
    this.blockingInFlight += change;
    this.onBlocking(this.blockingInFlight);
  }
}

/** The one store of the tab; the full-screen spinner is on while a blocking request is out. */
export const queryStore = new QueryStore(setLoading);
