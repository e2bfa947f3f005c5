import * as z from 'zod/mini';
import { email, languageField, tokenField } from './common';

/** The newsletter's messages: 'Email is required', 'Invalid email address'. */
export const newsletterSchema = z.object({
  email: email('emailRequired', 'emailInvalid'),
  language: languageField,
  token: tokenField,
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type Newsletter = z.output<typeof newsletterSchema>;
