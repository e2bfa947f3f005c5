import type { FormHTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Honeypot } from './honeypot';
import { inputClass } from './input-class';

/** The form's words, translated on the server (newsletter.* and forms.*): the server's markup and the island's agree. */
export type NewsletterLabels = {
  label: string;
  email: string;
  placeholder: string;
  subscribe: string;
  sending: string;
};

/** One sign-up field per page (the footer's), so its id is fixed: the server's markup and the island's agree. */
const FIELD_ID = 'newsletter-email';
const ERROR_ID = `${FIELD_ID}-error`;

type Props = {
  labels: NewsletterLabels;
  /** Subscribe is enabled: scripts run and verification passed. */
  canSend: boolean;
  sending?: boolean;
  /** The field's error, in the page's language. */
  error?: string;
  /** The island's handlers; the server's markup has none. */
  form?: Pick<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onFocusCapture' | 'onPointerDownCapture' | 'noValidate'> & { ref?: Ref<HTMLFormElement> };
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'defaultValue' | 'onChange' | 'onBlur'>;
  inputRef?: Ref<HTMLInputElement>;
  /** The island's notices (verification that could not load, a failed send), under the field. */
  footer?: ReactNode;
  /** The island's honeypot field (./honeypot.tsx), read when it posts. */
  trapRef?: Ref<HTMLInputElement>;
};

/**
 * The newsletter sign-up's markup: rendered by the server as the footer's form, and
 * by the island (./newsletter-strip) once its code has come, with the same ids and classes.
 */
export function NewsletterView({ labels, canSend, sending = false, error, form, input, inputRef, trapRef, footer }: Props) {
  return (
    <form noValidate aria-label={labels.label} data-testid="newsletter-form" className="relative grid gap-1" {...form}>
      <Honeypot inputRef={trapRef} />
      <label htmlFor={FIELD_ID} className="text-sm font-medium text-slate-800">
        {labels.email}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={FIELD_ID}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          placeholder={labels.placeholder}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={error ? ERROR_ID : undefined}
          data-testid="newsletter-email"
          className={`${inputClass} sm:max-w-sm`}
          {...input}
        />
        <button
          type="submit"
          disabled={!canSend}
          // While sending only marked so (the form hook ignores a second submit): disabling it would drop the keyboard's focus.
          aria-disabled={sending || undefined}
          data-testid="newsletter-submit"
          className="btn-join"
        >
          {sending ? labels.sending : labels.subscribe}
        </button>
      </div>
      {error && (
        <p id={ERROR_ID} role="alert" className="text-sm text-red-700" data-testid="newsletter-error">
          {error}
        </p>
      )}
      {footer}
    </form>
  );
}
