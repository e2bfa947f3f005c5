'use client';
import { useActionState } from 'react';
import { buttonClass, fieldErrorClass, inputClass, labelClass } from '../ui';
import { MediaPicker, type PickerImage, type PickerWords } from './media-picker';
import { RichTextField, type EditorWords } from './rich-text-field.client';

/**
 * The one form of every content kind: fieldsets of fields (a row of fieldsets sits side by side,
 * so English and Japanese can be edited together), one message per bad field linked to its input,
 * and an alert above. A successful save redirects on the server; a failed one comes back with the
 * values as sent, so nothing typed is lost, with or without JavaScript.
 */
export type ContentFormState = { fields?: Record<string, string>; values?: Record<string, string>; details?: Record<string, string>; seq?: number };
type Action = (state: ContentFormState, form: FormData) => Promise<ContentFormState>;

export type ContentField = {
  name: string;
  label: string;
  /** `media`: a picker of uploaded images; `richtext`: a textarea the rich-text editor takes over once scripts run. */
  kind: 'text' | 'textarea' | 'select' | 'checkbox' | 'date' | 'media' | 'richtext';
  hint?: string;
  rows?: number;
  options?: { value: string; label: string }[];
  list?: string;
  lang?: 'en' | 'ja';
  required?: boolean;
};
export type ContentGroup = { legend: string; fields: ContentField[] };
export type ContentFormWords = { save: string; fieldErrors: string; errors: Record<string, string>; picker?: PickerWords; editor?: EditorWords };

export function ContentForm({
  action,
  hidden,
  rows,
  values,
  words,
  datalists = [],
  images = [],
  initial = {},
}: {
  action: Action;
  hidden: Record<string, string>;
  rows: ContentGroup[][];
  values: Record<string, string>;
  words: ContentFormWords;
  datalists?: { id: string; options: string[] }[];
  /** The uploaded images the pickers and the editor offer. */
  images?: PickerImage[];
  /** The state before any submit (tests render a failed one). */
  initial?: ContentFormState;
}) {
  const [state, formAction, pending] = useActionState(action, initial);
  const current = state.values ?? values;
  const errors = state.fields ?? {};
  const message = (name: string) => {
    const key = errors[name];
    if (!key) return undefined;
    return (words.errors[key] ?? words.errors.invalid).replace(/\{(\w+)\}/g, (_, k: string) => state.details?.[k] ?? '');
  };
  return (
    <form action={formAction} noValidate className="space-y-6">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          {words.fieldErrors}
        </p>
      )}
      {rows.map((row, i) => (
        <div key={i} className={row.length > 1 ? 'grid gap-6 lg:grid-cols-2' : undefined}>
          {row.map((group) => (
            <fieldset key={group.legend} className="min-w-0 rounded border border-slate-200 bg-white p-5">
              <legend className="px-1 text-lg font-semibold">{group.legend}</legend>
              <div className="space-y-4">
                {group.fields.map((f) => (
                  <Field key={`${f.name}-${state.seq ?? 0}`} field={f} value={current[f.name] ?? ''} error={message(f.name)} images={images} words={words} />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      ))}
      {datalists.map((d) => (
        <datalist key={d.id} id={d.id}>
          {d.options.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      ))}
      <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
        {words.save}
      </button>
    </form>
  );
}

function Field({ field: f, value, error, images, words }: { field: ContentField; value: string; error?: string; images: PickerImage[]; words: ContentFormWords }) {
  const id = `content-${f.name}`;
  const described = [f.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: f.name,
    lang: f.lang,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': f.required || undefined,
  };
  const hint = f.hint && (
    <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
      {f.hint}
    </p>
  );
  const problem = error && (
    <p id={`${id}-error`} className={fieldErrorClass}>
      {error}
    </p>
  );
  if (f.kind === 'media' && words.picker) {
    return (
      <div>
        <MediaPicker id={id} name={f.name} label={f.label} value={value} images={images} words={words.picker} required={f.required} describedBy={described} invalid={Boolean(error)} />
        {hint}
        {problem}
      </div>
    );
  }
  if (f.kind === 'richtext' && words.editor) {
    return (
      <div>
        <label htmlFor={id} id={`${id}-label`} className={labelClass}>
          {f.label}
        </label>
        <RichTextField common={common} value={value} rows={f.rows ?? 16} images={images} words={words.editor} labelId={`${id}-label`} />
        {hint}
        {problem}
      </div>
    );
  }
  if (f.kind === 'checkbox') {
    return (
      <div>
        <div className="flex items-center gap-2">
          <input {...common} type="checkbox" defaultChecked={value === 'on'} className="size-4 accent-teal-800" />
          <label htmlFor={id} className="text-sm text-slate-800">
            {f.label}
          </label>
        </div>
        {hint}
        {problem}
      </div>
    );
  }
  let control;
  if (f.kind === 'textarea') control = <textarea {...common} rows={f.rows ?? 4} defaultValue={value} className={`${inputClass} font-mono`} />;
  else if (f.kind === 'select')
    control = (
      <select {...common} defaultValue={value} className={inputClass}>
        {(f.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  else control = <input {...common} type={f.kind} list={f.list} defaultValue={value} className={inputClass} />;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {f.label}
      </label>
      {control}
      {hint}
      {problem}
    </div>
  );
}
