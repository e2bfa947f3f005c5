import * as z from 'zod/mini';
import { channelField, cityField, cleanString, email, languageField, LIMITS, optionalText, phone, requiredText, tokenField } from './common';
import { isWithinYears, VISIT_YEARS_AHEAD } from './dates';
import { DATE_FIELDS } from './values';

/** MM/dd/yyyy with a real calendar date and a year from 1000 to 9999. */
export const US_DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(\d{4})$/;

export function isUsDate(value: string): boolean {
  const m = US_DATE.exec(value);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000 || year > 9999) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** `MM/dd/yyyy` → `yyyy-MM-dd` for storage. */
export function usDateToIso(value: string): string {
  const [month, day, year] = value.split('/');
  return `${year}-${month}-${day}`;
}


/** A preferred date: MM/dd/yyyy, and a day from 2000 to two years ahead (./dates.ts). */
const date = cleanString('date').check(
  z.refine(isUsDate, { error: 'date' }),
  z.refine((v) => !isUsDate(v) || isWithinYears(usDateToIso(v), VISIT_YEARS_AHEAD), { error: 'dateRange' }),
);

/** Property references: a listing code (HCR000005) or comma-joined codes/ids for favourites and history. */
const propertyId = z.union([
  z.optional(z.pipe(cleanString('invalid'), z.string().check(z.maxLength(2000, { error: 'tooLong' }), z.regex(/^[A-Za-z0-9-]+(,[A-Za-z0-9-]+)*$/, { error: 'invalid' })))),
  z.pipe(z.literal(''), z.transform(() => undefined)),
]);

/**
 * The contact request, from the contact-us page, the detail modal and the
 * favourites and history modals (which name the phone `phoneNumber`). Classic zod's
 * `z.preprocess(f, s)` is the same pipe as `z.pipe(z.transform(f), s)`.
 */
export const contactSchema = z.pipe(
  z.transform((raw: unknown) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const body = 'info' in raw && raw.info && typeof raw.info === 'object' ? (raw.info as Record<string, unknown>) : (raw as Record<string, unknown>);
    const { phoneNumber, ...rest } = body;
    return rest.phone === undefined && phoneNumber !== undefined ? { ...rest, phone: phoneNumber } : rest;
  }),
  z.object({
    language: languageField,
    cityId: cityField,
    expectedCheckInDate: date,
    expectedTourInspectionDate: date,
    fullName: requiredText(LIMITS.name),
    email: email(),
    phone: phone(),
    companyName: optionalText(LIMITS.company),
    otherRequirements: optionalText(LIMITS.text, { multiline: true }),
    propertyId,
    preferredChannel: channelField,
    keptDefaults: z.optional(z.array(z.enum(DATE_FIELDS, { error: 'invalid' }), { error: 'invalid' }).check(z.maxLength(DATE_FIELDS.length, { error: 'invalid' }))),
    token: tokenField,
  }),
);
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
