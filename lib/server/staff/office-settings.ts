import 'server-only';
import { eq } from 'drizzle-orm';
import type * as z from 'zod';
import { OFFICE_SETTINGS, type OfficeSettingKey } from '../office-settings-schema';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import type { Staff } from './session';
import { audit } from './audit';

/**
 * The settings staff change in the back office, kept in `app_settings` (one JSON value per key):
 * where a new inquiry's notification goes, by city (`staffAddresses`, read by the mail outbox), and
 * the exchange rates for approximate yen and dong amounts (`exchangeRates`). Their shapes are in
 * lib/server/office-settings-schema.ts.
 */
export { exchangeRatesSchema, staffAddressesSchema, type ExchangeRates, type StaffAddresses } from '../office-settings-schema';
const SCHEMAS = OFFICE_SETTINGS;
type Key = OfficeSettingKey;
type Value<K extends Key> = z.infer<(typeof SCHEMAS)[K]>;

/** One setting, or undefined when it was never saved (or what is stored no longer reads). */
export async function readSetting<K extends Key>(db: Db, key: K): Promise<Value<K> | undefined> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  if (!row) return undefined;
  const parsed = SCHEMAS[key].safeParse(row.value);
  return parsed.success ? (parsed.data as Value<K>) : undefined;
}

/** Saves one setting (already validated) with its audit entry, in one transaction. */
export async function writeSetting<K extends Key>(db: Db, key: K, value: Value<K>, actor: Staff, clientAddress: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).for('update');
    await tx
      .insert(appSettings)
      .values({ key, value, updatedBy: actor.id })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date(), updatedBy: actor.id } });
    await audit(tx, { actor, action: 'settings.update', entity: 'setting', entityId: key, before: before?.value ?? null, after: value, clientAddress });
  });
}
