/**
 * The forms' plain helpers and constants, without zod: the form islands import these with their
 * first scripts, while the schemas (lib/forms/common, contact, support, owner) load only once a
 * visitor starts on a form (components/forms/resolvers.ts). The API handlers use the same helpers.
 */

/** Letters, digits and ._%+- before an at sign, a domain, an ending of 2+ letters, any case. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** Drops keys whose value is an empty string, so optional fields can be sent blank. */
export function withoutBlanks<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as Partial<T>;
}

/** The day of `date` in the visitor's time zone as MM/dd/yyyy, the contact form's default. */
export function toUsDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${String(date.getFullYear()).padStart(4, '0')}`;
}

/** At most 10 images, each an image file of at most 1.9 MB (the owner form's hint says so; the original site's 2.5 MB hint was a quirk). */
export const OWNER_IMAGE_MAX = 10;
export const OWNER_IMAGE_BYTES = 1_900_000;
/** What the server can read and re-encode (sharp without HEIF); the picker offers only these. */
export const OWNER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/**
 * The contact form's two dates, which start at today (the spec's default). A form names in
 * `keptDefaults` the ones the visitor left as they were: the request still carries both dates as
 * the API requires, but a date nobody chose is not kept as the renter's wish (stored empty, left
 * out of the mails and the inbox).
 */
export const DATE_FIELDS = ['expectedCheckInDate', 'expectedTourInspectionDate'] as const;
