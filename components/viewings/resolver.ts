/**
 * The booking forms' resolver: zodResolver over the API's own viewing schema (lib/forms/viewing.ts),
 * loaded when a visitor starts on a form (./use-viewing-form.client.ts), so zod is not among a
 * page's first scripts. The form keeps its listings and chosen times as one value (`items`, JSON);
 * whatever the schema says of them, or of "another time" being needed, is said at `items`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { Lang } from '@/lib/api/lang';
import { viewingSchema } from '@/lib/forms/viewing';
import { viewingRequest, type ViewingValues } from './values';

/** The first message anywhere under an error (an array of item errors, an object of fields). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

export function viewingResolver(lang: Lang): Resolver<ViewingValues> {
  const resolve = zodResolver(viewingSchema as z.ZodMiniType<unknown, FieldValues>, undefined, { raw: true });
  return async (values, context, options) => {
    const request = viewingRequest(values, lang);
    const result = await resolve(request as FieldValues, context, options as never);
    const errors = { ...result.errors } as Record<string, unknown>;
    // The schema asks for a time only once the rest passes; the form says it with the other problems.
    if (Object.keys(errors).length && !errors.items && !request.otherTime && request.items.every((i) => !i.times?.length)) errors.items = { message: 'viewingTimeRequired' };
    if (!Object.keys(errors).length) return { values, errors: {} };
    const out: FieldErrors<ViewingValues> = {};
    for (const [name, error] of Object.entries(errors)) {
      const message = firstMessage(error) ?? 'invalid';
      const field: keyof ViewingValues = name in values ? (name as keyof ViewingValues) : 'items';
      if (out[field]) continue;
      out[field] = { type: 'validate', message } satisfies FieldError;
    }
    return { values: {}, errors: out };
  };
}
