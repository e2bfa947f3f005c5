'use server';
import { contentWritten } from '@/lib/server/cache/content-version';
import { getDb } from '@/lib/server/db/client';
import { cities } from '@/lib/server/db/schema';
import { parseViewingHours, viewingHoursValues } from '@/lib/server/viewings/week-form';
import { requestAddress } from '@/lib/server/staff/audit';
import { contactChannelsSchema, replyAddressSchema, type CityChannels } from '@/lib/server/office-settings-schema';
import { CHAT_APPS } from '@/lib/contact-channels';
import { exchangeRatesSchema, readSetting, staffAddressesSchema, writeSetting } from '@/lib/server/staff/office-settings';
import { parseReplyTemplates, templateValues } from '@/lib/server/staff/reply-templates';
import { requireStaff } from '@/lib/server/staff/session';

/** `values`: what was typed (after a refusal) or what was stored (after a save); `at` remounts the form. */
export type SettingsState = { done?: boolean; fields?: Record<string, string>; values?: Record<string, string>; at?: number };

function typed(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string' && !k.startsWith('$')) values[k] = v;
  return values;
}

/**
 * All settings are checked before any is saved: one bad field stores nothing. Field names:
 * `default`, `city-<id>`, `jpy`, `vnd`, `asOf`, `replyAddress`, and each city office's chat apps
 * `line-<id>`, `whatsapp-<id>`, `zalo-<id>`.
 */
export async function saveSettingsAction(_prev: SettingsState, form: FormData): Promise<SettingsState> {
  const actor = await requireStaff('settings', '/admin/settings');
  const fields: Record<string, string> = {};
  const byCity: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    const m = /^city-(\d{1,9})$/.exec(name);
    if (m && typeof value === 'string' && value.trim()) byCity[m[1]] = value.trim();
  }
  const addresses = staffAddressesSchema.safeParse({ default: String(form.get('default') ?? '').trim() || undefined, byCity });
  if (!addresses.success) {
    for (const issue of addresses.error.issues) {
      if (issue.path[0] === 'default') fields.default = 'emailInvalid';
      else if (issue.path[0] === 'byCity') fields[`city-${String(issue.path[1])}`] = 'emailInvalid';
    }
  }
  const number = (name: string) => {
    const raw = String(form.get(name) ?? '').trim().replace(/,/g, '');
    return /^-?\d{1,15}(?:\.\d{1,15})?$/.test(raw) ? Number(raw) : NaN;
  };
  const rate = { jpy: number('jpy'), vnd: number('vnd') };
  const rates = exchangeRatesSchema.safeParse({ ...rate, asOf: String(form.get('asOf') ?? '').trim() });
  if (!rates.success) {
    for (const issue of rates.error.issues) {
      const name = String(issue.path[0]);
      if (name === 'asOf') fields.asOf = issue.message === 'dateRange' ? 'dateRange' : 'dateInvalid';
      // A number outside its bounds is told the bounds; anything else is no number.
      else if (name === 'jpy' || name === 'vnd') fields[name] = Number.isNaN(rate[name]) ? 'rateInvalid' : `${name}Range`;
    }
  }
  const replyAddress = replyAddressSchema.safeParse(form.get('replyAddress') ?? 'shared');
  if (!replyAddress.success) fields.replyAddress = 'choiceInvalid';
  const channelsByCity: Record<string, CityChannels> = {};
  for (const [name, value] of form.entries()) {
    const m = /^(line|whatsapp|zalo)-(\d{1,9})$/.exec(name);
    if (m && typeof value === 'string' && value.trim()) (channelsByCity[m[2]] ??= {})[m[1] as (typeof CHAT_APPS)[number]] = value.trim();
  }
  const channels = contactChannelsSchema.safeParse({ byCity: channelsByCity });
  if (!channels.success) {
    for (const issue of channels.error.issues) {
      const [, city, app] = issue.path.map(String);
      fields[`${app}-${city}`] = app === 'line' ? 'lineInvalid' : 'mobileInvalid';
    }
  }
  if (!addresses.success || !rates.success || !replyAddress.success || !channels.success) return { fields, values: typed(form), at: Date.now() };
  const db = await getDb();
  const address = await requestAddress();
  // One transaction: both settings (each with its audit entry) are stored, or neither.
  await db.transaction(async (tx) => {
    await writeSetting(tx, 'staffAddresses', addresses.data, actor, address);
    await writeSetting(tx, 'exchangeRates', rates.data, actor, address);
    await writeSetting(tx, 'replyAddress', replyAddress.data, actor, address);
    await writeSetting(tx, 'contactChannels', channels.data, actor, address);
  });
  await contentWritten();
  // The form shows what is now stored (numbers as stored, addresses trimmed), not what it first showed.
  const values: Record<string, string> = { default: addresses.data.default ?? '', jpy: String(rates.data.jpy), vnd: String(rates.data.vnd), asOf: rates.data.asOf, replyAddress: replyAddress.data };
  for (const [name] of form) {
    if (/^city-\d{1,9}$/.test(name)) values[name] = addresses.data.byCity[name.slice(5)] ?? '';
    const m = /^(line|whatsapp|zalo)-(\d{1,9})$/.exec(name);
    if (m) values[name] = channels.data.byCity[m[2]]?.[m[1] as (typeof CHAT_APPS)[number]] ?? '';
  }
  return { done: true, values, at: Date.now() };
}

/**
 * The reply templates, every one in both languages, saved whole or not at all (fields:
 * lib/server/staff/reply-templates.ts); a `restore` button puts one back to its default.
 */
export async function saveReplyTemplatesAction(_prev: SettingsState, form: FormData): Promise<SettingsState> {
  const actor = await requireStaff('settings', '/admin/settings');
  const parsed = parseReplyTemplates(form);
  if (!parsed.ok) return { fields: parsed.fields, values: parsed.values, at: Date.now() };
  const db = await getDb();
  await writeSetting(db, 'replyTemplates', parsed.value, actor, await requestAddress());
  // What is now stored, as the form shows it (a restored or untouched template as its default).
  return { done: true, values: templateValues(await readSetting(db, 'replyTemplates')), at: Date.now() };
}

/**
 * The viewing hours (`viewingHours`): the slot length, the notice, the reminder's hour and every
 * city's week (fields: lib/server/viewings/week-form.ts), saved whole or not at all.
 */
export async function saveViewingHoursAction(_prev: SettingsState, form: FormData): Promise<SettingsState> {
  const actor = await requireStaff('settings', '/admin/settings');
  const db = await getDb();
  const cityIds = (await db.select({ id: cities.id }).from(cities)).map((c) => c.id);
  const parsed = parseViewingHours(form, cityIds);
  if (!parsed.ok) return { fields: parsed.fields, values: typed(form), at: Date.now() };
  await writeSetting(db, 'viewingHours', parsed.value, actor, await requestAddress());
  return { done: true, values: viewingHoursValues((await readSetting(db, 'viewingHours')) ?? parsed.value, cityIds), at: Date.now() };
}
