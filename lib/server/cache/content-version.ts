import 'server-only';
import { eq } from 'drizzle-orm';
import { processShared } from '@/lib/process-shared';
import { contentVersionSignal, publishContentVersion } from '@/lib/cache/signal';
import { getDb } from '../db/client';
import { isUnavailable } from '../http';
import { contentVersion } from '../db/schema';
import { settings } from '../settings';

/**
 * Watches the content version (a single row that triggers raise on every change to a content
 * table, migration 0004) and publishes it on the process's signal. Cached data and cached pages
 * are only reused while the version they were made under is still the current one.
 *
 * CONTENT_POLL_MS (default 1000) is how often it is read: a change made by any writer shows on
 * every instance within that time. 0 reads it before every use of a cached value instead (exact,
 * one primary-key read per use; the tests run this way). While the database cannot be reached the
 * last version read stays in force.
 */
type Watch = { timer?: ReturnType<typeof setInterval>; reading?: Promise<number | undefined>; warned?: boolean };
const watch = processShared<Watch>('content-version-watch', () => ({}));

async function readVersion(): Promise<number | undefined> {
  const db = await getDb();
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.version;
}

// For the page cache: whether a page that failed did so because the database is away.
contentVersionSignal().databaseReachable = async () => {
  try {
    await readVersion();
    return true;
  } catch (err) {
    return !isUnavailable(err);
  }
};

/** One read at a time: concurrent callers share it. */
export function refreshContentVersion(): Promise<number | undefined> {
  watch.reading ??= readVersion()
    .then((version) => {
      if (version !== undefined) publishContentVersion(version);
      watch.warned = false;
      return contentVersionSignal().version;
    })
    .catch((err: unknown) => {
      if (!watch.warned) console.error('[cache] could not read the content version:', err instanceof Error ? err.message : err);
      watch.warned = true;
      return contentVersionSignal().version;
    })
    .finally(() => {
      watch.reading = undefined;
    });
  return watch.reading;
}

/**
 * The version cached values may be checked against, or undefined when none is known yet (then
 * nothing is reused). Starts the poll on first use.
 */
export async function currentContentVersion(): Promise<number | undefined> {
  const interval = settings().CONTENT_POLL_MS;
  if (interval === 0) return refreshContentVersion();
  if (!watch.timer) {
    watch.timer = setInterval(() => void refreshContentVersion(), interval);
    watch.timer.unref();
    return refreshContentVersion();
  }
  return contentVersionSignal().version;
}

/**
 * Called by a writer after its change has committed: this instance takes up the new version at
 * once, so the staff member who published, hid or edited something sees it on the public site on
 * their next request (other instances within CONTENT_POLL_MS). A poll already under way may have
 * read before the commit, so it is waited for and a fresh read made.
 */
export async function contentWritten(): Promise<void> {
  if (watch.reading) await watch.reading;
  await refreshContentVersion();
}
