'use client';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { AdminMessages } from '@/lib/admin/i18n';
import { BOUNDS, boundOf } from '@/lib/listings/bounds';
import type { FieldErrors, Posted } from '@/lib/server/listings/form';
import type { Choice } from '@/lib/server/listings/options';
import { fieldErrorClass, inputClass, labelClass } from '../ui';

/** The listings area's words, handed to the form islands by the page. */
export type ListingWords = AdminMessages['listings'];
export type FieldLabel = keyof ListingWords['fields'];

/** What a form action answers: the codes of the bad fields and the values to show again. */
export type FormState = { errors?: FieldErrors; values?: Posted; attempt?: number };

export const fieldId = (name: string) => `f-${name}`;
const errorId = (name: string) => `f-${name}-error`;

/** `kind`: the listing's kind, whose bounds a rent, area or room count is held to. */
export type FieldContext = { words: ListingWords; values: Posted; errors: FieldErrors; kind?: 'residence' | 'office' };

export function valueOf(ctx: FieldContext, name: string): string {
  const v = ctx.values[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

function errorText(ctx: FieldContext, name: string): string | undefined {
  const code = ctx.errors[name];
  if (!code) return undefined;
  const errors = ctx.words.errors as Record<string, string>;
  const bound = code === 'outOfBounds' && ctx.kind ? boundOf(ctx.kind, name) : undefined;
  if (bound) {
    const [min, max] = BOUNDS[bound];
    const format = (n: number) => n.toLocaleString('en-US');
    return ctx.words.bounds[bound].replace('{min}', format(min)).replace('{max}', format(max));
  }
  return errors[code] ?? errors.invalid;
}

function describedBy(ctx: FieldContext, name: string, hint?: boolean) {
  const ids = [errorText(ctx, name) ? errorId(name) : '', hint ? `${fieldId(name)}-hint` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function FieldError({ ctx, name }: { ctx: FieldContext; name: string }) {
  const text = errorText(ctx, name);
  return text ? (
    <p id={errorId(name)} className={fieldErrorClass}>
      {text}
    </p>
  ) : null;
}

/**
 * The alert above a refused form: every bad field by its label, each a link to the field. It takes
 * the focus when it appears (the form is drawn anew for each refusal), so the keyboard and the
 * screen reader start from it and it scrolls into view.
 */
export function ErrorSummary({ ctx, labels }: { ctx: FieldContext; labels: Record<string, string> }) {
  const names = Object.keys(ctx.errors);
  const box = useRef<HTMLDivElement>(null);
  const shown = names.length > 0;
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown]);
  if (!shown) return null;
  const toField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const field = document.getElementById(fieldId(name));
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div
      ref={box}
      id="form-errors"
      role="alert"
      tabIndex={-1}
      aria-labelledby="form-errors-title"
      className="mb-6 scroll-mt-4 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 focus:outline-2 focus:outline-red-700"
    >
      <p id="form-errors-title" className="font-semibold">
        {ctx.words.errors.summary}
      </p>
      <ul className="mt-2 list-disc pl-5">
        {names.map((name) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="underline" onClick={(event) => toField(event, name)}>
              {labels[name] ?? name}
            </a>
            : {errorText(ctx, name)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function InputField(props: {
  ctx: FieldContext;
  name: string;
  label: string;
  type?: 'text' | 'url' | 'date';
  inputMode?: 'numeric' | 'decimal';
  required?: boolean;
  hint?: string;
}) {
  const { ctx, name } = props;
  const invalid = Boolean(ctx.errors[name]);
  return (
    <div>
      <label htmlFor={fieldId(name)} className={labelClass}>
        {props.label}
      </label>
      <input
        id={fieldId(name)}
        name={name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        required={props.required}
        defaultValue={valueOf(ctx, name)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ctx, name, Boolean(props.hint))}
        className={inputClass}
      />
      {props.hint && (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      <FieldError ctx={ctx} name={name} />
    </div>
  );
}

export type OptionGroup = { label: string; options: Choice[] };

export function SelectField(props: {
  ctx: FieldContext;
  name: string;
  label: string;
  groups: OptionGroup[];
  empty: string;
  required?: boolean;
  onChange?: (value: string) => void;
}) {
  const { ctx, name } = props;
  const invalid = Boolean(ctx.errors[name]);
  const options = (list: Choice[]) =>
    list.map((o) => (
      <option key={o.id} value={o.id}>
        {o.name}
      </option>
    ));
  return (
    <div>
      <label htmlFor={fieldId(name)} className={labelClass}>
        {props.label}
      </label>
      <select
        id={fieldId(name)}
        name={name}
        required={props.required}
        defaultValue={valueOf(ctx, name)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ctx, name)}
        onChange={props.onChange ? (e) => props.onChange?.(e.target.value) : undefined}
        className={inputClass}
      >
        <option value="">{props.empty}</option>
        {props.groups.length === 1 && !props.groups[0].label
          ? options(props.groups[0].options)
          : props.groups.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {options(g.options)}
              </optgroup>
            ))}
      </select>
      <FieldError ctx={ctx} name={name} />
    </div>
  );
}

/** One text in both languages, side by side: a fieldset named by the text, its inputs by the language. */
export function TextPair(props: { ctx: FieldContext; name: string; label: string; multiline?: boolean; required?: boolean }) {
  const { ctx, name, label } = props;
  return (
    <fieldset className="mb-4">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{label}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        {(['En', 'Ja'] as const).map((suffix) => {
          const field = `${name}${suffix}`;
          const invalid = Boolean(ctx.errors[field]);
          const common = {
            id: fieldId(field),
            name: field,
            required: props.required,
            defaultValue: valueOf(ctx, field),
            'aria-invalid': invalid || undefined,
            'aria-describedby': describedBy(ctx, field),
            lang: suffix === 'En' ? 'en' : 'ja',
            className: inputClass,
          };
          return (
            <div key={suffix}>
              <label htmlFor={fieldId(field)} className={labelClass}>
                {suffix === 'En' ? ctx.words.languages.en : ctx.words.languages.ja}
              </label>
              {props.multiline ? <textarea rows={6} {...common} /> : <input type="text" {...common} />}
              <FieldError ctx={ctx} name={field} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function CheckboxField({ ctx, name, label }: { ctx: FieldContext; name: string; label: string }) {
  const checked = ['on', 'true', '1'].includes(valueOf(ctx, name));
  return (
    <div className="flex items-center gap-2">
      <input id={fieldId(name)} type="checkbox" name={name} defaultChecked={checked} className="size-4" />
      <label htmlFor={fieldId(name)} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mb-8 rounded border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Labels of `<key>En` / `<key>Ja` for the error summary: "Name (English)". */
export function pairLabels(words: ListingWords, keys: readonly string[]): Record<string, string> {
  const fields = words.fields as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const key of keys) {
    const label = typeof fields[key] === 'string' ? (fields[key] as string) : key;
    out[`${key}En`] = `${label} (${words.languages.en})`;
    out[`${key}Ja`] = `${label} (${words.languages.ja})`;
  }
  return out;
}
