import 'server-only';
import { eq } from 'drizzle-orm';
import { getDbHandle, type DbHandle } from '../db/client';
import { appSettings } from '../db/schema';
import { resolvePath, settings } from '../settings';
import { slotStart } from '../alerts/digest';
import { controlSocketPath, serveBackupRequests } from './control';
import { describeBackup, makeBackup, type BackupResult } from './make';
import { log as logger } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

/**
 * The backups the production server (scripts/serve.ts) makes: on request from `npm run backup`
 * while it has the embedded database open (./control.ts), and once a day from BACKUP_HOUR o'clock
 * (Asia/Ho_Chi_Minh) when that is set. The day's backup is marked in app_settings, so a restart
 * does not make a second one; on PostgreSQL an advisory lock lets one instance of several make it.
 * One backup at a time: a request while one is being made gets that one.
 */
const BACKUP_LOCK = 727_002; // advisory lock id (727_001 is the migrations')
const MARK_KEY = 'backup.lastScheduledSlot';

export type BackupService = { backup(): Promise<BackupResult>; tick(): Promise<void>; stop(): Promise<void> };

export type ServiceOptions = {
  handle?: () => Promise<DbHandle>;
  hour?: number;
  now?: () => Date;
  checkMs?: number;
  /** Listen for `npm run backup` (embedded database only); default true. */
  listen?: boolean;
};

export async function startBackupService(options: ServiceOptions = {}): Promise<BackupService> {
  const log = logger('backup');
  const measured = metrics();
  const s = settings();
  const handle = options.handle ?? getDbHandle;
  const now = options.now ?? (() => new Date());
  const hour = 'hour' in options ? options.hour : s.BACKUP_HOUR;
  let running: Promise<BackupResult> | undefined;

  const backup = () => {
    running ??= (async () => {
      log.info('making a backup');
      const result = await makeBackup(await handle());
      measured.backups.inc({ result: 'ok' });
      measured.backupLastSuccess.set(Date.now() / 1000);
      log.info({ folder: result.folder, ms: result.ms, files: result.manifest.files.length, removed: result.removed.length }, describeBackup(result).replaceAll('\n', ';'));
      return result;
    })()
      .catch((err: unknown) => {
        measured.backups.inc({ result: 'failed' });
        log.error({ err }, 'the backup failed');
        throw err;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  let control: Awaited<ReturnType<typeof serveBackupRequests>>;
  if (options.listen !== false && !s.DATABASE_URL) {
    const dataDir = resolvePath(s.PGLITE_DIR);
    control = await serveBackupRequests(
      dataDir,
      async () => {
        const result = await backup();
        return { folder: result.folder, summary: describeBackup(result) };
      },
      (line) => log.warn(line),
    );
    if (control) log.info(`Backups on request (npm run backup) through ${controlSocketPath(dataDir)}`);
  }

  let lastSlot: number | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;
  const tick = async () => {
    if (hour === undefined || stopped || ticking) return ticking;
    const slot = slotStart(now(), hour).getTime();
    if (slot === lastSlot) return;
    ticking = (async () => {
      const db = await handle();
      const release = await lockForSchedule(db);
      if (!release) return; // another instance is making it: looked at again at the next check
      try {
        const [row] = await db.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, MARK_KEY));
        const marked = Date.parse(String((row?.value as { slot?: string } | undefined)?.slot ?? ''));
        if (!(marked >= slot)) {
          const result = await backup();
          const value = { slot: new Date(slot).toISOString(), folder: result.folder, at: new Date().toISOString() };
          await db.db
            .insert(appSettings)
            .values({ key: MARK_KEY, value, updatedBy: 'backup schedule' })
            .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date(), updatedBy: 'backup schedule' } });
        }
        lastSlot = slot;
      } finally {
        await release();
      }
    })()
      .catch((err: unknown) => log.error({ err }, 'the scheduled backup failed (it is tried again at the next check)'))
      .finally(() => {
        ticking = undefined;
      });
    return ticking;
  };

  let timer: NodeJS.Timeout | undefined;
  if (hour !== undefined) {
    log.info(`Daily backups from ${hour}:00 Asia/Ho_Chi_Minh into ${resolvePath(s.BACKUP_DIR)}, keeping ${s.BACKUP_KEEP}`);
    timer = setInterval(() => void tick(), options.checkMs ?? 60_000);
    timer.unref();
    void tick();
  }

  return {
    backup,
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      control?.close();
      await Promise.allSettled([ticking, running]);
    },
  };
}

/** On PostgreSQL, a session's advisory lock: one instance makes the day's backup. Undefined when another holds it. */
async function lockForSchedule(handle: DbHandle): Promise<(() => Promise<void>) | undefined> {
  const url = settings().DATABASE_URL;
  if (handle.engine !== 'postgres' || !url) return async () => {};
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  const [row] = (await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [BACKUP_LOCK])).rows;
  if (!row?.ok) {
    await client.end();
    return undefined;
  }
  return async () => {
    await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => {});
    await client.end();
  };
}
