import 'server-only';
import { getDb } from '../db/client';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/session';
import { runDigests, type DigestResult } from './digest';
import { statusOf, unsubscribeAlert, type AlertRow } from './store';

/**
 * The back office's two actions on alerts, each audit-logged: an admin stops one alert (a renter
 * who wrote in, say), and sends the due digests now instead of waiting for the scheduler's hour.
 */
export async function adminUnsubscribe(actor: Pick<Staff, 'id' | 'email'>, id: number, clientAddress?: string): Promise<AlertRow | undefined> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await unsubscribeAlert(tx, id);
    if (row) await audit(tx, { actor, action: 'alert.unsubscribe', entity: 'search_alert', entityId: id, after: { status: statusOf(row) }, clientAddress });
    return row;
  });
}

export async function adminSendDueDigests(actor: Pick<Staff, 'id' | 'email'>, clientAddress?: string, now = new Date()): Promise<DigestResult> {
  const result = await runDigests(now);
  await audit(await getDb(), { actor, action: 'alert.send-due-digests', entity: 'search_alert', after: result, clientAddress });
  return result;
}
