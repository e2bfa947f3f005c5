import { z } from 'zod';
import { email, languageField } from './common';

/** SPEC §5 newsletter: 'Email is required', 'Invalid email address'. */
export const newsletterSchema = z.object({
  email: email('emailRequired', 'emailInvalid'),
  language: languageField,
  token: z.string().max(4000).optional(),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;
