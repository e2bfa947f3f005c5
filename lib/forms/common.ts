/**
 * Rules shared by every form a visitor can post (SPEC §5): the same zod schemas validate the form
 * in the browser (react-hook-form resolver) and the body in the API handler. Messages are message
 * keys of the `forms` namespace; the handler answers them in English.
 */
import { z } from 'zod';

/** SPEC §5: letters, digits and ._%+- before an at sign, a domain, an ending of 2+ letters, any case. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

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

/** A required text field: `required` when empty, `tooLong` past the limit. */
export function requiredText(max: number, required = 'required') {
  return z
    .string({ error: required })
    .transform(clean)
    .pipe(z.string().min(1, { error: required }).max(max, { error: 'tooLong' }));
}

/** An optional text field: empty reads as absent, so the payload leaves it out (SPEC §5). */
export function optionalText(max: number) {
  return z
    .string({ error: 'invalid' })
    .transform(clean)
    .pipe(z.string().max(max, { error: 'tooLong' }))
    .optional()
    .transform((v) => (v ? v : undefined));
}

export function email(required = 'required', invalid = 'email') {
  return requiredText(LIMITS.email, required).pipe(z.string().regex(EMAIL_PATTERN, { error: invalid }));
}

export const languageField = z.enum(['en', 'jp'], { error: 'language' }).default('en');
export const cityField = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(2_147_483_647, { error: 'invalid' })
  .optional();

/** Drops keys whose value is an empty string, so optional fields can be sent blank. */
export function withoutBlanks<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as Partial<T>;
}
