import { processShared } from '@/lib/process-shared';

/**
 * The content version as this process last read it, one per process (lib/process-shared.ts): the
 * app's server bundles read it from the database (content-version.ts), the production server's page
 * cache (scripts/serve.ts), which runs outside those bundles and never opens the database itself,
 * drops its pages when it moves. Undefined until the first successful read: nothing is cached before that.
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

export function contentVersionSignal(): ContentVersionSignal {
  return processShared<ContentVersionSignal>('content-version', () => ({ version: undefined, listeners: new Set() }));
}

/** Records a version read from the database; tells the listeners when it differs from the last. */
export function publishContentVersion(version: number): void {
  const signal = contentVersionSignal();
  if (signal.version === version) return;
  signal.version = version;
  for (const listener of signal.listeners) listener(version);
}
