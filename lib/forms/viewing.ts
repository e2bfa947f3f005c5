import * as z from 'zod/mini';
import { ISO_INSTANT } from '../viewings/time';
import { cleanString, email, languageField, LIMITS, optionalText, phone, requiredText, tokenField, wholeNumber } from './common';

/** At most three preferred times per listing; at most five listings in one request (the shortlist's). */
export const VIEWING_MAX_TIMES = 3;
export const VIEWING_MAX_LISTINGS = 5;
export const VIEWING_MAX_PEOPLE = 20;
export const VIEWING_LANGUAGES = ['en', 'ja'] as const;
/** "Another time": the renter's own words, a few lines. */
export const VIEWING_NOTE_MAX = 500;

/** A slot's start as the slots API gave it (ISO 8601 with its offset). */
const slotStart = cleanString('slot').check(z.regex(ISO_INSTANT, { error: 'slot' }));

const item = z.object({
  propertyId: z.pipe(wholeNumber(1, 2_147_483_647), z.number({ error: 'invalid' })),
  times: z._default(
    z.array(slotStart, { error: 'invalid' }).check(
      z.maxLength(VIEWING_MAX_TIMES, { error: 'viewingTooManyTimes' }),
      z.refine((times) => new Set(times.map((t) => Date.parse(t))).size === times.length, { error: 'viewingSameTime' }),
    ),
    [],
  ),
});

/**
 * A viewing request (POST /api/viewings), from a listing's booking dialog or page and from the
 * shortlist: one to five listings, each with one to three of its free slots, or "another time" with
 * a note for all of them; who comes, how many, and in which language they would like the viewing.
 */
export const viewingSchema = z
  .object({
    language: languageField,
    items: z.array(item, { error: 'invalid' }).check(
      z.minLength(1, { error: 'required' }),
      z.maxLength(VIEWING_MAX_LISTINGS, { error: 'viewingTooManyListings' }),
      z.refine((items) => new Set(items.map((i) => i.propertyId)).size === items.length, { error: 'invalid' }),
    ),
    otherTime: optionalText(VIEWING_NOTE_MAX, { multiline: true }),
    fullName: requiredText(LIMITS.name),
    email: email(),
    phone: phone(),
    people: z.pipe(wholeNumber(1, VIEWING_MAX_PEOPLE), z.number({ error: 'required' })),
    viewingLanguage: z.enum(VIEWING_LANGUAGES, { error: 'required' }),
    token: tokenField,
  })
  .check(
    z.refine((v) => v.items.every((i) => i.times.length > 0) || Boolean(v.otherTime), {
      error: 'viewingTimeRequired',
      path: ['items'],
    }),
  );
export type ViewingInput = z.input<typeof viewingSchema>;
export type Viewing = z.output<typeof viewingSchema>;
