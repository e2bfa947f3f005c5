import { z } from 'zod';
import type { Lang } from './lang';

export { LANGS, type Lang } from './lang';

export const INT_MAX = 2_147_483_647;

export const language = z
  .string({ error: 'language must be a string' })
  .trim()
  .toLowerCase()
  .refine((v) => v === 'en' || v === 'jp' || v === 'ja', { message: "language must be 'en' or 'jp'" })
  .transform((v): Lang => (v === 'en' ? 'en' : 'jp'))
  .default('en');

/** A string query parameter whose "missing" and "wrong type" errors name it. */
export function param(name: string) {
  return z.string({ error: (iss) => (iss.input === undefined ? `${name} is required` : `${name} must be a string`) });
}

/**
 * An integer as the site writes one: decimal digits, a minus sign at most, no leading zero, no
 * space. `05`, `+5`, ` 5`, `5.0` and `1e3` are refused rather than read as 5: each would be
 * another address of the same answer, to the page and API caches that key on the query's values.
 */
export const CANONICAL_INT = /^(?:0|-?[1-9]\d{0,11})$/;

/** An integer query parameter with bounds and messages naming it. */
export function int(name: string, min: number, max: number) {
  return param(name)
    .regex(CANONICAL_INT, { message: `${name} must be an integer in plain decimal digits (no spaces, plus sign or leading zeros)` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `${name} must be between ${min} and ${max}` });
}

/** One of a few numeric codes (`propertyType=2`), exactly as written: no spaces around it. */
export function code<const C extends string>(name: string, codes: readonly C[], meaning: string) {
  return param(name).refine((v): v is C => (codes as readonly string[]).includes(v), { message: `${name} must be ${meaning}` });
}

export const id = (name: string) => int(name, 1, INT_MAX);

/** A decimal query parameter (coordinates). */
export function decimal(name: string, min: number, max: number) {
  return param(name)
    .trim()
    .regex(/^[+-]?\d{1,4}(\.\d{1,15})?$/, { message: `${name} must be a number` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `${name} must be between ${min} and ${max}` });
}

/**
 * A comma-separated list of ids. Commas may arrive encoded (`%2C`, also double-encoded by some
 * clients); empty parts are ignored; every other part must be a positive integer written
 * as CANONICAL_INT reads one (no spaces, sign or leading zeros).
 */
export function idList(name: string, maxItems: number) {
  return param(name)
    .max(maxItems * 14, { message: `${name} accepts at most ${maxItems} ids` })
    .transform((raw) => raw.split(/,|%2C/i).filter((p) => p !== ''))
    .refine((parts) => parts.every((p) => /^[1-9]\d{0,9}$/.test(p) && Number(p) <= INT_MAX), {
      message: `${name} must be a comma-separated list of positive integers in plain decimal digits`,
    })
    .refine((parts) => parts.length <= maxItems, { message: `${name} accepts at most ${maxItems} ids` })
    .transform((parts) => [...new Set(parts.map(Number))]);
}

/** A plain-text search parameter: control characters (NUL included) are dropped, length bounded. */
export function text(name: string, maxLength: number) {
  return param(name)
    .max(maxLength * 4, { message: `${name} must be at most ${maxLength} characters` })
    .transform((v) => v.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .refine((v) => v.length <= maxLength, { message: `${name} must be at most ${maxLength} characters` });
}

/** A calendar month as `YYYY-MM` (2000-01 to 2099-12). */
export function month(name: string) {
  return param(name).regex(/^20\d\d-(?:0[1-9]|1[0-2])$/, { message: `${name} must be a month written YYYY-MM (2000-01 to 2099-12)` });
}

export function pageIndex() {
  return int('pageIndex', 1, 1_000_000).default(1);
}

export function pageSize(defaultSize: number, max = 100) {
  return int('pageSize', 1, max).default(defaultSize);
}


/** The paged result shape shared by every list endpoint. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    totalRecords: z.number().int(),
    pageCount: z.number().int(),
  });
}
export type Paged<T> = { items: T[]; pageIndex: number; pageSize: number; totalRecords: number; pageCount: number };

export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** File names under `{host}/images/{file}`. */
export const imageFile = z.string();
