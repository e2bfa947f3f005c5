import { z } from 'zod';
import { cityField, clean, EMAIL_PATTERN, languageField, LIMITS, optionalText } from './common';

/** SPEC §5, §9: at most 10 images, each an image file under about 1.9 MB (the hint says 2.5 MB). */
export const OWNER_IMAGE_MAX = 10;
export const OWNER_IMAGE_BYTES = 1_900_000;
/** What the server can read and re-encode (sharp without HEIF); the picker offers only these. */
export const OWNER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

const required = (max: number) =>
  z
    .string({ error: 'ownerRequired' })
    .transform(clean)
    .pipe(z.string().min(1, { error: 'ownerRequired' }).max(max, { error: 'tooLong' }));

/** A select with the 'Select One' placeholder (-1) reads as not chosen, as does a field left out. */
const count = z
  .union([z.string(), z.number()], { error: 'invalid' })
  .optional()
  .transform((v) => (v === undefined || v === '' || v === '-1' || v === -1 ? undefined : Number(v)))
  .pipe(z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).max(50, { error: 'invalid' }).optional());

/**
 * The owner registration of SPEC §3 and §5 (multipart fields of POST /api/owners, images apart).
 * Both spellings the spec names are accepted: numberOfBadroom and descriptionAmentities.
 */
export const ownerSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const r = raw as Record<string, unknown>;
    return {
      ...r,
      numberOfBathroom: r.numberOfBathroom ?? r.numberOfBadroom,
      descriptionAmenities: r.descriptionAmenities ?? r.descriptionAmentities,
    };
  },
  z.object({
    language: languageField,
    location: optionalText(LIMITS.address),
    fullName: required(LIMITS.name),
    phone: required(LIMITS.phone),
    email: z
      .string({ error: 'ownerEmail' })
      .transform(clean)
      .pipe(z.string().max(LIMITS.email, { error: 'tooLong' }).regex(EMAIL_PATTERN, { error: 'ownerEmail' })),
    cityId: cityField,
    propertyType: optionalText(50),
    currency: z.enum(['USD', 'VND'], { error: 'invalid' }).default('USD'),
    numberOfBedroom: count,
    numberOfBathroom: count,
    addressForLease: optionalText(LIMITS.address),
    leasableArea: optionalText(100),
    descriptionFacilities: optionalText(LIMITS.text),
    descriptionAmenities: optionalText(LIMITS.text),
    leasePrice: z
      .string({ error: 'ownerPrice' })
      .transform(clean)
      .refine((v) => v === '' || /^\d{1,15}$/.test(v), { error: 'ownerPrice' })
      .transform((v) => (v === '' ? undefined : Number(v)))
      .optional(),
    token: z.string().max(4000).optional(),
  }),
);
export type OwnerInput = z.input<typeof ownerSchema>;
export type Owner = z.output<typeof ownerSchema>;
