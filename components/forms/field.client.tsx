'use client';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { inputClass } from './input-class';


type Base = {
  id: string;
  label: string;
  /** The field's error, already translated (the schema's key looked up in `forms.errors`). */
  error?: string;
  required?: boolean;
  /** Shown under the label, e.g. a format hint. */
  hint?: string;
  /** '(required)' / '(optional)' words, translated by the form. */
  requiredMark?: string;
  className?: string;
};

/**
 * A labelled form field. Its error is tied to the control (aria-invalid, aria-describedby) and
 * announced when it appears (role="alert"), so a screen reader hears what to fix.
 */
function Frame({ id, label, error, required, hint, requiredMark, className = '', children }: Base & { children: ReactNode }) {
  return (
    <div className={`grid content-start gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && requiredMark && (
          <span className="ml-1 text-red-700" aria-hidden="true">
            *
          </span>
        )}
        {required && requiredMark && <span className="sr-only"> {requiredMark}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function described(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function TextField({ id, label, error, required, hint, requiredMark, className, ...input }: Base & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame id={id} label={label} error={error} required={required} hint={hint} requiredMark={requiredMark} className={className}>
      <input id={id} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={described(id, error, hint)} className={inputClass} {...input} />
    </Frame>
  );
}

export function TextArea({ id, label, error, required, hint, requiredMark, className, ...input }: Base & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame id={id} label={label} error={error} required={required} hint={hint} requiredMark={requiredMark} className={className}>
      <textarea id={id} rows={4} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={described(id, error, hint)} className={inputClass} {...input} />
    </Frame>
  );
}

export function SelectField({ id, label, error, required, hint, requiredMark, className, children, ...input }: Base & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame id={id} label={label} error={error} required={required} hint={hint} requiredMark={requiredMark} className={className}>
      <select id={id} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={described(id, error, hint)} className={inputClass} {...input}>
        {children}
      </select>
    </Frame>
  );
}
