'use client';
import { useActionState } from 'react';
import { buttonClass, fieldErrorClass, inputClass, labelClass } from '@/components/admin/ui';
import { IDLE, type FormState } from '@/lib/admin/form-state';

type Base = { name: string; label: string; defaultValue?: string; hint?: string };
export type FormField =
  | (Base & { kind: 'select'; options: { value: string; label: string }[] })
  | (Base & { kind: 'textarea'; rows?: number; maxLength?: number })
  | (Base & { kind: 'text'; maxLength?: number })
  | { kind: 'hidden'; name: string; value: string };

export type ActionFormWords = {
  submit: string;
  success: string;
  fieldErrors: string;
  unexpected: string;
  /** Message keys under `inbox.errors` → their text. */
  errors: Record<string, string>;
};

type Action = (state: FormState, form: FormData) => Promise<FormState>;

/**
 * One inbox form (status, assignee, note, reply): a server action through `useActionState`, so it
 * works before and without JavaScript, and comes back with the typed text and a message per field.
 */
export function ActionForm({ id, action, fields, words }: { id: string; action: Action; fields: FormField[]; words: ActionFormWords }) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  const errorOf = (name: string) => (state.status === 'invalid' && state.fields?.[name] ? (words.errors[state.fields[name]] ?? words.fieldErrors) : undefined);
  // Errors of fields the form does not show (a hidden value): listed in the alert itself.
  const shown = new Set(fields.filter((f) => f.kind !== 'hidden').map((f) => f.name));
  const unplaced = Object.entries(state.status === 'invalid' ? (state.fields ?? {}) : {}).filter(([name]) => !shown.has(name));
  return (
    <form action={formAction} noValidate className="space-y-4">
      {state.status === 'ok' && (
        <p role="status" className="rounded border-l-4 border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">
          {words.success}
        </p>
      )}
      {(state.status === 'invalid' || state.status === 'error') && (
        <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p>{state.status === 'error' ? words.unexpected : words.fieldErrors}</p>
          {unplaced.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {unplaced.map(([name, key]) => (
                <li key={name}>{words.errors[key] ?? key}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {fields.map((field) => {
        if (field.kind === 'hidden') return <input key={field.name} type="hidden" name={field.name} value={field.value} />;
        const fieldId = `${id}-${field.name}`;
        const error = errorOf(field.name);
        const value = state.status === 'ok' ? field.defaultValue : (state.values?.[field.name] ?? field.defaultValue);
        const describedBy = [field.hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
        const common = { id: fieldId, name: field.name, defaultValue: value, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: inputClass };
        return (
          <div key={field.name}>
            <label htmlFor={fieldId} className={labelClass}>
              {field.label}
            </label>
            <Control field={field} common={common} />
            {field.hint && (
              <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
                {field.hint}
              </p>
            )}
            {error && (
              <p id={`${fieldId}-error`} className={fieldErrorClass}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
        {words.submit}
      </button>
    </form>
  );
}

type Common = { id: string; name: string; defaultValue?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; className: string };

function Control({ field, common }: { field: Exclude<FormField, { kind: 'hidden' }>; common: Common }) {
  if (field.kind === 'select') {
    return (
      <select {...common}>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.kind === 'textarea') return <textarea {...common} rows={field.rows ?? 4} maxLength={field.maxLength} />;
  return <input {...common} type="text" maxLength={field.maxLength} />;
}
