import * as z from 'zod/mini';
import { channelField, cityField, cleanString, EMAIL_PATTERN, languageField, LIMITS, optionalText, phone, requiredText, tokenField, wholeNumber } from './common';

const required = (max: number) => requiredText(max, 'ownerRequired');

/** A select with the 'Select One' placeholder (-1) reads as not chosen, as does a field left out. */
const count = wholeNumber(0, 50, ['', '-1', -1]);

/**
 * The owner registration (multipart fields of POST /api/owners, images apart).
 * Both spellings the API contract names are accepted: numberOfBadroom and descriptionAmentities.
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
    phone: phone('ownerRequired', 'ownerPhone'),
    email: z.pipe(cleanString('ownerEmail'), z.string().check(z.maxLength(LIMITS.email, { error: 'tooLong' }), z.regex(EMAIL_PATTERN, { error: 'ownerEmail' }))),
    cityId: cityField,
    propertyType: optionalText(50),
    currency: z._default(z.enum(['USD', 'VND'], { error: 'invalid' }), 'USD'),
    numberOfBedroom: count,
    numberOfBathroom: count,
    addressForLease: optionalText(LIMITS.address),
    leasableArea: optionalText(100),
    descriptionFacilities: optionalText(LIMITS.text, { multiline: true }),
    descriptionAmenities: optionalText(LIMITS.text, { multiline: true }),
    // Digits only, as sent: not '1e6', ' 1500' or '+1500' (the form sends what the visitor typed, trimmed).
    leasePrice: z.optional(
      z.pipe(
        z.string({ error: 'ownerPrice' }).check(z.refine((v) => v === '' || /^\d{1,15}$/.test(v), { error: 'ownerPrice' })),
        z.transform((v: string) => (v === '' ? undefined : Number(v))),
      ),
    ),
    preferredChannel: channelField,
    token: tokenField,
  }),
);
export type OwnerInput = z.input<typeof ownerSchema>;
export type Owner = z.output<typeof ownerSchema>;
