import * as z from 'zod/mini';
import { channelField, cityField, email, languageField, LIMITS, optionalText, phone, requiredText, tokenField } from './common';

/** The customer-support inquiry (`info` object of POST /api/contacts/customer_contact). */
export const supportSchema = z.pipe(
  z.transform((raw: unknown) =>
    raw && typeof raw === 'object' && !Array.isArray(raw) && 'info' in raw && raw.info && typeof raw.info === 'object' ? raw.info : raw,
  ),
  z.object({
    language: languageField,
    cityId: cityField,
    name: requiredText(LIMITS.name),
    email: email(),
    phone: phone(),
    address: optionalText(LIMITS.address),
    contentRequire: optionalText(LIMITS.text, { multiline: true }),
    preferredChannel: channelField,
    token: tokenField,
  }),
);
export type SupportInput = z.input<typeof supportSchema>;
export type Support = z.output<typeof supportSchema>;
