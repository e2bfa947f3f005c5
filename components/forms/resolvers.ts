/**
 * The forms' resolvers: @hookform/resolvers' zodResolver over the API's own zod schemas
 * (lib/forms), so the browser and POST /api/* check the same rules with the same message keys.
 * The form hook (./use-site-form.ts) imports this module when a visitor starts on a form, so zod
 * and the schemas are not among a page's first scripts. `raw: true`: the form keeps what was
 * typed (the server trims and converts it again).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { contactSchema } from '@/lib/forms/contact';
import { newsletterSchema } from '@/lib/forms/newsletter';
import { ownerSchema } from '@/lib/forms/owner';
import { supportSchema } from '@/lib/forms/support';
import { withoutBlanks } from '@/lib/forms/values';

type Schema = z.ZodMiniType;

function resolverOf<V extends FieldValues>(schema: Schema, prepare: (values: V) => unknown = (values) => values): Resolver<V> {
  const resolve = zodResolver(schema as z.ZodMiniType<unknown, FieldValues>, undefined, { raw: true });
  return async (values, context, options) => {
    const result = await resolve(prepare(values) as FieldValues, context, options as never);
    // Passed: the form sends its own values as typed.
    return Object.keys(result.errors).length ? (result as Awaited<ReturnType<Resolver<V>>>) : { values, errors: {} };
  };
}

/** Contact form values, checked as POST /api/contacts checks its `info`. */
export const contactResolver = <V extends FieldValues>() => resolverOf<V>(contactSchema);

/** Support inquiry values, checked as POST /api/contacts/customer_contact checks its `info`. */
export const supportResolver = <V extends FieldValues>() => resolverOf<V>(supportSchema);

/** The newsletter's address, checked as POST /api/newsletters checks it. */
export const newsletterResolver = <V extends FieldValues>() => resolverOf<V>(newsletterSchema);

/** Owner registration values: blank fields read as absent, as the server sees them (an unchosen city is not city 0). */
export const ownerResolver = <V extends FieldValues>() => resolverOf<V>(ownerSchema, (values) => withoutBlanks(values));
