'use client';
import { useActionState } from 'react';
import type { ViewingState } from '@/app/admin/(office)/viewings/actions';
import { buttonClass, dangerButtonClass, inputClass, labelClass, secondaryButtonClass } from '../ui';

type Action = (state: ViewingState, form: FormData) => Promise<ViewingState>;
export type Option = { value: string; label: string };
export type ViewingFormSelect = { name: string; label: string; defaultValue?: string; options?: Option[]; groups?: { label: string; options: Option[] }[] };

const TONES = { primary: buttonClass, danger: dangerButtonClass, secondary: secondaryButtonClass };

/**
 * One change to a viewing (confirm, move, decline, cancel): a server action through
 * `useActionState`, so it works without JavaScript. Success leaves the page (the action redirects to
 * it with a notice); a refusal comes back into an alert region that exists before it, the form
 * keeping what was chosen and typed, the field it concerns marked.
 */
export function ViewingForm({
  id,
  action,
  hidden,
  select,
  note,
  submit,
  layout = 'stack',
}: {
  id: string;
  action: Action;
  hidden: Record<string, string>;
  select?: ViewingFormSelect;
  note?: { name: string; label: string; maxLength: number };
  submit: { label: string; name?: string; tone?: keyof typeof TONES };
  layout?: 'stack' | 'row';
}) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' });
  const failed = state.status === 'error' ? state.message : undefined;
  const messageId = `${id}-message`;
  const invalid = (name: string) => (failed && (state.field === name || (state.field === 'choice' && name === select?.name)) ? true : undefined);
  const value = (name: string, fallback = '') => state.values?.[name] ?? fallback;
  return (
    <div>
      <div aria-live="assertive">
        {failed && (
          <p key={state.at} id={messageId} role="alert" className="mb-3 rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
            {failed}
          </p>
        )}
      </div>
      <form key={state.at ?? 0} action={formAction} noValidate className={layout === 'row' ? 'flex flex-wrap items-end gap-3' : 'space-y-4'}>
        {Object.entries(hidden).map(([name, v]) => (
          <input key={name} type="hidden" name={name} value={v} />
        ))}
        {select && (
          <div className={layout === 'row' ? 'min-w-48' : 'max-w-md'}>
            <label htmlFor={`${id}-${select.name}`} className={labelClass}>
              {select.label}
            </label>
            <select
              id={`${id}-${select.name}`}
              name={select.name}
              defaultValue={value(select.name, select.defaultValue)}
              aria-invalid={invalid(select.name)}
              aria-describedby={invalid(select.name) ? messageId : undefined}
              className={inputClass}
            >
              {select.options?.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
              {select.groups?.map((g) => (
                <optgroup key={g.label} label={g.label}>
                  {g.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        )}
        {note && (
          <div className="max-w-xl">
            <label htmlFor={`${id}-${note.name}`} className={labelClass}>
              {note.label}
            </label>
            <textarea
              id={`${id}-${note.name}`}
              name={note.name}
              rows={3}
              maxLength={note.maxLength}
              defaultValue={value(note.name)}
              aria-invalid={invalid(note.name)}
              aria-describedby={invalid(note.name) ? messageId : undefined}
              className={inputClass}
            />
          </div>
        )}
        <button type="submit" className={TONES[submit.tone ?? 'primary']} aria-label={submit.name} aria-disabled={pending || undefined}>
          {submit.label}
        </button>
      </form>
    </div>
  );
}
