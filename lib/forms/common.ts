/**
 * Rules shared by every form a visitor can post (SPEC §5): the same zod schemas validate the form
 * in the browser (components/forms/checks.ts, loaded once a visitor starts on a form) and the
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

export { EMAIL_PATTERN };

/**
 * International phone numbers: an optional +, then 8 to 15 digits (counted by the schemas), with
 * spaces, dots, dashes or brackets between; a leading bracket is allowed for area codes ('(028) 3823 4567').
 */
export const PHONE_PATTERN = /^\+?\(?[0-9]([0-9 ().-]{6,22})[0-9]$/;

export function phoneDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** Text with control characters (NUL included) removed and outer spaces trimmed; line breaks kept. */
export function clean(value: string): string {
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

export const LIMITS = { name: 100, email: 254, phone: 30, company: 200, text: 2000, address: 300 } as const;

/** A string, cleaned; `error` is the message when the value is not a string (or is missing). */
export function cleanString(error: string) {
  return z.pipe(z.string({ error }), z.transform(clean));
}

/** A required text field: `required` when empty, `tooLong` past the limit. */
export function requiredText(max: number, required = 'required') {
  return z.pipe(cleanString(required), z.string().check(z.minLength(1, { error: required }), z.maxLength(max, { error: 'tooLong' })));
}

/** An optional text field: empty reads as absent, so the payload leaves it out (SPEC §5). */
export function optionalText(max: number) {
  return z.pipe(
    z.optional(z.pipe(cleanString('invalid'), z.string().check(z.maxLength(max, { error: 'tooLong' })))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );
}

export function email(required = 'required', invalid = 'email') {
  return z.pipe(requiredText(LIMITS.email, required), z.string().check(z.regex(EMAIL_PATTERN, { error: invalid })));
}

export const languageField = z._default(z.enum(['en', 'jp'], { error: 'language' }), 'en');
export const cityField = z.optional(
  z.coerce.number({ error: 'invalid' }).check(z.int({ error: 'invalid' }), z.gte(1, { error: 'invalid' }), z.lte(2_147_483_647, { error: 'invalid' })),
);

/** The verification token (reCAPTCHA v3) when verification is on. */
export const tokenField = z.optional(z.string().check(z.maxLength(4000)));

