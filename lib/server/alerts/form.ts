/**
 * The alert sign-up's fields (the results page's "Mail me new listings like these"), as the JSON
 * API and the page's plain form post them. The e-mail and language rules are the newsletter's;
 * `query` is the results page's query string, made canonical by the handler (./query.ts).
 * Pure zod/mini, so a form island could validate with it too.
 */
import * as z from 'zod/mini';
import { email, languageField, tokenField } from '@/lib/forms/common';

export const ALERT_QUERY_MAX = 2000;

export const alertSchema = z.object({
  email: email('emailRequired', 'emailInvalid'),
  language: languageField,
  kind: z.enum(['residence', 'office'], { error: 'kind' }),
  query: z.optional(z.string({ error: 'invalid' }).check(z.maxLength(ALERT_QUERY_MAX, { error: 'tooLong' }))),
  token: tokenField,
});
export type AlertInput = z.input<typeof alertSchema>;
export type AlertSignUp = z.output<typeof alertSchema>;
