import * as z from 'zod/mini';
import { email, languageField, tokenField } from './common';

/** SPEC §5 newsletter: 'Email is required', 'Invalid email address'. */
export const newsletterSchema = z.object({
  email: email('emailRequired', 'emailInvalid'),
  language: languageField,
  token: tokenField,
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;
