/**
 * Rules shared by every form a visitor can post: the same zod schemas validate the form
 * in the browser (react-hook-form's zodResolver in components/forms/resolvers.ts, loaded once a
 * visitor starts on a form) and the
 * body in the API handler. Messages are message keys of the `forms` namespace; the handler
 * answers them in English.
 *
 * Written with zod/mini rather than classic zod because these modules ship to the browser with the
 * forms: mini's functions are left out of the bundle when unused, where a classic schema brings
 * every method of its class and the English messages along. Zod's own messages (for a value no
 * form sends, such as a non-object body) are therefore English only where classic zod is loaded
 * too, as on the server; the forms and the API read any message that is not a key as `invalid`.
 */
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './values';
import { CONTACT_CHANNELS } from '../contact-channels';

export { EMAIL_PATTERN };

/**
 * International phone numbers: an optional +, then 8 to 15 digits (counted by the schemas), with
 * spaces, dots, dashes or brackets between; a leading bracket is allowed for area codes ('(028) 3823 4567').
 */
export const PHONE_PATTERN = /^\+?\(?[0-9]([0-9 ().-]{6,22})[0-9]$/;

export function phoneDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/**
 * Characters no form field takes: C0 and C1 controls and DEL, the Unicode line and
 * paragraph separators, and the bidi embeddings, overrides and isolates (text that reads otherwise
 * than it is stored). Line breaks would split a mail header or a log line; the multi-line fields
 * (the text areas) keep tab, line feed and carriage return.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export function hasControlChars(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_IN_TEXT : CONTROL).test(value);
}

export const LIMITS = { name: 100, email: 254, phone: 30, company: 200, text: 2000, address: 300 } as const;

type TextOptions = { multiline?: boolean };

/**
 * A string without outer spaces; `error` is the message when the value is not a string (or is
 * missing), 'controlChars' when it holds a character of CONTROL (refused, never stripped: what is
 * stored is what was sent).
 */
export function cleanString(error: string, { multiline = false }: TextOptions = {}) {
  return z.pipe(
    z.string({ error }).check(z.refine((v) => !hasControlChars(v, multiline), { error: 'controlChars' })),
    z.transform((v: string) => v.trim()),
  );
}

/** A required text field: `required` when empty, `tooLong` past the limit. */
export function requiredText(max: number, required = 'required') {
  return z.pipe(cleanString(required), z.string().check(z.minLength(1, { error: required }), z.maxLength(max, { error: 'tooLong' })));
}

/** An optional text field: empty reads as absent, so the payload leaves it out. */
export function optionalText(max: number, options: TextOptions = {}) {
  return z.pipe(
    z.optional(z.pipe(cleanString('invalid', options), z.string().check(z.maxLength(max, { error: 'tooLong' })))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );
}

/** A phone number of PHONE_PATTERN with 8 to 15 digits. */
export function phone(required = 'required', invalid = 'phone') {
  return requiredText(LIMITS.phone, required).check(z.refine((v) => PHONE_PATTERN.test(v) && phoneDigits(v) >= 8 && phoneDigits(v) <= 15, { error: invalid }));
}

export function email(required = 'required', invalid = 'email') {
  return z.pipe(requiredText(LIMITS.email, required), z.string().check(z.regex(EMAIL_PATTERN, { error: invalid })));
}

export const languageField = z._default(z.enum(['en', 'jp'], { error: 'language' }), 'en');

/** Decimal digits as the site writes them, or a JSON number that is whole: never "1e3", "0x10", " 12", "+12", "012", true or [5]. */
function isWhole(value: string | number): boolean {
  return typeof value === 'number' ? Number.isSafeInteger(value) : /^(?:0|[1-9]\d{0,14})$/.test(value);
}

/**
 * A whole number from `min` to `max`, posted as decimal digits (a form's "12") or a JSON integer;
 * `absent` lists the values that mean "not chosen" (a select's placeholder).
 */
export function wholeNumber(min: number, max: number, absent: readonly (string | number)[] = []) {
  const error = 'invalid';
  return z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.number()], { error })),
      z.transform((v: string | number | undefined) => (v === undefined || absent.includes(v) ? undefined : isWhole(v) ? Number(v) : Number.NaN)),
    ),
    z.optional(z.number({ error }).check(z.int({ error }), z.gte(min, { error }), z.lte(max, { error }))),
  );
}

export const cityField = wholeNumber(1, 2_147_483_647);

/**
 * How the visitor would like to be answered: e-mail, phone, LINE, WhatsApp or Zalo
 * (lib/contact-channels.ts); optional, and a blank choice is no choice.
 */
export const channelField = z.optional(
  z.pipe(
    z.transform((v: unknown) => (v === '' || v === null ? undefined : v)),
    z.optional(z.enum(CONTACT_CHANNELS, { error: 'channel' })),
  ),
);

/** The verification token (reCAPTCHA v3) when verification is on. */
export const tokenField = z.optional(z.string().check(z.maxLength(4000)));

