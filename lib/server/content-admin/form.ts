import { z } from 'zod';
import { isCalendarDay, isWithinYears, OFFICE_YEARS_AHEAD } from '@/lib/forms/dates';

/**
 * What the content forms share: form values as plain strings, zod issues turned into one message
 * key per field (the keys live under `errors` in messages/admin/content.*.json), and the few
 * field rules every kind of content uses.
 */
export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;
export type SaveResult = { ok: true; id: number } | { ok: false; fields: FieldErrors; details?: Record<string, string> };

/** FormData or any object → strings only (files and unknown values become ''). */
export function formValues(input: FormData | Record<string, unknown>): FormValues {
  const out: FormValues = {};
  const entries = input instanceof FormData ? input.entries() : Object.entries(input);
  for (const [key, value] of entries) {
    if (key.startsWith('$')) continue; // React's own fields of a server action
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}

/** The first message of each field, by its top-level name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    if (!fields[name]) fields[name] = KNOWN.has(issue.message) ? issue.message : 'invalid';
  }
  return fields;
}

const KNOWN = new Set(['required', 'tooLong', 'slugFormat', 'slugTaken', 'imageName', 'dateInvalid', 'dateRange', 'invalid', 'bodyEmpty', 'choose', 'numberInvalid', 'codesUnknown', 'tooMany', 'imageMissing', 'dateFuture']);

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A stored media file name, as the image route and the sanitiser accept it: the demo's plain names, the library's `media/…`. */
export const IMAGE_NAME = /^(?:media\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(?:jpe?g|png|webp|gif|avif)$/i;

export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' });

/** An optional text: '' becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .transform((v) => (v ? v : null));

export const slugField = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(200, { error: 'tooLong' })
  .regex(SLUG, { error: 'slugFormat' });

export const optionalImage = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || IMAGE_NAME.test(v), { error: 'imageName' });

export const requiredImage = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).regex(IMAGE_NAME, { error: 'imageName' });

/** A whole number from a form field in [min, max]; '' is null. */
export const optionalInt = (min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!/^-?\d{1,9}$/.test(v) || Number(v) < min || Number(v) > max) {
        ctx.addIssue({ code: 'custom', message: 'numberInvalid' });
        return z.NEVER;
      }
      return Number(v);
    });

export const position = optionalInt(0, 100_000).transform((v) => v ?? 0);

export const checkbox = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === 'true' || v === '1');

/** A real day (`dateInvalid`) from 2000 to five years ahead (`dateRange`, lib/forms/dates.ts). */
export const isoDate = z
  .string({ error: 'required' })
  .trim()
  .refine(isCalendarDay, { error: 'dateInvalid', abort: true })
  .refine((v) => isWithinYears(v, OFFICE_YEARS_AHEAD), { error: 'dateRange' });

/** Page number from a query value: 1 for anything that is not a small positive whole number. */
export function pageNumber(raw: string | string[] | undefined): number {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : 1;
}

export const PAGE_SIZE = 20;
