import 'server-only';
import { shutdownHooks } from '@/lib/process-shared';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { startDigestScheduler } from './alerts/scheduler';
import { startBackupService } from './backup/service';
import { currentContentVersion } from './cache/content-version';
import { getDb, getDbHandle } from './db/client';
import { outboxHealth } from './mail/outbox';
import { startMailWorker } from './mail/worker';
import { settings } from './settings';
import { startViewingReminders } from './viewings/reminders';

/**
 * The work a server process does besides answering requests, started once per process by
 * instrumentation.ts, so `npm run dev` and `npm start` run the same app:
 * - the mail outbox's delivery worker (lib/server/mail/worker.ts) unless MAIL_WORKER=off;
 * - the saved-search alerts' daily digest (lib/server/alerts/scheduler.ts) unless ALERTS_SCHEDULER=off;
 * - the viewings' reminders the day before (lib/server/viewings/reminders.ts) unless VIEWING_REMINDERS=off;
 * - the backups (lib/server/backup/service.ts): with the embedded database `npm run backup` asks
 *   this process for one (only it may open the database), and with BACKUP_HOUR one a day;
 * - the content version's poll (lib/server/cache/content-version.ts), read at once, so the page
 *   cache knows the version before the first visitor;
 * - the metrics read from the database when scraped: the outbox and the PostgreSQL pool.
 * Each stop is added to the process's shutdown hooks, which the production server runs.
 */
export async function startBackground(): Promise<void> {
  const config = settings();
  const stops = shutdownHooks();
  if (config.MAIL_WORKER) {
    const worker = startMailWorker();
    stops.add(() => worker.stop());
    log('mail').info(
      { transport: config.SMTP_URL ? 'smtp' : 'files', pollMs: config.MAIL_POLL_MS },
      `Mail worker on: ${config.SMTP_URL ? 'SMTP' : `.eml files under ${config.MAIL_OUTBOX_DIR}`}, polling every ${config.MAIL_POLL_MS} ms`,
    );
  }
  if (config.ALERTS_SCHEDULER) {
    const scheduler = startDigestScheduler();
    stops.add(() => scheduler.stop());
    log('alerts').info({ hour: config.ALERTS_DIGEST_HOUR, checkMs: config.ALERTS_CHECK_MS }, `Alert digests on: daily from ${config.ALERTS_DIGEST_HOUR}:00 Asia/Ho_Chi_Minh, checked every ${config.ALERTS_CHECK_MS} ms`);
  }
  if (config.VIEWING_REMINDERS) {
    const reminders = startViewingReminders({ checkMs: config.VIEWING_REMINDERS_CHECK_MS });
    stops.add(() => reminders.stop());
  }
  // On PostgreSQL without BACKUP_HOUR there is nothing to run here (`npm run backup` runs pg_dump itself).
  if (!config.DATABASE_URL || config.BACKUP_HOUR !== undefined) {
    const backups = await startBackupService();
    stops.add(() => backups.stop());
  }
  void currentContentVersion();
  const probes = metrics().probes;
  probes.outbox = async () => outboxHealth(await getDb());
  probes.dbPool = async () => (await getDbHandle()).connections?.();
}
