'use client';
import { useActionState } from 'react';
import type { AccountState } from '@/app/admin/(office)/account/actions';
import { buttonClass, describedByOf, FieldNotes, inputClass, labelClass, secondaryButtonClass } from './ui';

type Action = (state: AccountState, form: FormData) => Promise<AccountState>;
export type AccountWords = Record<string, string>;

function Field({ name, label, type = 'password', autoComplete, error, hint, inputMode, rows, defaultValue, wide }: { name: string; label: string; type?: string; autoComplete?: string; error?: string; hint?: string; inputMode?: 'numeric'; rows?: number; defaultValue?: string; wide?: boolean }) {
  const id = `account-${name}`;
  const common = { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedByOf(id, hint, error), className: inputClass };
  return (
    <div className={wide ? undefined : 'max-w-sm'}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {/* A text area (a signature) is optional; a one-line field (a password, a code) is required. */}
      {rows ? <textarea rows={rows} defaultValue={defaultValue} {...common} /> : <input type={type} autoComplete={autoComplete} inputMode={inputMode} required {...common} />}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** Live regions present before any answer, so what is put in them is announced. */
function Outcome({ done, failed, at }: { done: string | undefined; failed: string | undefined; at?: number }) {
  return (
    <>
      <div aria-live="polite">
        {done && (
          <p key={at} role="status" className="mb-4 rounded border-l-4 border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">
            {done}
          </p>
        )}
      </div>
      <div aria-live="assertive">{failed && <p role="alert" className="mb-4 rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">{failed}</p>}</div>
    </>
  );
}

export function PasswordForm({ action, words }: { action: Action; words: AccountWords }) {
  const [state, formAction, pending] = useActionState(action, {});
  const error = (name: string) => (state.fields?.[name] ? words[state.fields[name]] : undefined);
  return (
    <form action={formAction} noValidate className="space-y-4">
      <Outcome done={state.done ? words[state.done] : undefined} failed={state.fields ? words.fieldErrors : undefined} at={state.at} />
      <Field name="currentPassword" label={words.currentPassword} autoComplete="current-password" error={error('currentPassword')} />
      <Field name="newPassword" label={words.newPassword} autoComplete="new-password" hint={words.passwordHint} error={error('newPassword')} />
      <Field name="confirmPassword" label={words.confirmPassword} autoComplete="new-password" error={error('confirmPassword')} />
      <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
        {words.changePassword}
      </button>
    </form>
  );
}

export function TwoFactorForm({ action, words, enabled }: { action: Action; words: AccountWords; enabled: boolean }) {
  const [state, formAction, pending] = useActionState(action, {});
  const error = (name: string) => (state.fields?.[name] ? words[state.fields[name]] : undefined);
  const on = state.done === 'twoFactorEnabled' || (enabled && state.done !== 'twoFactorDisabled');
  if (state.setup && state.done !== 'twoFactorEnabled') {
    return (
      <form action={formAction} noValidate className="space-y-4">
        <p className="max-w-prose text-slate-700">{words.setupLead}</p>
        <Outcome done={undefined} failed={state.fields ? words.fieldErrors : undefined} at={state.at} />
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: address drawn on the server, nothing to optimise */}
        <img src={state.setup.qr} alt={words.setupQr} width={200} height={200} className="border border-slate-200 bg-white" data-testid="totp-qr" />
        <p>
          <span className="font-medium">{words.setupKey}: </span>
          <code className="rounded bg-slate-100 px-2 py-1 tracking-wider break-all" data-testid="totp-secret" data-secret={state.setup.secret}>
            {state.setup.groupedKey}
          </code>
        </p>
        <p>
          <a href={state.setup.uri} className="text-teal-800 underline">
            {words.setupLink}
          </a>
        </p>
        <p className="max-w-prose text-sm text-slate-700">{words.backupCodes}</p>
        <ul className="grid max-w-sm grid-cols-2 gap-1 font-mono text-sm">
          {state.setup.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <input type="hidden" name="step" value="confirm" />
        <Field name="code" label={words.code} type="text" autoComplete="one-time-code" inputMode="numeric" error={error('code')} />
        <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
          {words.confirmCode}
        </button>
      </form>
    );
  }
  return (
    <form action={formAction} noValidate className="space-y-4">
      <Outcome done={state.done ? words[state.done] : undefined} failed={state.fields ? words.fieldErrors : undefined} at={state.at} />
      <p className="max-w-prose text-slate-700">{on ? words.twoFactorOn : words.twoFactorOff}</p>
      <input type="hidden" name="step" value={on ? 'stop' : 'start'} />
      <Field name="password" label={words.passwordToConfirm} autoComplete="current-password" error={error('password')} />
      <button type="submit" className={on ? secondaryButtonClass : buttonClass} aria-disabled={pending || undefined}>
        {on ? words.disable : words.enable}
      </button>
    </form>
  );
}

/** The member's own signatures, one per reply language, each a text area with its own message. */
export function SignatureForm({ action, words, stored }: { action: Action; words: AccountWords; stored: { signatureEn: string; signatureJa: string } }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form key={state.at ?? 0} action={formAction} noValidate className="space-y-4">
      <Outcome done={state.done === 'signatureSaved' ? words.signatureSaved : undefined} failed={state.fields ? words.fieldErrors : undefined} at={state.at} />
      <p className="max-w-prose text-sm text-slate-700">{words.signatureLead}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['signatureEn', 'signatureJa'] as const).map((name) => (
          <Field key={name} name={name} label={words[name]} rows={6} wide defaultValue={state.values?.[name] ?? stored[name]} hint={words.signatureHint} error={state.fields?.[name] ? words[state.fields[name]] : undefined} />
        ))}
      </div>
      <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
        {words.saveSignature}
      </button>
    </form>
  );
}
