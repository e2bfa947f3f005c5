'use client';
import { useActionState } from 'react';
import type { SignInState } from '@/app/admin/sign-in/actions';
import { buttonClass, fieldErrorClass, inputClass, labelClass } from './ui';

export type SignInWords = {
  email: string;
  password: string;
  submit: string;
  code: string;
  verify: string;
  errors: Record<string, string>;
};

type Action = (state: SignInState, form: FormData) => Promise<SignInState>;

/** "Try again in …": seconds for a short wait, whole minutes for a longer one (wrong codes are counted over a quarter-hour). */
export function limitedMessage(errors: Record<string, string>, retryAfter = 60): string {
  return retryAfter > 90 ? errors.limitedMinutes.replace('{minutes}', String(Math.ceil(retryAfter / 60))) : errors.limited.replace('{seconds}', String(retryAfter));
}

/** The sign-in (or second-step) form: a server action, so it works before and without JavaScript. */
export function SignInForm({ action, words, next, step }: { action: Action; words: SignInWords; next: string; step: 'password' | 'code' }) {
  const [state, formAction, pending] = useActionState(action, {});
  const error = state.error
    ? state.error === 'limited'
      ? limitedMessage(words.errors, state.retryAfter)
      : state.error === 'invalid'
        ? undefined
        : words.errors[state.error]
    : undefined;
  const fieldError = (name: string) => (state.fields?.[name] ? words.errors[state.fields[name]] : undefined);
  return (
    <form action={formAction} noValidate className="space-y-4">
      {error && (
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      )}
      <input type="hidden" name="next" value={next} />
      {step === 'password' ? (
        <>
          <Field name="email" label={words.email} type="email" autoComplete="username" error={fieldError('email')} defaultValue={state.email} />
          <Field name="password" label={words.password} type="password" autoComplete="current-password" error={fieldError('password')} />
        </>
      ) : (
        <Field name="code" label={words.code} type="text" autoComplete="one-time-code" inputMode="numeric" error={fieldError('code')} />
      )}
      <button type="submit" className={`${buttonClass} w-full`} aria-disabled={pending || undefined}>
        {step === 'password' ? words.submit : words.verify}
      </button>
    </form>
  );
}

function Field(props: { name: string; label: string; type: string; autoComplete: string; error?: string; defaultValue?: string; inputMode?: 'numeric' }) {
  const id = `signin-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type}
        required
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {props.error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {props.error}
        </p>
      )}
    </div>
  );
}
