import * as z from 'zod';
import { isCalendarDay, isWithinYears } from '../forms/dates';
import { TEMPLATE_BODY_MAX, TEMPLATE_IDS, TEMPLATE_SUBJECT_MAX } from './inbox/template-ids';

/**
 * The shapes of the settings staff keep in `app_settings` (one JSON value per key), shared by the
 * back office that writes them (lib/server/staff/office-settings.ts) and the code that reads them
 * (the mail outbox, the currency display). No other imports than zod and the plain date window,
 * by relative path: the mail worker loads it outside Next.
 */
const email = z.string().trim().max(254).pipe(z.email());

/** `staffAddresses`: where a new inquiry's notification goes, by the city it is about, else the default. */
export const staffAddressesSchema = z.object({
  /** Unset: MAIL_STAFF (so a fresh install can save the rates without typing an address first). */
  default: email.optional(),
  byCity: z.record(z.string().regex(/^\d{1,9}$/), email),
});
export type StaffAddresses = z.infer<typeof staffAddressesSchema>;

/**
 * Yen and dong for one US dollar, bounded far outside anything either has been (about 76 to 360
 * yen, 16,000 to 26,000 dong since 2000) but not so far that a slipped digit or a 0.0000001 passes.
 */
export const RATE_BOUNDS = { jpy: [1, 1_000], vnd: [1_000, 100_000] } as const;

/**
 * `exchangeRates`: yen and dong for one US dollar, and the day they were read (from 2000 to today,
 * with a day's slack for time zones). A stored value outside these bounds reads as no rate.
 */
export const exchangeRatesSchema = z.object({
  jpy: z.number().min(RATE_BOUNDS.jpy[0]).max(RATE_BOUNDS.jpy[1]),
  vnd: z.number().min(RATE_BOUNDS.vnd[0]).max(RATE_BOUNDS.vnd[1]),
  asOf: z
    .string()
    .refine(isCalendarDay, { error: 'dateInvalid', abort: true })
    .refine((v) => isWithinYears(v, 0), { error: 'dateRange' }),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/** `replyAddress`: whose address a reply's Reply-To names: the agent who wrote it, or the city's shared one. */
export const REPLY_ADDRESS_MODES = ['shared', 'agent'] as const;
export const replyAddressSchema = z.enum(REPLY_ADDRESS_MODES);
export type ReplyAddressMode = z.infer<typeof replyAddressSchema>;

/**
 * `replyTemplates`: the office's own wording of the reply templates, by reply language and template.
 * Only what differs from the default is kept: an empty (or missing) subject or body is the default's
 * (messages/admin/inbox.<lang>.json "templates"), so an untouched template follows a new release.
 */
const templateTextSchema = z.object({ subject: z.string().max(TEMPLATE_SUBJECT_MAX), body: z.string().max(TEMPLATE_BODY_MAX) });
const templateSetSchema = z.partialRecord(z.enum(TEMPLATE_IDS), templateTextSchema);
export const replyTemplatesSchema = z.object({ en: templateSetSchema, ja: templateSetSchema });
export type ReplyTemplates = z.infer<typeof replyTemplatesSchema>;

/**
 * `contactChannels`: each city office's chat apps, offered beside its phone on a listing's contact
 * bar and where a form could not be sent. A LINE official account's ID (`@isn-hanoi`) and, for
 * WhatsApp and Zalo, a mobile number in international form (`+84 90 123 4567`); a channel left
 * empty is not offered. The links are made from these (lib/contact-channels.ts).
 */
export const LINE_ID_PATTERN = /^@[a-z0-9._-]{2,40}$/i;
/** A plus, a country code not starting with 0, then 6 to 14 digits with single spaces or hyphens between groups. */
export const INTERNATIONAL_PHONE_PATTERN = /^\+[1-9](?:[ -]?\d){6,14}$/;
const cityChannelsSchema = z.object({
  line: z.string().trim().regex(LINE_ID_PATTERN).optional(),
  whatsapp: z.string().trim().regex(INTERNATIONAL_PHONE_PATTERN).optional(),
  zalo: z.string().trim().regex(INTERNATIONAL_PHONE_PATTERN).optional(),
});
export const contactChannelsSchema = z.object({ byCity: z.record(z.string().regex(/^\d{1,9}$/), cityChannelsSchema) });
export type ContactChannels = z.infer<typeof contactChannelsSchema>;
export type CityChannels = z.infer<typeof cityChannelsSchema>;

/** A day's hours in Vietnam time, "HH:MM" to "HH:MM", the end after the start. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const dayHoursSchema = z
  .object({ from: z.string().regex(CLOCK), to: z.string().regex(CLOCK) })
  .refine((h) => h.from < h.to, { error: 'hoursOrder', path: ['to'] });
/** ISO weekday (1 Monday … 7 Sunday) → its hours; a weekday left out is closed. */
export const weeklyHoursSchema = z.partialRecord(z.enum(['1', '2', '3', '4', '5', '6', '7']), dayHoursSchema);
export type WeeklyHoursSetting = z.infer<typeof weeklyHoursSchema>;

/**
 * `viewingHours`: when each city's office shows listings (lib/server/viewings): its weekly
 * opening hours, the length of one viewing slot, how long ahead a slot must be asked for, and the
 * hour of the day before a viewing when its reminder is mailed. A city left out keeps the default
 * hours (lib/server/viewings/hours.ts).
 */
export const viewingHoursSchema = z.object({
  slotMinutes: z.number().int().min(15).max(240).multipleOf(15),
  leadHours: z.number().int().min(0).max(168),
  reminderHour: z.number().int().min(0).max(23),
  byCity: z.record(z.string().regex(/^\d{1,9}$/), weeklyHoursSchema),
});
export type ViewingHours = z.infer<typeof viewingHoursSchema>;

export const OFFICE_SETTINGS = {
  staffAddresses: staffAddressesSchema,
  exchangeRates: exchangeRatesSchema,
  replyAddress: replyAddressSchema,
  replyTemplates: replyTemplatesSchema,
  contactChannels: contactChannelsSchema,
  viewingHours: viewingHoursSchema,
} as const;
export type OfficeSettingKey = keyof typeof OFFICE_SETTINGS;
