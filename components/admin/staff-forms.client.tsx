'use client';
import { useActionState } from 'react';
import type { StaffFormState } from '@/app/admin/(office)/staff/actions';
import { buttonClass, dangerButtonClass, fieldErrorClass, inputClass, labelClass, secondaryButtonClass } from './ui';

type Action = (state: StaffFormState, form: FormData) => Promise<StaffFormState>;
export type StaffWords = { words: Record<string, string>; roles: Record<string, string> };
const ROLES = ['admin', 'editor', 'agent'] as const;

function fill(text: string, values: Record<string, string | undefined>) {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

/** The live region is on the page before any notice, so a screen reader announces what is put in it. */
function Outcome({ state, words, id }: { state: StaffFormState; words: StaffWords; id: string }) {
  const w = words.words;
  const done = state.done === 'created' ? fill(w.created, { email: state.email, password: state.password }) : state.done === 'passwordReset' ? fill(w.passwordReset, { email: state.email, password: state.password }) : state.done ? w.saved : '';
  const error = state.error && w[state.error] ? w[state.error] : state.fields && Object.keys(state.fields).length ? w.fieldErrors : '';
  return (
    <>
      <div aria-live="polite" id={`${id}-status`}>
        {done && (
          <p key={state.at} role="status" className="rounded border-l-4 border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900" data-testid="staff-outcome">
            {done}
          </p>
        )}
      </div>
      <div aria-live="assertive" id={`${id}-alert`}>
        {error && <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">{error}</p>}
      </div>
    </>
  );
}

export function AddStaffForm({ action, words }: { action: Action; words: StaffWords }) {
  const [state, formAction, pending] = useActionState(action, {});
  const typed = state.values ?? {};
  const error = (name: string) => (state.fields?.[name] ? words.words[state.fields[name]] : undefined);
  const field = (name: string, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`staff-new-${name}`} className={labelClass}>
        {label}
      </label>
      {input}
      {error(name) && (
        <p id={`staff-new-${name}-error`} className={fieldErrorClass}>
          {error(name)}
        </p>
      )}
    </div>
  );
  const aria = (name: string) => ({ 'aria-invalid': error(name) ? true : undefined, 'aria-describedby': error(name) ? `staff-new-${name}-error` : undefined });
  return (
    // A new key per answer: the fields take the typed values back after a refusal, and empty after a success.
    <form key={state.at ?? 0} action={formAction} noValidate className="space-y-4">
      <Outcome state={state} words={words} id="staff-new" />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', words.words.name, <input id="staff-new-name" name="name" required maxLength={100} defaultValue={typed.name} className={inputClass} {...aria('name')} />)}
        {field('email', words.words.email, <input id="staff-new-email" name="email" type="email" required defaultValue={typed.email} className={inputClass} {...aria('email')} />)}
        {field(
          'role',
          words.words.role,
          <select id="staff-new-role" name="role" defaultValue={typed.role ?? 'agent'} className={inputClass} {...aria('role')}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {words.roles[r]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'language',
          words.words.language,
          <select id="staff-new-language" name="language" defaultValue={typed.language ?? 'en'} className={inputClass}>
            <option value="en">{words.words.english}</option>
            <option value="ja">{words.words.japanese}</option>
          </select>,
        )}
      </div>
      <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
        {words.words.create}
      </button>
    </form>
  );
}

type Member = { id: string; name: string; role: string; disabled: boolean };

/** One member's role and status, with their own save, and a new one-time password behind a confirmation. */
export function StaffRowForm({ action, words, member }: { action: Action; words: StaffWords; member: Member }) {
  const [state, formAction, pending] = useActionState(action, {});
  const w = words.words;
  return (
    <form action={formAction} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={member.id} />
      <div>
        <label htmlFor={`role-${member.id}`} className="sr-only">
          {`${w.role}: ${member.name}`}
        </label>
        {/* Keyed by the stored value: after a save the select shows what was stored. */}
        <select key={member.role} id={`role-${member.id}`} name="role" defaultValue={member.role} className={inputClass}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {words.roles[r]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`status-${member.id}`} className="sr-only">
          {`${w.status}: ${member.name}`}
        </label>
        <select key={String(member.disabled)} id={`status-${member.id}`} name="status" defaultValue={member.disabled ? 'disabled' : 'active'} className={inputClass}>
          <option value="active">{w.active}</option>
          <option value="disabled">{w.disabled}</option>
        </select>
      </div>
      <button type="submit" name="intent" value="save" className={buttonClass} aria-disabled={pending || undefined}>
        {w.save}
      </button>
      <details className="basis-full sm:basis-auto">
        <summary className={`${secondaryButtonClass} cursor-pointer list-none`}>{w.resetPassword}</summary>
        <div className="mt-2 max-w-sm space-y-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
          <p>{fill(w.resetWarning, { name: member.name })}</p>
          <button type="submit" name="intent" value="reset" className={dangerButtonClass} aria-disabled={pending || undefined}>
            {w.resetConfirm}
          </button>
        </div>
      </details>
      <div className="basis-full">
        <Outcome state={state} words={words} id={`staff-${member.id}`} />
      </div>
    </form>
  );
}
