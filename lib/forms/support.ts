import * as z from 'zod/mini';
import { cityField, email, languageField, LIMITS, optionalText, PHONE_PATTERN, phoneDigits, requiredText, tokenField } from './common';

/** The customer-support inquiry of SPEC §3 and §5 (`info` object of POST /api/contacts/customer_contact). */
export const supportSchema = z.pipe(
  z.transform((raw: unknown) =>
    raw && typeof raw === 'object' && !Array.isArray(raw) && 'info' in raw && raw.info && typeof raw.info === 'object' ? raw.info : raw,
  ),
  z.object({
    language: languageField,
    cityId: cityField,
    name: requiredText(LIMITS.name),
    email: email(),
    phone: requiredText(LIMITS.phone).check(z.refine((v) => PHONE_PATTERN.test(v) && phoneDigits(v) >= 8 && phoneDigits(v) <= 15, { error: 'phone' })),
    address: optionalText(LIMITS.address),
    contentRequire: optionalText(LIMITS.text),
    token: tokenField,
  }),
);
export type SupportInput = z.input<typeof supportSchema>;
export type Support = z.output<typeof supportSchema>;
