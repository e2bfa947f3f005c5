/**
 * The content version as this process last read it, shared on globalThis between the app's
 * server bundles (which read it from the database, see content-version.ts) and the production
 * server's page cache (scripts/serve.ts), which runs outside those bundles and never opens the
 * database itself. Undefined until the first successful read: nothing is cached before that.
 */
export type ContentVersionSignal = {
  version: number | undefined;
  /** Called with the new version whenever it moves (the page cache drops its pages). */
  listeners: Set<(version: number) => void>;
  /**
   * Set by the app once its data layer is loaded: resolves false when the database cannot be
   * reached right now (the page cache then answers a failed page with 503 instead of 500).
   */
  databaseReachable?: () => Promise<boolean>;
};

const KEY = Symbol.for('vn-rentals.content-version');
type Holder = { [KEY]?: ContentVersionSignal };

export function contentVersionSignal(): ContentVersionSignal {
  const holder = globalThis as Holder;
  holder[KEY] ??= { version: undefined, listeners: new Set() };
  return holder[KEY];
}

/** Records a version read from the database; tells the listeners when it differs from the last. */
export function publishContentVersion(version: number): void {
  const signal = contentVersionSignal();
  if (signal.version === version) return;
  signal.version = version;
  for (const listener of signal.listeners) listener(version);
}
