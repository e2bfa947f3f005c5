/**
 * The forms' checks in the browser: the API's own zod schemas, each field's first problem as a
 * message key of `forms.errors`. The form islands import this module on first use (see
 * lib/browser/form-check.ts), so zod and the schemas load when a visitor starts on a form.
 */
import type { Check, FieldErrors } from '@/lib/browser/form-check';
import { contactSchema } from '@/lib/forms/contact';
import { ownerSchema } from '@/lib/forms/owner';
import { supportSchema } from '@/lib/forms/support';
import { withoutBlanks } from '@/lib/forms/values';

type Schema = { safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } };

/** The values as the forms post them: each one trimmed (so a space typed at the end is no error). */
function trimmed<V extends Record<string, string>>(values: V): V {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as V;
}

function checkWith<V extends Record<string, string>>(schema: Schema, prepare: (values: V) => unknown = (values) => values): Check<V> {
  return (values) => {
    const parsed = schema.safeParse(prepare(trimmed(values)));
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if (typeof name === 'string' && !(name in errors)) errors[name] = issue.message;
    }
    return errors as FieldErrors<V>;
  };
}

/** Contact form values, checked as POST /api/contacts checks its `info`. */
export const contactCheck = <V extends Record<string, string>>() => checkWith<V>(contactSchema);

/** Support inquiry values, checked as POST /api/contacts/customer_contact checks its `info`. */
export const supportCheck = <V extends Record<string, string>>() => checkWith<V>(supportSchema);

/** Owner registration values: blank fields read as absent, as the server sees them (an unchosen city is not city 0). */
export const ownerCheck = <V extends Record<string, string>>() => checkWith<V>(ownerSchema, (values) => withoutBlanks(values));
