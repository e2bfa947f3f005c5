'use client';
import { useActionState } from 'react';
import type { SettingsState } from '@/app/admin/(office)/settings/actions';
import { buttonClass, describedByOf, FieldNotes, inputClass, labelClass } from './ui';

type Action = (state: SettingsState, form: FormData) => Promise<SettingsState>;
export type SettingsField = { name: string; label: string; type: 'email' | 'text' | 'date' | 'select'; value: string; inputMode?: 'decimal' | 'tel'; hint?: string; options?: { value: string; label: string }[] };

/** The settings form: groups of fields, each with its own message; saved whole or not at all. */
export function SettingsForm({ action, groups, words }: { action: Action; groups: { legend: string; lead: string; fields: SettingsField[] }[]; words: Record<string, string> }) {
  const [state, formAction, pending] = useActionState(action, {});
  // A new key after each answer: the fields start again from what was stored or typed, not from
  // the values the page first rendered.
  return (
    <form key={state.at ?? 0} action={formAction} noValidate className="space-y-6">
      {state.done && (
        <p role="status" className="rounded border-l-4 border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">
          {words.saved}
        </p>
      )}
      {state.fields && Object.keys(state.fields).length > 0 && (
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          {words.fieldErrors}
        </p>
      )}
      {groups.map((group) => (
        <fieldset key={group.legend} className="rounded border border-slate-200 bg-white p-5">
          <legend className="px-1 text-lg font-semibold">{group.legend}</legend>
          <p className="mb-4 max-w-prose text-sm text-slate-700">{group.lead}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.map((f) => {
              const error = state.fields?.[f.name] ? words[state.fields[f.name]] : undefined;
              const id = `settings-${f.name}`;
              const value = state.values?.[f.name] ?? f.value;
              const describedBy = describedByOf(id, f.hint, error);
              return (
                <div key={f.name}>
                  <label htmlFor={id} className={labelClass}>
                    {f.label}
                  </label>
                  {f.type === 'select' ? (
                    <select id={id} name={f.name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass}>
                      {f.options?.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input id={id} name={f.name} type={f.type} inputMode={f.inputMode} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} />
                  )}
                  <FieldNotes id={id} hint={f.hint} error={error} />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
        {words.save}
      </button>
    </form>
  );
}
