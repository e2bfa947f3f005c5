import * as z from 'zod/mini';
import { cityField, cleanString, EMAIL_PATTERN, languageField, LIMITS, optionalText, requiredText, tokenField } from './common';

const required = (max: number) => requiredText(max, 'ownerRequired');

/** A select with the 'Select One' placeholder (-1) reads as not chosen, as does a field left out. */
const count = z.pipe(
  z.pipe(
    z.optional(z.union([z.string(), z.number()], { error: 'invalid' })),
    z.transform((v: string | number | undefined) => (v === undefined || v === '' || v === '-1' || v === -1 ? undefined : Number(v))),
  ),
  z.optional(z.number({ error: 'invalid' }).check(z.int({ error: 'invalid' }), z.gte(0, { error: 'invalid' }), z.lte(50, { error: 'invalid' }))),
);

/**
 * The owner registration of SPEC §3 and §5 (multipart fields of POST /api/owners, images apart).
 * Both spellings the spec names are accepted: numberOfBadroom and descriptionAmentities.
 */
export const ownerSchema = z.pipe(
  z.transform((raw: unknown) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const r = raw as Record<string, unknown>;
    return {
      ...r,
      numberOfBathroom: r.numberOfBathroom ?? r.numberOfBadroom,
      descriptionAmenities: r.descriptionAmenities ?? r.descriptionAmentities,
    };
  }),
  z.object({
    language: languageField,
    location: optionalText(LIMITS.address),
    fullName: required(LIMITS.name),
    phone: required(LIMITS.phone),
    email: z.pipe(cleanString('ownerEmail'), z.string().check(z.maxLength(LIMITS.email, { error: 'tooLong' }), z.regex(EMAIL_PATTERN, { error: 'ownerEmail' }))),
    cityId: cityField,
    propertyType: optionalText(50),
    currency: z._default(z.enum(['USD', 'VND'], { error: 'invalid' }), 'USD'),
    numberOfBedroom: count,
    numberOfBathroom: count,
    addressForLease: optionalText(LIMITS.address),
    leasableArea: optionalText(100),
    descriptionFacilities: optionalText(LIMITS.text),
    descriptionAmenities: optionalText(LIMITS.text),
    leasePrice: z.optional(
      z.pipe(
        cleanString('ownerPrice').check(z.refine((v) => v === '' || /^\d{1,15}$/.test(v), { error: 'ownerPrice' })),
        z.transform((v: string) => (v === '' ? undefined : Number(v))),
      ),
    ),
    token: tokenField,
  }),
);
export type OwnerInput = z.input<typeof ownerSchema>;
export type Owner = z.output<typeof ownerSchema>;
