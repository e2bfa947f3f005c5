import 'server-only';
import { settings } from '../settings';
import { runDigests, slotStart, type DigestOptions } from './digest';
import { log as logger } from '@/lib/observability/log';
import { periodic } from '../periodic';

/**
 * Runs the daily digest in the production server (scripts/serve.ts), next to the mail worker:
 * every ALERTS_CHECK_MS it looks at the clock, and once per digest slot (./digest.ts) runs the job.
 * A restart runs it again for the current slot, which sends only what that slot has not sent yet.
 * `now` is injectable so tests move the clock.
 */
export type SchedulerOptions = DigestOptions & { now?: () => Date; checkMs?: number; log?: (line: string) => void };

export function startDigestScheduler(options: SchedulerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => logger('alerts').info(line));
  let lastSlot: number | undefined;
  return periodic(async () => {
    const at = now();
    const slot = slotStart(at, options.hour).getTime();
    if (slot === lastSlot) return;
    try {
      const result = await runDigests(at, options);
      lastSlot = slot;
      if (result.sent) log(`[alerts] ${result.sent} digest(s) written for ${result.checked} due alert(s)`);
    } catch (err) {
      log(`[alerts] the digest run failed (it is tried again at the next check): ${err instanceof Error ? err.message : String(err)}`);
    }
  }, options.checkMs ?? settings().ALERTS_CHECK_MS);
}
