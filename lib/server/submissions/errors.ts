import 'server-only';
import type { core } from 'zod/mini';

/**
 * The forms' zod schemas (lib/forms) report message KEYS, which the forms translate (and the
 * forms map `errors` back onto their fields, in the page's language). The API answers in English: each key becomes a sentence, and the 400 body names every field at fault,
 * `{ message: 'fullName: This field is required; email: Invalid email address', errors: [...] }`.
 */
const SENTENCES: Record<string, string> = {
  required: 'This field is required',
  email: 'Invalid email address',
  phone: 'Invalid phone number',
  date: 'Enter a date as MM/DD/YYYY',
  dateRange: 'Enter a date from 01/01/2000 up to two years from today',
  tooLong: 'This is too long',
  controlChars: 'Line breaks, tabs and other control characters cannot be used here',
  invalid: 'This value is not valid',
  language: 'The language must be en or jp',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  ownerRequired: 'This field is required',
  ownerEmail: 'Invalid email address',
  ownerPhone: 'Invalid phone number',
  ownerPrice: 'Invalid price',
  ownerFileSize: 'Each photo must be 1.9 MB or smaller',
  channel: 'The preferred contact must be one of email, phone, line, whatsapp or zalo',
  slot: 'A time must be a slot start as the slots API gives it: ISO 8601 with its offset, e.g. 2026-12-03T14:00:00+07:00',
  viewingTimeRequired: 'Choose at least one time for each listing, or describe another time',
  viewingTooManyTimes: 'Choose at most three times',
  viewingSameTime: 'Each time can be chosen once',
  viewingTooManyListings: 'At most five listings can be asked about in one request',
};

export type FieldError = { field: string; code: string };

/** The answer to a body that is not a JSON object (null, an array, a string…). */
export const NOT_AN_OBJECT = 'The request body must be a JSON object with the form fields';

export type ValidationFailure = { message: string; errors: FieldError[] };

/** The message for one key; a message that is not a known key (zod's own) reads as 'not valid'. */
export function sentence(code: string): string {
  return SENTENCES[code] ?? SENTENCES.invalid;
}

/**
 * The English 400 body for a failed parse. `aliases` maps the schema's field names back to the
 * names the client posted (the owner form's `numberOfBadroom`, spelt as in the API contract).
 */
export function validationFailure(error: core.$ZodError, aliases: Record<string, string> = {}): ValidationFailure {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const path = issue.path.filter((p) => p !== 'info').map(String);
    const name = path.join('.') || 'body';
    const field = aliases[name] ?? name;
    if (seen.has(field)) continue; // the first problem of a field is the one to fix
    seen.add(field);
    const code = field === 'body' ? 'invalid' : SENTENCES[issue.message] ? issue.message : 'invalid';
    errors.push({ field, code });
  }
  const message = errors
    .map((e) => (e.field === 'body' ? NOT_AN_OBJECT : `${e.field}: ${sentence(e.code)}`))
    .join('; ');
  return { message, errors };
}
