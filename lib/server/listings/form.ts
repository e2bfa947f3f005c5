import { z } from 'zod';
import { isCalendarDay, isWithinYears, OFFICE_YEARS_AHEAD } from '@/lib/forms/dates';
import { BOUNDS } from '@/lib/listings/bounds';
import { PROJECT_TEXTS, type ProjectText } from '@/lib/listings/project-texts';

export { PROJECT_TEXTS } from '@/lib/listings/project-texts';

/**
 * The listing forms of the back office, parsed from what a browser posts (every value a string).
 * Each problem is a short code (`required`, `integer`, `range`…) under the field's name; the page
 * turns codes into words in the staff member's language, so this module stays free of wording.
 */
export type FieldErrors = Record<string, string>;
export type Posted = Record<string, string | string[]>;
export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export const LISTING_KINDS = ['residence', 'office', 'project'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/*
 * Text limits, in characters. A server action's body must arrive whole, within ACTION_BODY_LIMIT
 * (lib/security/server-actions.ts; a larger one is refused with 413), and React sends a form again
 * with its previous state, the values as typed: every form filled to its limits in Japanese
 * (3 bytes a character), twice, must stay under it (tests/listings/form.test.ts adds it up). The
 * limits were set when the middleware cut bodies at 64 kB, and the forms still fit in that.
 */
export const TEXT = 300;
export const SHORT = 150;
export const MEDIUM = 1_000;
export const LONG = 5_000;

const str = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v === undefined ? '' : v), z.string({ error: 'invalid' }));
const required = (max = TEXT) => str.pipe(z.string().min(1, 'required').max(max, 'tooLong'));
const optional = (max = TEXT) => str.pipe(z.string().max(max, 'tooLong')).transform((v) => v || null);

function wholeNumber(min: number, max: number, range = 'range') {
  return str.pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^-?\d{1,9}$/, 'integer')
      .transform(Number)
      .pipe(z.number().min(min, range).max(max, range)),
  );
}
function optionalWholeNumber(min: number, max: number, range = 'range') {
  return str.pipe(
    z.union([
      z.literal('').transform(() => null),
      z
        .string()
        .regex(/^-?\d{1,9}$/, 'integer')
        .transform(Number)
        .pipe(z.number().min(min, range).max(max, range)),
    ], { error: 'integer' }),
  );
}
function optionalDecimal(min: number, max: number) {
  return str.pipe(
    z.union([
      z.literal('').transform(() => null),
      z
        .string()
        .regex(/^-?\d{1,4}(\.\d{1,8})?$/, 'decimal')
        .transform(Number)
        .pipe(z.number().min(min, 'range').max(max, 'range')),
    ], { error: 'decimal' }),
  );
}
const id = wholeNumber(1, 2_000_000_000);
const optionalId = optionalWholeNumber(1, 2_000_000_000);
const flag = z.preprocess((v) => v === 'on' || v === 'true' || v === '1', z.boolean());
const videoLink = str.pipe(
  z.union([z.literal('').transform(() => null), z.url({ protocol: /^https?$/, error: 'url' }).max(500, 'tooLong')], { error: 'url' }),
);
/**
 * A calendar day as a date input posts it (YYYY-MM-DD), or empty for none: `date` when it is no
 * real day (2026-02-30 is refused, not moved on to the next month), `dateRange` when it is before
 * 2000 or more than five years ahead (lib/forms/dates.ts).
 */
const optionalDay = str.pipe(
  z.union([
    z.literal('').transform(() => null),
    z
      .string()
      .refine(isCalendarDay, 'date')
      .refine((v) => !isCalendarDay(v) || isWithinYears(v, OFFICE_YEARS_AHEAD), 'dateRange'),
  ], { error: 'date' }),
);
const code = str.pipe(
  z.union([z.literal('').transform(() => null), z.string().max(40, 'tooLong').regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'code')], { error: 'code' }),
);
const idList = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.string().regex(/^\d{1,9}$/, 'invalid').transform(Number)).max(200, 'invalid'),
);

/** A pair of one text in English and Japanese: the names the form posts are `<key>En` and `<key>Ja`. */
function pairOf<K extends string, S extends z.ZodType>(key: K, field: S) {
  return { [`${key}En`]: field, [`${key}Ja`]: field } as { [P in `${K}En` | `${K}Ja`]: S };
}
const requiredPair = <K extends string>(key: K, max = TEXT) => pairOf(key, required(max));
const optionalPair = <K extends string>(key: K, max = TEXT) => pairOf(key, optional(max));

/*
 * Rent, area and rooms are held to what the market allows (./bounds.ts): their code is
 * `outOfBounds`, and the form's message names the bounds of the field.
 */
const bounded = (bound: readonly [number, number]) => wholeNumber(bound[0], bound[1], 'outOfBounds');
const optionalBounded = (bound: readonly [number, number]) => optionalWholeNumber(bound[0], bound[1], 'outOfBounds');
const priceAndSize = (kind: 'residence' | 'office') => {
  const rent = kind === 'office' ? BOUNDS.officeRent : BOUNDS.residenceRent;
  const area = kind === 'office' ? BOUNDS.officeArea : BOUNDS.residenceArea;
  return { leasePriceMin: bounded(rent), leasePriceMax: optionalBounded(rent), sizeMin: bounded(area), sizeMax: optionalBounded(area) };
};

const common = {
  code,
  ...requiredPair('name'),
  cityId: id,
  districtId: id,
  typeId: id,
  /** The street address (the agency's; an owner registration's address comes here). */
  address: optional(TEXT),
  completionYear: optionalWholeNumber(1900, 2100),
  videoLink,
  /** The first day a tenant can move in; empty (or a day past) reads "available now". */
  availableFrom: optionalDay,
  latitude: optionalDecimal(-90, 90),
  longitude: optionalDecimal(-180, 180),
  isLatest: flag,
  isHot: flag,
  ...optionalPair('description', LONG),
  facilityIds: idList,
};

export const residenceSchema = z
  .object({
    ...common,
    ...priceAndSize('residence'),
    projectId: optionalId,
    bedroomMin: bounded(BOUNDS.bedrooms),
    bedroomMax: optionalBounded(BOUNDS.bedrooms),
    bathroomMin: optionalBounded(BOUNDS.bathrooms),
    bathroomMax: optionalBounded(BOUNDS.bathrooms),
    ...optionalPair('furnishing'),
    /** The furnishing filter's value: 2 fully, 1 partly, 0 unfurnished; empty for not stated. */
    furnished: optionalWholeNumber(0, 2),
    petsAllowed: flag,
    totalUnit: optionalWholeNumber(1, 100_000),
    ...optionalPair('includeServices', MEDIUM),
  })
  .superRefine((v, ctx) => {
    ranges(v, ctx, [['leasePriceMin', 'leasePriceMax'], ['sizeMin', 'sizeMax'], ['bedroomMin', 'bedroomMax'], ['bathroomMin', 'bathroomMax']]);
  });

export const officeSchema = z
  .object({
    ...common,
    ...priceAndSize('office'),
    floorArea: optionalWholeNumber(1, 10_000_000),
    storey: optionalWholeNumber(1, 300),
    ...optionalPair('workingHour'),
    minContractPeriod: optionalWholeNumber(0, 1000),
    ...optionalPair('minContractUnit', 50),
    deposit: optionalWholeNumber(0, 1000),
    ...optionalPair('depositUnit', 50),
    payment: optionalWholeNumber(0, 1000),
    ...optionalPair('paymentUnit', 50),
    vatInclude: flag,
    serviceChargeSqm: optionalDecimal(0, 10_000),
    ...optionalPair('otCharge'),
  })
  .superRefine((v, ctx) => {
    ranges(v, ctx, [['leasePriceMin', 'leasePriceMax'], ['sizeMin', 'sizeMax']]);
  });

// A project has 24 texts: its description is a little shorter than a listing's (it fitted the former 64 kB).
const PROJECT_TEXT_LIMITS: Partial<Record<ProjectText, number>> = { description: 4_000, others: 500, otherApartment: 500, seoMetaDescription: TEXT };

export const projectSchema = z.object({
  ...requiredPair('name'),
  cityId: id,
  districtId: optionalId,
  completionYear: optionalWholeNumber(1900, 2100),
  totalUnits: optionalWholeNumber(1, 100_000),
  floors: optionalWholeNumber(1, 300),
  latitude: optionalDecimal(-90, 90),
  longitude: optionalDecimal(-180, 180),
  ...(Object.fromEntries(
    PROJECT_TEXTS.flatMap((key) => Object.entries(optionalPair(key, PROJECT_TEXT_LIMITS[key] ?? SHORT))),
  ) as { [K in `${ProjectText}En` | `${ProjectText}Ja`]: ReturnType<typeof optional> }),
});

export type ResidenceInput = z.infer<typeof residenceSchema>;
export type OfficeInput = z.infer<typeof officeSchema>;
export type ProjectInput = z.infer<typeof projectSchema>;
export type PropertyInput = ({ kind: 'residence' } & ResidenceInput) | ({ kind: 'office' } & OfficeInput);

type RangeKeys = [string, string][];
function ranges(v: Record<string, unknown>, ctx: z.RefinementCtx, pairs: RangeKeys) {
  for (const [min, max] of pairs) {
    const low = v[min];
    const high = v[max];
    if (typeof low === 'number' && typeof high === 'number' && high < low) ctx.addIssue({ code: 'custom', path: [max], message: 'belowMin' });
  }
}

function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    // zod's own messages (a wrong type) are not codes: they read as 'invalid'.
    errors[field] = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}

function parseWith<T>(schema: z.ZodType<T>, posted: Posted): Parsed<T> {
  const parsed = schema.safeParse(posted);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: errorsOf(parsed.error) };
}

export function parseProperty(kind: 'residence' | 'office', posted: Posted): Parsed<PropertyInput> {
  if (kind === 'residence') {
    const r = parseWith(residenceSchema, posted);
    return r.ok ? { ok: true, data: { kind, ...r.data } } : r;
  }
  const r = parseWith(officeSchema, posted);
  return r.ok ? { ok: true, data: { kind, ...r.data } } : r;
}

export function parseProject(posted: Posted): Parsed<ProjectInput> {
  return parseWith(projectSchema, posted);
}

/** A posted form as plain values: repeated names (the facility checkboxes) become lists; files are dropped. */
export function postedOf(form: FormData): Posted {
  // A plain object (the action's answer goes back to the browser as its next state), so the names
  // that would reach Object.prototype are skipped; no form field has them.
  const posted: Posted = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || name.startsWith('$ACTION') || name === '__proto__' || name === 'constructor' || name === 'prototype') continue;
    const seen = Object.hasOwn(posted, name) ? posted[name] : undefined;
    if (name === 'facilityIds') posted[name] = [...(Array.isArray(seen) ? seen : seen ? [seen] : []), value];
    else if (seen === undefined) posted[name] = value;
  }
  return posted;
}
